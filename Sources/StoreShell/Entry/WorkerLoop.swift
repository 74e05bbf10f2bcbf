import Foundation
import Synchronization

/// The store side of a supervised shell: the same program, started by its supervisor with
/// ``WorkerLoop/environmentKey`` set, runs the session and answers the supervisor's requests,
/// so that a reducer that traps ends this process and not the shell.
///
/// Requests come on descriptor 3, one frame each (see ``WorkerWire``): `x<line>` runs a command
/// (`y<line>` one of piped input, sent ahead: skipped after `quit`, or an error with `--bail`),
/// `r<line>\t<replay command>` runs a replay from after that line of its script, `p` pumps a
/// live store, `c<cursor>\t<line>` completes, `R` … `.` restores a session from journal
/// frames. Answers go to descriptor 4, each ended by `.`: output lines (`h` before the lines
/// streamed so far, `z1` if those belong to the result, `L` after; `l` streamed live), `E` an
/// error, `C` the recorded command, `F` flags (check failed, quit, failed within a replay: `0`
/// or `1` each, then how many lines were streamed), the journal (``SessionSnapshot``), and
/// while a script replays `B<depth>\t<line>\t<command>\t<path>` before each of its commands
/// (after `N<level>\t<line>`, the lines so far of scripts replayed by others); `s` each line of
/// a top-level replay's commands as each finishes, which is not part of the result. A live store's
/// wake-ups are bytes on descriptor 5. Standard output is the shell's; standard error goes to
/// the supervisor, which reads a trap's message and backtrace there.
final class WorkerLoop {
  /// The environment variable that makes the program a worker.
  static let environmentKey = "STORE_SHELL_WORKER"
  static let requestDescriptor: Int32 = 3
  static let responseDescriptor: Int32 = 4
  static let wakeDescriptor: Int32 = 5

  private let session: any SupervisedSession
  private let writer = FrameWriter(descriptor: WorkerLoop.responseDescriptor)
  private let bails: Bool
  /// Whether piped commands sent ahead are ignored (after `quit`, or an error with `--bail`).
  private var stopped = false
  // How much of the running command's output went out already, and its first and last lines.
  private var sent = 0
  private var firstSent: OutputLine?
  private var lastSent: OutputLine?
  /// How many lines of the output of each replay level (1: the first replay's command's) went
  /// out, while a script replays another.
  private var nestedSent: [Int] = []
  /// The running command's echo, sent before its replay's first line, if it has one.
  private var echo: OutputLine?
  private var sentEcho = false
  // What the supervisor has of the journal.
  private var stepsSent = 0
  private var settingsSent = ShellSettings()
  private var recordingSent: String?

  init(feature: AnyShellFeature, options: ShellOptions) {
    var settings = ShellSettings()
    settings.echo = options.echo
    let runner = feature.makeRunner(options.live ? .live : .test, settings) {
      var byte: UInt8 = 1
      _ = write(WorkerLoop.wakeDescriptor, &byte, 1)
    }
    runner.bailsOnError = options.bail
    runner.isInterrupted = { WorkerInterrupt.isPending }
    session = runner as! any SupervisedSession
    session.runsTrappedSteps = true
    session.splitsDiffBlocks = true
    // The supervisor keeps a journal of the session, to rebuild it after a trap (a script's
    // too: a trap in a script it replays ends that replay, and the script goes on): the
    // transcript's entries are reported as they come.
    session.transcript.keepsRecent = true
    bails = options.bail
    session.willReplay = { [unowned self] path, entry in willReplay(path, entry) }
    if options.live {
      session.streamOutput = { [unowned self] lines in stream(lines) }
    }
    session.replayOutputBlocks = { [unowned self] lines in streamReplay(lines) }
  }

  /// Answers requests until the supervisor closes the request pipe; returns the exit status.
  func run() -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    WorkerInterrupt.install()
    let reader = FrameReader(descriptor: Self.requestDescriptor)
    while let (tag, text) = reader.next() {
      switch tag {
      case "x": execute(text)
      case "r":
        // A replay resumed after a line, the rest of a script a trap interrupted.
        let parts = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        session.replayResumesAfterLine = Int(parts[0]) ?? 0
        execute(parts.count > 1 ? String(parts[1]) : "")
      case "y":
        // Piped input, sent ahead: nothing runs after `quit`, or after an error with `--bail`.
        guard !stopped else { break }
        let result = execute(text)
        stopped = result.quit || (bails && result.error != nil)
      case "p":
        for line in session.pump() { writer.frame("L", WorkerWire.encode(line)) }
      case "c":
        let parts = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let (start, candidates) = session.completions(
          for: parts.count == 2 ? String(parts[1]) : "", cursor: Int(parts[0]) ?? 0)
        writer.frame("w", String(start))
        for candidate in candidates { writer.frame("n", candidate) }
      case "R":
        var snapshot = SessionSnapshot()
        while let (tag, text) = reader.next(), tag != "." {
          _ = snapshot.apply(tag, text) { ScriptEntry(command: "", expected: []) }
        }
        let note = session.restore(&snapshot)
        stepsSent = session.steps.count
        (settingsSent, recordingSent) = (session.settings, session.recordingPath)
        writer.frame("L", WorkerWire.encode(OutputLine(note, .note)))
      default: continue
      }
      writer.frame(".")
      // Each answer at once: one kept back would be lost if the next command traps.
      guard writer.flush() else { return 0 }
    }
    return 0
  }

  @discardableResult
  private func execute(_ line: String) -> CommandResult {
    WorkerInterrupt.clear()
    (sent, firstSent, lastSent, nestedSent) = (0, nil, nil, [])
    echo = session.settings.echo ? .echo(of: line.trimmingShellWhitespace()) : nil
    sentEcho = false
    let result = session.execute(line)
    var lines = result.lines
    // Sent before the replay's lines already.
    if sentEcho, lines.first == echo { lines.removeFirst() }
    // The lines streamed already stand at the start of the result, after the echo, if any.
    var head = 0
    var tail = 0
    if sent > 0,
      let at = (0...1).first(where: {
        lines.count >= $0 + sent && lines[$0] == firstSent && lines[$0 + sent - 1] == lastSent
      })
    {
      (head, tail) = (at, at + sent)
    }
    for line in lines[..<head] { writer.frame("h", WorkerWire.encode(line)) }
    writer.frame("z", tail > 0 ? "1" : "0")
    for line in lines[tail...] { writer.frame("L", WorkerWire.encode(line)) }
    if let error = result.error { writer.frame("E", error.message) }
    if let recorded = result.recordedCommand { writer.frame("C", recorded) }
    writer.frame(
      "F",
      "\(result.checkFailed ? 1 : 0)\(result.quit ? 1 : 0)\(result.failedWithin ? 1 : 0)"
        + "\(result.streamedLineCount)")
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    writeJournal(
      resultEntry: ScriptEntry(
        command: result.recordedCommand ?? trimmed, expected: result.recordedText))
    return result
  }

  /// Before each command of a replayed script: sends the output so far (so that it is not
  /// lost if the command traps), the journal, and where the replay is.
  private func willReplay(_ path: String, _ entry: ScriptEntry) {
    let depth = session.replayDepth
    if depth == 1 {
      sendOutput(upTo: session.outputSoFar.count)
    } else {
      // A script replayed by another: its lines so far join the command's output only when
      // its replay ends; until then they are sent for a trap's report (`N<level>\t<line>`).
      let output = session.outputSoFar
      let level = depth - 1
      while nestedSent.count <= level { nestedSent.append(0) }
      for line in output[min(nestedSent[level], output.count)...] {
        writer.frame("N", "\(level)\t" + WorkerWire.encode(line))
      }
      nestedSent[level] = output.count
    }
    // The command about to run starts its own output.
    if nestedSent.count > depth { nestedSent.removeSubrange(depth...) }
    writeJournal(resultEntry: nil)
    writer.frame("B", "\(session.replayDepth)\t\(entry.line)\t\(entry.command)\t\(path)")
    writer.flush()
  }

  /// A top-level replay's lines as each of its commands finishes (sent before the next
  /// command runs, see ``willReplay(_:_:)``, or with the answer).
  private func streamReplay(_ lines: [OutputLine]) {
    // Unless the session streamed it already (a live store's session streams its output).
    if let echo, !sentEcho, sent == 0 {
      writer.frame("s", WorkerWire.encode(echo))
      sentEcho = true
    }
    for line in lines.splittingBlocks { writer.frame("s", WorkerWire.encode(line)) }
  }

  /// A live store's lines as they are printed (`wait`).
  private func stream(_ lines: [OutputLine]) {
    sendOutput(upTo: session.outputSoFar.count - lines.count)
    for line in lines { writer.frame("l", WorkerWire.encode(line)) }
    note(sentLines: lines[...])
    writer.flush()
  }

  private func sendOutput(upTo end: Int) {
    let output = session.outputSoFar
    guard sent < end, end <= output.count else { return }
    for line in output[sent..<end] { writer.frame("L", WorkerWire.encode(line)) }
    note(sentLines: output[sent..<end])
  }

  private func note(sentLines lines: ArraySlice<OutputLine>) {
    guard let last = lines.last else { return }
    if sent == 0 { firstSent = lines.first }
    lastSent = last
    sent += lines.count
  }

  /// The journal frames for what changed since the last report; `resultEntry`, when the
  /// command's own transcript entry is all that was added, is sent as `T`.
  private func writeJournal(resultEntry: ScriptEntry?) {
    let steps = session.steps
    let kept = min(session.stepsLowWater, stepsSent, steps.count)
    if kept < stepsSent { writer.frame("K", String(kept)) }
    for step in steps[kept...] { writer.frame("S", step) }
    stepsSent = steps.count
    session.stepsLowWater = steps.count

    let added = session.transcript.takeRecent()
    if added.count == 1, let resultEntry, added.first == resultEntry {
      writer.frame("T")
    } else {
      SessionSnapshot.writeTranscript(added[...], to: writer)
    }

    if session.settings != settingsSent {
      SessionSnapshot.writeSettings(session.settings, to: writer)
      settingsSent = session.settings
    }
    if session.recordingPath != recordingSent {
      writer.frame("P", session.recordingPath ?? "")
      recordingSent = session.recordingPath
    }
  }
}

/// Ctrl-C in a worker: the terminal sends SIGINT to the supervisor and the worker alike (and
/// the supervisor forwards it when its input is not a terminal); it stops the running command.
enum WorkerInterrupt {
  private static let flag = Atomic<Bool>(false)

  static var isPending: Bool { flag.load(ordering: .relaxed) }

  static func clear() { flag.store(false, ordering: .relaxed) }

  /// Catches SIGINT: the handler only sets an atomic flag, which is async-signal-safe.
  static func install() {
    clear()
    signal(SIGINT) { _ in WorkerInterrupt.flag.store(true, ordering: .relaxed) }
  }
}
