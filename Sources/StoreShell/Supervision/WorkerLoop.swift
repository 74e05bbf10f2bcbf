import Foundation
import ShellScripts
import Synchronization

/// The store side of a supervised shell: the same program, started by its supervisor with
/// ``WorkerLoop/environmentKey`` set, runs the session and answers the supervisor's requests,
/// so that a reducer that traps ends this process and not the shell.
///
/// Requests come on descriptor 3, one frame each (see ``WorkerWire``): `x<line>` runs a command
/// (`y<line>` one of piped input, sent ahead: skipped after `quit`, or an error with `--bail`),
/// `r<line>\t<replay command>` runs a replay from after that line of its script, `p` pumps a
/// live store, `c<cursor>\t<line>` completes, `j<path>` gives the state (or a path's value) as
/// JSON (`J`, or `E`), `R` … `.` restores a session from journal frames. Answers go to descriptor 4, each ended by `.`: `l` each line the command printed,
/// as its session emitted it (``WorkerWireSink``), `E` an error, `C` the recorded command, `F`
/// flags (check failed, quit, failed within a replay: `0` or `1` each), the journal
/// (``SessionSnapshot``), and while a script replays `B<depth>\t<line>\t<command>\t<path>`
/// before each of its commands, and at a terminal `%<text>` long work's progress (empty: done),
/// which the supervisor shows in place and nowhere else. A live store's deliveries between commands come as `L` lines
/// (`p`). A live store's wake-ups are bytes on descriptor 5. Standard output is the shell's;
/// standard error goes to the supervisor, which reads a trap's message and backtrace there.
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
  /// Where the session's events go: the supervisor, as `l` frames.
  private let sink: WorkerWireSink
  // What the supervisor has of the journal.
  private var stepsSent = 0
  private var settingsSent = ShellSettings()
  private var recordingSent: String?
  private var debuggerSent: [String] = []

  init(feature: AnyShellFeature, options: ShellOptions) {
    var settings = ShellSettings()
    settings.echo = options.echo
    settings.output = options.output
    let runner = feature.makeRunner(options.live ? .live : .test, settings) {
      var byte: UInt8 = 1
      _ = write(WorkerLoop.wakeDescriptor, &byte, 1)
    }
    runner.bailsOnError = options.bail
    runner.isInterrupted = { WorkerInterrupt.isPending }
    session = runner as! any SupervisedSession
    // The supervisor keeps a journal of the session, to rebuild it after a trap (a script's
    // too: a trap in a script it replays ends that replay, and the script goes on): the
    // transcript's entries are reported as they come.
    session.transcript.keepsRecent = true
    bails = options.bail
    // At a terminal (the worker's standard output is the shell's) each event is written out
    // at once, so that a step whose effect traps has printed its own lines before the trap.
    let atTerminal = isatty(STDOUT_FILENO) != 0
    let flushesEachEvent = options.live || atTerminal
    // The supervisor shows long work's progress in place (`%` frames); never piped.
    if atTerminal {
      session.reportsProgress = { [writer] text in
        writer.frame("%", text ?? "")
        writer.flush()
      }
    }
    sink = WorkerWireSink(writer: writer, flushesEachEvent: flushesEachEvent) { [unowned runner] in
      runner.settings
    }
    sink.willReplay = { [unowned self] depth, line, command, path in
      writeJournal(resultEntry: nil)
      writer.frame("B", "\(depth)\t\(line)\t\(command)\t\(path)")
    }
    session.sink = sink
  }

  /// Names this process as its supervisor is named (`store-shell`): started through
  /// `/proc/self/exe`, it was named `exe`, and a file it records named its holder so. Linux
  /// only (`/proc/<pid>/comm`); elsewhere the name stays.
  static func takeSupervisorsName() {
    guard let name = try? String(contentsOfFile: "/proc/\(getppid())/comm", encoding: .utf8) else {
      return
    }
    let fd = open("/proc/self/comm", O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    let bytes = Array(name.utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }

  /// Answers requests until the supervisor closes the request pipe; returns the exit status.
  func run() -> Int32 {
    // Ended with the supervisor, whose requests sent ahead must not run on without it.
    guard SupervisorLifetime.endWithSupervisor() else { return 0 }
    Self.takeSupervisorsName()
    signal(SIGPIPE, SIG_IGN)
    WorkerInterrupt.install()
    let reader = FrameReader(descriptor: Self.requestDescriptor)
    while let (tag, text) = reader.next() {
      // Where the kernel cannot end it with its supervisor: before each request.
      guard SupervisorLifetime.supervisorIsAlive else { return 0 }
      switch tag {
      case "x": execute(text)
      case "r":
        // A replay resumed after a line, the rest of a script a trap interrupted.
        let parts = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        execute(parts.count > 1 ? String(parts[1]) : "", resumingAfter: Int(parts[0]) ?? 0)
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
      case "j":
        // The state as JSON, for a tool (`Tools/StateJSONSource.swift`): no command runs.
        do throws(ShellError) {
          guard let source = session as? any StateJSONSource else { throw ShellError("no JSON") }
          writer.frame("J", try source.stateJSON(at: text.isEmpty ? nil : text))
        } catch {
          writer.frame("E", error.message)
        }
      case "R":
        var snapshot = SessionSnapshot()
        while let (tag, text) = reader.next(), tag != "." {
          _ = snapshot.apply(tag, text) { "" }
        }
        let note = session.restore(&snapshot)
        stepsSent = session.timeline.steps.count
        (settingsSent, recordingSent) = (session.settings, session.recordingPath)
        debuggerSent = session.debuggerJournal
        writer.frame("L", WorkerWire.encode(OutputLine(note, .note)))
      default: continue
      }
      writer.frame(".")
      // Each answer at once: one kept back would be lost if the next command traps.
      guard writer.flush() else { return 0 }
      if tag == "R", Self.diesAfterRestore { kill(getpid(), SIGKILL) }
    }
    return 0
  }

  /// For tests: `STORE_SHELL_TEST_WORKER_DIES_AFTER_RESTORE=1` kills a worker as soon as it
  /// has rebuilt a session, before it reads its next request (as the kernel's out-of-memory
  /// killer might): a new worker that dies idle at once.
  ///
  /// An environment variable, like `STORE_SHELL_TEST_FEATURES`, because nothing else reaches
  /// the process it acts in: the worker is the shell's child, started by the shell (itself a
  /// process the test starts) with the shell's environment, and runs none of the test's code,
  /// so a `package` hook set by the test would be set in another process. Killing the new
  /// worker from outside cannot hit the moment this does (after its answer, before its next
  /// request) without a race. Read once, at the first restore; it changes nothing else.
  private static let diesAfterRestore: Bool = {
    ProcessInfo.processInfo.environment["STORE_SHELL_TEST_WORKER_DIES_AFTER_RESTORE"] == "1"
  }()

  @discardableResult
  private func execute(_ line: String, resumingAfter: Int = 0) -> CommandResult {
    WorkerInterrupt.clear()
    sink.startCommand()
    // Its lines went out as `l` frames as the session emitted them.
    let result = session.execute(line, resumingAfter: resumingAfter)
    if let error = result.error { writer.frame("E", error.message) }
    if let recorded = result.recordedCommand { writer.frame("C", recorded) }
    writer.frame(
      "F", "\(result.checkFailed ? 1 : 0)\(result.quit ? 1 : 0)\(result.failedWithin ? 1 : 0)")
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    // The entry the supervisor makes of the lines it got (`T`), if the transcript's is that.
    writeJournal(resultEntry: (result.recordedCommand ?? trimmed, sink.recorded))
    return result
  }

  /// The journal frames for what changed since the last report; `resultEntry` (its command
  /// and its text's digest), when the command's own transcript entry is all that was added,
  /// is sent as `T`.
  private func writeJournal(resultEntry: (command: String, text: RecordedTextDigest)?) {
    let steps = session.timeline.steps
    let kept = min(session.timeline.lowWater, stepsSent, steps.count)
    if kept < stepsSent { writer.frame("K", String(kept)) }
    for step in steps[kept...] { writer.frame("S", step) }
    stepsSent = steps.count
    session.timeline.lowWater = steps.count

    let transcript = session.transcript
    if let resultEntry, transcript.recentIsOnly(command: resultEntry.command, digest: resultEntry.text) {
      writer.frame("T")
      transcript.forgetRecent()
    } else {
      transcript.takeRecent { entry in
        SessionSnapshot.writeTranscript([entry], to: writer)
        if writer.byteCount >= WorkerWireSink.flushSize { writer.flush() }
      }
    }

    if session.settings != settingsSent {
      SessionSnapshot.writeSettings(session.settings, to: writer)
      settingsSent = session.settings
    }
    if session.recordingPath != recordingSent {
      writer.frame("P", session.recordingPath ?? "")
      recordingSent = session.recordingPath
    }
    let debugger = session.debuggerJournal
    if debugger != debuggerSent {
      SessionSnapshot.writeDebugger(debugger, to: writer)
      debuggerSent = debugger
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
