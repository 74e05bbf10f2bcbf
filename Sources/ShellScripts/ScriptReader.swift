import Foundation

/// Reads a `.shell` file, refusing anything that is not a script with `file:line` and the
/// reason: a folder, a device or pipe, an empty file, binary data (a NUL byte), text that is
/// not UTF-8, or a first line that is not the script header. Reading never changes the file.
///
/// Lines may end in LF or CRLF; the last line needs no newline.
package enum ScriptReader {
  /// The script at `path`, or why it is not one.
  package static func read(_ path: String) throws(ShellError) -> Script {
    // Read by lines once first: a line too long is refused before the file is held whole.
    var scan = try ScriptLineReader(path: path)
    while try scan.nextBytes() != nil {}
    var bytes = try contents(of: path)
    guard !bytes.isEmpty else {
      throw ShellError("\(path):1: not a script: the file is empty")
    }
    // A recording cut inside a long step ends before it.
    bytes.removeSubrange(bytes.withUnsafeBufferPointer { StepLengthMark.intactLength(of: $0) }...)
    if let nul = bytes.firstIndex(of: 0) {
      let line = lineNumber(at: nul, in: bytes)
      throw ShellError("\(path):\(line): not a script: line \(line) holds a NUL byte (binary data?)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let line = firstInvalidLine(in: bytes)
      throw ShellError("\(path):\(line): not a script: line \(line) is not UTF-8 text")
    }
    let firstLine = text.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }
    guard String(firstLine) == ScriptHeader.marker else {
      throw ShellError(
        "\(path):1: not a script: it does not start with '\(ScriptHeader.marker)' "
          + "(record or save a session to make one)")
    }
    return try Script.parse(text, path: path)
  }

  /// Whether the script at `path` ends its first line with CRLF (`--update` writes it back
  /// so); false for a file that cannot be read.
  package static func usesCRLF(_ path: String) throws(ShellError) -> Bool {
    var lines = try ScriptLineReader(path: path)
    return try lines.nextLineEndsWithCR()
  }

  /// The file's bytes; a folder, a device, a pipe or an unreadable file is an error.
  private static func contents(of path: String) throws(ShellError) -> [UInt8] {
    let file = try ScriptFileHandle(scriptAt: path)
    var bytes: [UInt8] = []
    while try file.read(into: &bytes) {}
    return bytes
  }

  private static func lineNumber(at index: Int, in bytes: [UInt8]) -> Int {
    bytes[..<index].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  }

  private static func firstInvalidLine(in bytes: [UInt8]) -> Int {
    for (offset, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated() where String(validating: line, as: UTF8.self) == nil
    {
      return offset + 1
    }
    return 1
  }
}
