import Foundation
import ShellScripts
import SwiftSource

/// Writes a script as the session goes: the header first, then each step whole (its command
/// and its output) once it has run, so that a recording killed with `kill -9` holds every
/// completed step and no torn one. A step that traps never finishes: its supervisor writes it,
/// command and `trapped:` mark, after the worker's end.
///
/// A sink (``ShellEventSink``) of the recorded commands' lines: they are kept as script text
/// as they come, in memory up to ``spillSize`` and then in an unlinked temporary file (so
/// that a step of a million ticks streams in flat memory), and written after the command
/// once it ends (``ShellEvent/commandEnded(command:failed:)``): in one write, or for a step
/// spilled to disk, copied in blocks right after its command line, under a line that gives its
/// length (`StepLengthMark`), by which the readers know a step torn by `kill -9` and leave it out.
///
/// The file is locked (`flock`, see `RecordingLock`) while it is recorded: a second `record`
/// or a `save --force` onto it is refused, naming the process that records it.
///
/// Every write is checked: when one fails (a full disk, `/dev/full`, a file size limit), the
/// torn step is cut away so that the file keeps only whole steps, and the recording stops
/// with an error (``failure``).
final class ScriptRecorder: ShellEventSink {
  let path: String
  private let file: CheckedFile
  /// The commands written so far, the prelude (`reset` and the settings) included.
  private(set) var count = 0
  /// The running step's lines as script text (each `  line\n`), not yet spilled.
  private var step: [UInt8] = []
  /// The running step's lines spilled to disk, before ``step``'s.
  private var spill: CheckedFile?
  /// Why the recording stopped, when writing a step failed.
  private(set) var failure: ShellError?
  /// Why the running step could not be spilled (its temporary file could not be made or
  /// written): the step is then not recorded, and the recording stops when it ends.
  private var spillFailure: String?
  /// Makes the spill file (a test gives one that fails).
  var makeSpill: () -> CheckedFile? = {
    CheckedFile.unlinkedTemporary(named: "store-shell-step", command: "record")
  }
  /// How many bytes of a step are kept in memory before they go to the spill file.
  static let spillSize = StepLengthMark.spillSize

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
    let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    // A step torn by the worker's end is cut away, so that the next steps follow whole ones.
    let intact = bytes.withUnsafeBufferPointer { StepLengthMark.intactLength(of: $0) }
    if intact < bytes.count { file.truncate(to: intact) }
    let text = String(validating: bytes[..<intact], as: UTF8.self) ?? ""
    count = (try? Script.parse(text, path: path).entries.count) ?? 0
  }

  /// The recording's open file (-1 once the recording stopped).
  var descriptor: Int32 { failure == nil ? file.descriptor : -1 }

  /// Whether `path` names the file being recorded (by any path to it).
  func records(_ path: String) -> Bool { failure == nil && file.isFile(at: path) }

  /// Takes the running command's lines (volatile ones left out), and the command's end,
  /// which writes the step.
  func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) {
    guard !lines.isEmpty else {
      guard case let .commandEnded(command, failed) = event else { return }
      return endStep(command: command, replacingLinesWith: failed)
    }
    guard failure == nil, spillFailure == nil else { return }
    Self.appendText(of: CommandResult.recordedText(of: Array(lines)), to: &step)
    if step.count >= Self.spillSize { spillStep() }
  }

  /// Writes a step, its command and output, in one write; on failure cuts the file back to
  /// the steps before it, closes it and says what happened.
  func append(_ entry: ScriptEntry) throws(ShellError) {
    endStep(command: entry.command, replacingLinesWith: entry.expected.map { OutputLine($0) })
    if let failure { throw failure }
  }

  /// `  line\n` for each of `lines`, as a script holds a command's output.
  private static func appendText(of lines: [String], to bytes: inout [UInt8]) {
    for line in lines {
      bytes.append(contentsOf: "  ".utf8)
      bytes.append(contentsOf: ControlEscaping.escaped(line).utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  /// Moves ``step``'s bytes to the spill file. When it cannot be made or written (a full
  /// temporary folder), the step's bytes so far are dropped, none half written, and the
  /// recording stops at the step's end (``spillFailure``): the step cannot be kept whole, in
  /// bounded memory, and recorded without its output it would fail its own check.
  private func spillStep() {
    if spill == nil { spill = makeSpill() }
    defer { step.removeAll(keepingCapacity: true) }
    guard let spill else {
      spillFailure = "no temporary file can be made there"
      return
    }
    let before = spill.length
    do throws(CheckedFile.Failure) {
      try spill.write(step)
    } catch {
      spill.truncate(to: before)
      spillFailure = error.cause
    }
  }

  /// The folder spill files are made in (`TMPDIR`'s).
  private static var temporaryFolder: String {
    var folder = FileManager.default.temporaryDirectory.path
    while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
    return folder
  }

  /// Writes the step `command` ended, with the lines it printed (or `failed`, which stand for
  /// them); on failure cuts the file back to the steps before it and stops the recording.
  private func endStep(command: String?, replacingLinesWith failed: [OutputLine]?) {
    guard let command else {
      step.removeAll(keepingCapacity: true)
      spill?.truncate(to: 0)
      spillFailure = nil
      return
    }
    let spilled = failed == nil ? spill.map(\.length) ?? 0 : 0
    let spillFailure = failed == nil ? self.spillFailure : nil
    defer {
      step.removeAll(keepingCapacity: step.capacity <= Self.spillSize * 2)
      spill?.truncate(to: 0)
      self.spillFailure = nil
    }
    guard failure == nil else { return }
    if let spillFailure {
      file.close()
      failure = ShellError(
        "recording stopped: cannot write command \(count + 1) ('\(command)') to its temporary "
          + "file in '\(Self.temporaryFolder)' (a step over 1 MiB goes there first): "
          + "\(spillFailure); the file '\(path)' keeps the \(count) command\(count == 1 ? "" : "s") "
          + "before it (TMPDIR picks another folder)")
      return
    }
    var head = Array((ControlEscaping.escaped(command) + "\n").utf8)
    if let failed {
      Self.appendText(of: CommandResult.recordedText(of: failed), to: &head)
      step = []
    }
    let start = file.length
    do throws(CheckedFile.Failure) {
      if spilled == 0 {
        try file.write(head + step)
      } else {
        // A step too long for memory: its length (a cut inside it is then known for torn, see
        // `StepLengthMark`), its command, then its lines copied from the spill file.
        let mark = StepLengthMark.line(length: head.count + spilled + step.count) + "\n"
        try file.write(Array(mark.utf8) + head)
        var offset = 0
        while offset < spilled {
          let block = spill!.bytes(from: offset, count: Self.spillSize)
          guard !block.isEmpty else { throw CheckedFile.Failure(cause: "the step's spill file cannot be read") }
          try file.write(block)
          offset += block.count
        }
        try file.write(step)
      }
      count += 1
    } catch {
      file.truncate(to: start)
      file.close()
      failure = ShellError(
        "recording stopped: cannot write command \(count + 1) ('\(command)') to '\(path)': "
          + "\(error.cause); the file keeps the \(count) command\(count == 1 ? "" : "s") before it")
    }
  }
}
