import Foundation

/// Reads a `.shell` file, refusing anything that is not a script with `file:line` and the
/// reason: a folder, a device or pipe, an empty file, binary data (a NUL byte), text that is
/// not UTF-8, or a first line that is not the script header. Reading never changes the file.
///
/// Lines may end in LF or CRLF; the last line needs no newline.
enum ScriptReader {
  /// The script at `path`, or why it is not one.
  static func read(_ path: String) throws(ShellError) -> Script {
    let bytes = try contents(of: path)
    guard !bytes.isEmpty else {
      throw ShellError("\(path):1: not a script: the file is empty")
    }
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

  /// The file's bytes; a folder, a device, a pipe or an unreadable file is an error.
  private static func contents(of path: String) throws(ShellError) -> [UInt8] {
    // Non-blocking, so that opening a FIFO does not wait for a writer.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
      throw ShellError("cannot read '\(path)': \(CheckedFile.describe(errno))")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw ShellError("cannot read '\(path)': \(CheckedFile.describe(errno))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw ShellError("\(path): not a script: it is a folder")
    case S_IFCHR, S_IFBLK: throw ShellError("\(path): not a script: it is a device, not a file")
    default: throw ShellError("\(path): not a script: it is a pipe or socket, not a file")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ShellError("cannot read '\(path)': \(CheckedFile.describe(errno))")
      }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
    }
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
