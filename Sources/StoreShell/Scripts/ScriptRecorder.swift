import Foundation

/// Writes a script as the session goes: the header first, then each command before it runs
/// and its output after, each handed to the operating system at once, so that a recording
/// killed with `kill -9` holds every completed step, and one that trapped holds the step it
/// trapped in.
///
/// Every write is checked: when one fails (a full disk, `/dev/full`), the torn step is cut
/// away so that the file keeps only whole steps, and the recording stops with an error.
final class ScriptRecorder {
  let path: String
  private let file: CheckedFile
  /// The commands written so far, the prelude (`reset` and the settings) included.
  private(set) var count = 0
  /// The command ``begin(_:)`` wrote whose output is not written yet, and the file's length
  /// before it.
  private var pending: (command: String, length: Int)?
  /// Why ``begin(_:)`` could not write its command: ``append(_:)`` reports it.
  private var failure: CheckedFile.Failure?

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

  /// Goes on with the recording at `path` (a supervisor's new worker, after a trap).
  init(appendingTo path: String) throws(ShellError) {
    self.path = path
    file = try CheckedFile(appendingTo: path, command: "record")
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    count = (try? Script.parse(text, path: path).entries.count) ?? 0
  }

  /// Writes a command about to run. A failed write cuts it away; the next ``append(_:)`` then
  /// stops the recording with the cause.
  func begin(_ command: String) {
    guard failure == nil else { return }
    let before = file.length
    do {
      try file.write(command + "\n")
      pending = (command, before)
    } catch {
      file.truncate(to: before)
      failure = error
      pending = nil
    }
  }

  /// Writes a command's output after the command ``begin(_:)`` wrote, or the whole entry when
  /// it was recorded as another command (an interrupted `advance`); on failure cuts the file
  /// back to the steps before it, closes it and says what happened.
  func append(_ entry: ScriptEntry) throws(ShellError) {
    var start = file.length
    var text = Script(header: nil, entries: [entry]).text
    if let pending {
      self.pending = nil
      start = pending.length
      if pending.command == entry.command {
        text = Script.expectationText(entry.expected)
      } else {
        file.truncate(to: pending.length)
      }
    }
    do {
      if let failure { throw failure }
      try file.write(text)
      count += 1
    } catch {
      file.truncate(to: start)
      file.close()
      let cause = (error as? CheckedFile.Failure)?.cause ?? "\(error)"
      throw ShellError(
        "recording stopped: cannot write command \(count + 1) ('\(entry.command)') to '\(path)': "
          + "\(cause); the file keeps the \(count) command\(count == 1 ? "" : "s") before it")
    }
  }
}
