import Foundation

/// Writes a script as the session goes: the header first, then each step whole (its command
/// and its output in one write) once it has run, so that a recording killed with `kill -9`
/// holds every completed step and no torn one. A step that traps never finishes: its
/// supervisor writes it, command and `trapped:` mark, after the worker's end.
///
/// The file is locked (`flock`, see `RecordingLock`) while it is recorded: a second `record`
/// or a `save --force` onto it is refused, naming the process that records it.
///
/// Every write is checked: when one fails (a full disk, `/dev/full`, a file size limit), the
/// torn step is cut away so that the file keeps only whole steps, and the recording stops
/// with an error.
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
    file = try CheckedFile(creating: path, overwrite: overwrite, command: "record", locked: true)
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

  /// Goes on with the recording at `path` (a supervisor's new worker, after a trap).
  init(appendingTo path: String) throws(ShellError) {
    self.path = path
    file = try CheckedFile(appendingTo: path, command: "record", locked: true)
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    count = (try? Script.parse(text, path: path).entries.count) ?? 0
  }

  /// Writes a step, its command and output, in one write; on failure cuts the file back to
  /// the steps before it, closes it and says what happened.
  func append(_ entry: ScriptEntry) throws(ShellError) {
    let start = file.length
    let text = Script(header: nil, entries: [entry]).text
    do {
      try file.write(text)
      count += 1
    } catch {
      file.truncate(to: start)
      file.close()
      let cause = error.cause
      throw ShellError(
        "recording stopped: cannot write command \(count + 1) ('\(entry.command)') to '\(path)': "
          + "\(cause); the file keeps the \(count) command\(count == 1 ? "" : "s") before it")
    }
  }
}
