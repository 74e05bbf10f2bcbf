import SwiftSource
/// A `.shell` script: a header naming the types it was recorded against, then command lines,
/// each followed by its expected output indented by two spaces.
///
/// ```
/// # store-shell script
/// # action: GameAction
/// # state: GameState
/// # fingerprint: 5f0c2a81d3b4e697
/// send counter.increment
///   → counter.increment
///     GameState(
///   …
/// ```
public struct Script: Equatable, Sendable {
  /// The header, if the script has one.
  public var header: ScriptHeader?
  /// The commands (comments and blank lines are kept as commands that do nothing).
  public var entries: [ScriptEntry]

  /// A script of `entries` under `header`.
  public init(header: ScriptHeader?, entries: [ScriptEntry]) {
    self.header = header
    self.entries = entries
  }

  /// Reads a script's text. Lines indented by two spaces are the output expected of the
  /// command above them; an indented line with no command above is an error. A recording cut
  /// inside a long step ends before it (see `StepLengthMark`, whose lines are left out).
  public static func parse(_ text: String, path: String) throws(ShellError) -> Script {
    var text = text
    let marks = text.withUTF8 { StepLengthMark.scan($0) }
    if marks.intactLength < text.utf8.count {
      // Just after an LF (or the end): a whole number of scalars.
      text = String(decoding: text.utf8.prefix(marks.intactLength), as: UTF8.self)
    }
    // By scalars: as Characters, "\r\n" is one grapheme and would not split at "\n".
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.last == "\r" ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    let (header, headerLength) = ScriptHeader.parse(lines)
    var entries: [ScriptEntry] = []
    for (offset, line) in lines.enumerated().dropFirst(headerLength) {
      let number = offset + 1
      if marks.markLines.contains(number) { continue }
      if line.hasPrefix("  ") {
        guard !entries.isEmpty, !isInert(entries[entries.count - 1].command) else {
          throw ShellError(
            "\(path):\(number): indented output with no command above it; "
              + "commands start at the first column")
        }
        entries[entries.count - 1].expected.append(String(line.dropFirst(2)))
      } else {
        entries.append(ScriptEntry(command: line, expected: [], line: number))
      }
    }
    return Script(header: header, entries: entries)
  }

  /// The script's text, as `save`, `record` and `--update` write it: a line a command, each
  /// expected line under it after two spaces, control characters escaped in both
  /// (`ControlEscaping`), so that no text of a command's output or of the state can end a line
  /// or start one the reader takes for a command.
  public var text: String {
    var lines = header.map(\.lines) ?? []
    for entry in entries {
      lines.append(ControlEscaping.escaped(entry.command))
      lines += entry.expected.map { "  " + ControlEscaping.escaped($0) }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Blank lines and comments: no output is expected of them.
  package static func isInert(_ command: String) -> Bool {
    let trimmed = command.trimmingShellWhitespace()
    return trimmed.isEmpty || (trimmed.utf8.first == UInt8(ascii: "#") && trimmed.hasPrefix("#"))
  }
}
