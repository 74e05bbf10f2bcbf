import Foundation

/// Writes a script as the session goes: the header first, then each command with its output,
/// handed to the operating system at once, so that a recording killed with `kill -9` holds
/// every completed step.
final class ScriptRecorder {
  let path: String
  private let descriptor: Int32

  /// Creates (or truncates) the file at `path` and writes `header`.
  init(path: String, header: ScriptHeader) throws(ShellError) {
    self.path = path
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o644)
    guard fd >= 0 else {
      throw ShellError("cannot record to '\(path)': \(String(cString: strerror(errno)))")
    }
    descriptor = fd
    write(Script(header: header, entries: []).text)
  }

  func append(_ entry: ScriptEntry) {
    write(Script(header: nil, entries: [entry]).text)
  }

  private func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  deinit { close(descriptor) }
}
