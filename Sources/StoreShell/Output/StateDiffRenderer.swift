import Foundation

/// Renders the change between two states as output lines, custom-dump style.
///
/// The text is custom-dump's `diff`, computed by ``StateDiff`` at a cost that follows the size of
/// the change rather than the size of the state.
enum StateDiffRenderer {
  static func lines<State>(from old: State, to new: State, mode: DiffMode) -> [OutputLine] {
    var lines: [OutputLine] = []
    append(from: old, to: new, mode: mode, to: &lines)
    return lines
  }

  /// ``lines(from:to:mode:)`` appended to `lines`, which grows once.
  static func append<State>(
    from old: State, to new: State, mode: DiffMode, to lines: inout [OutputLine]
  ) {
    guard mode != .off else { return }
    if mode == .compact {
      lines += CompactDiff.lines(from: old, to: new)
      return
    }
    guard let difference = StateDiff.diff(old, new) else {
      lines.append(OutputLine("  (no state change)", .note))
      return
    }
    var text = difference
    if appendByteLines(of: &text, to: &lines) { return }
    // A CR could join a "\r\n" into one Character, which the split by Characters does not
    // break: split as Characters then.
    for line in difference.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(OutputLine("  " + line, role(of: line)))
    }
  }

  /// Appends the lines of `text`, each indented by two spaces, split at LF bytes (no grapheme
  /// breaking, no intermediate substrings); `false`, appending nothing, when the text holds a CR.
  private static func appendByteLines(of text: inout String, to lines: inout [OutputLine]) -> Bool {
    text.makeContiguousUTF8()
    let appended = text.utf8.withContiguousStorageIfAvailable { bytes in
      appendByteLines(in: bytes, to: &lines)
    }
    return appended ?? false
  }

  private static func appendByteLines(
    in bytes: UnsafeBufferPointer<UInt8>, to lines: inout [OutputLine]
  ) -> Bool {
    guard let base = bytes.baseAddress else {
      lines.append(OutputLine("  ", .plain))
      return true
    }
    guard memchr(base, 0x0D, bytes.count) == nil else { return false }
    var lineCount = 1
    var searched = base
    while let newline = memchr(searched, 0x0A, bytes.count - (searched - base)) {
      lineCount += 1
      searched = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) + 1
    }
    lines.reserveCapacity(lines.count + lineCount)
    var start = 0
    while true {
      var end = bytes.count
      if let newline = memchr(base + start, 0x0A, bytes.count - start) {
        end = UnsafeRawPointer(newline) - UnsafeRawPointer(base)
      }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      let text = String(unsafeUninitializedCapacity: line.count + 2) { buffer -> Int in
        buffer[0] = UInt8(ascii: " ")
        buffer[1] = UInt8(ascii: " ")
        return buffer[2...].initialize(fromContentsOf: line)
      }
      lines.append(OutputLine(text, role(of: line, text: text)))
      guard end < bytes.count else { break }
      start = end + 1
    }
    return true
  }

  /// The role of a line from its bytes: by its first byte, unless a non-ASCII byte follows it
  /// (a combining mark would make the first Character more than `-` or `+`).
  private static func role(of line: UnsafeBufferPointer<UInt8>, text: String) -> OutputLine.Role {
    guard let first = line.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") else {
      return .plain
    }
    if line.count > 1, line[1] >= 0x80 { return role(of: text.dropFirst(2)) }
    return first == UInt8(ascii: "-") ? .removed : .added
  }

  /// Removed (`-`), added (`+`) or unchanged.
  private static func role(of line: Substring) -> OutputLine.Role {
    switch line.utf8.first {
    case UInt8(ascii: "-"): return line.hasPrefix("-") ? .removed : .plain
    case UInt8(ascii: "+"): return line.hasPrefix("+") ? .added : .plain
    default: return .plain
    }
  }
}
