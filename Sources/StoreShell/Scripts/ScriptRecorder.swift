import Foundation

/// Writes a script as the session goes: the header first, then each command with its output,
/// handed to the operating system at once, so that a recording killed with `kill -9` holds
/// every completed step.
///
/// Every write is checked: when one fails (a full disk, `/dev/full`), the torn step is cut
/// away so that the file keeps only whole steps, and the recording stops with an error.
final class ScriptRecorder {
  let path: String
  private let file: CheckedFile
  /// The commands written so far, the prelude (`reset` and the settings) included.
  private(set) var count = 0

  /// Creates the file at `path` (an existing one only with `overwrite`) and writes `header`,
  /// then `prelude`: what a replay needs to start where the recording starts.
  init(
    path: String, header: ScriptHeader, overwrite: Bool, prelude: [ScriptEntry]
  ) throws(ShellError) {
    self.path = path
    file = try CheckedFile(creating: path, overwrite: overwrite, command: "record")
    do {
      try file.write(Script(header: header, entries: prelude).text)
      count = prelude.count
    } catch {
      file.close()
      var info = stat()
      if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(path) }
      throw ShellError("cannot record to '\(path)': \(error.cause)")
    }
  }

  /// Writes one command with its output; on failure cuts the file back to the steps before
  /// it, closes it and says what happened.
  func append(_ entry: ScriptEntry) throws(ShellError) {
    let before = file.length
    do {
      try file.write(Script(header: nil, entries: [entry]).text)
      count += 1
    } catch {
      file.truncate(to: before)
      file.close()
      throw ShellError(
        "recording stopped: cannot write command \(count + 1) ('\(entry.command)') to '\(path)': "
          + "\(error.cause); the file keeps the \(count) command\(count == 1 ? "" : "s") before it")
    }
  }
}
