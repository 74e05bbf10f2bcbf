import Foundation

/// Writes a script as the session goes: the header first, then each command before it runs
/// and its output after, each handed to the operating system at once, so that a recording
/// killed with `kill -9` holds every completed step, and one that trapped the step it trapped in.
final class ScriptRecorder {
  let path: String
  private let descriptor: Int32
  /// The command written by ``begin(_:)`` whose output is not written yet, and where it starts.
  private var pending: (command: String, offset: off_t)?

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

  /// Goes on with the recording at `path` (a supervisor's new worker, after a trap).
  init(appendingTo path: String) throws(ShellError) {
    self.path = path
    let fd = open(path, O_WRONLY | O_APPEND)
    guard fd >= 0 else {
      throw ShellError("cannot record to '\(path)': \(String(cString: strerror(errno)))")
    }
    descriptor = fd
  }

  /// Writes a command about to run.
  func begin(_ command: String) {
    pending = (command, lseek(descriptor, 0, SEEK_END))
    write(command + "\n")
  }

  /// Writes a command's output after the command ``begin(_:)`` wrote, or the whole entry when
  /// it was recorded as another command (an interrupted `advance`).
  func append(_ entry: ScriptEntry) {
    if let pending {
      self.pending = nil
      if pending.command == entry.command {
        write(Script.expectationText(entry.expected))
        return
      }
      _ = ftruncate(descriptor, pending.offset)
    }
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
