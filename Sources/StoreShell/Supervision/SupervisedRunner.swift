import Foundation
import ShellCommands
import ShellScripts

/// The supervisor's side of a session whose store runs in a worker process (``WorkerLoop``):
/// forwards each command, and when the worker dies in one (a reducer traps), says so with the
/// trap's message and the feature's `file:line`, marks the step as trapped in the recording,
/// starts a new worker and replays the steps so far in it, so that the session goes on at the
/// state before that step. A trap in a script that another replays ends that script's replay,
/// as an error would; the scripts that replayed it go on after their `replay` lines. A worker
/// that died idle, between commands (killed, say), is not a trap: the shell says so, starts a
/// new one with the session so far, and runs the command there; nothing is marked.
final class SupervisedRunner: HostedRunner {
  private let feature: AnyShellFeature
  private let arguments: [String]
  private let environment: [String: String]
  private let wake: @Sendable () -> Void
  /// Whether a trap is followed by a new worker (not for `--script`, which ends there, unless
  /// the trap is in a script it replays).
  private let restartsAfterTrap: Bool
  /// How many traps are being handled, one inside the other (a trap in a resumed script).
  private var trapDepth = 0
  /// How many traps were handled.
  private var trapCount = 0
  private var worker: WorkerProcess?
  /// What the worker reported of its session, to rebuild it.
  private var snapshot = SessionSnapshot()
  /// Whether commands are sent ahead of their answers (piped input): answers are read in
  /// batches.
  var isPipelined = false
  /// Called with the new worker after a trap, once it has rebuilt the session, and whether the
  /// command being answered ran (a trap) or not (the worker had died idle).
  var didRestart: ((WorkerProcess, _ commandRan: Bool) -> Void)?
  /// The worker, started if there is none.
  var currentWorker: WorkerProcess? {
    if worker == nil { worker = try? start() }
    return worker
  }

  var isInterrupted: () -> Bool = { false }
  var bailsOnError = false
  /// Shows long work's progress the worker reports (a status line at the terminal).
  var progress: ((String?) -> Void)?
  /// Where the worker's lines go as they come (a command's result then holds none).
  var sink: (any ShellEventSink)?
  var settings: ShellSettings {
    get { snapshot.settings }
    set { snapshot.settings = newValue }
  }
  lazy var header: ScriptHeader = feature.makeTestRunner().header

  /// A session of `feature` in a worker started with `arguments` (the program's, without its
  /// name) at the first request (not with the prompt, whose start it would slow down on a
  /// loaded machine; empty piped input starts none); `wake` is called from any thread when a live store has work for ``pump()``.
  init(
    feature: AnyShellFeature, arguments: [String], options: ShellOptions,
    wake: @escaping @Sendable () -> Void
  ) {
    self.feature = feature
    self.arguments = [CommandLine.arguments.first ?? "store-shell"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment[WorkerLoop.environmentKey] = "1"
    environment[SupervisorLifetime.environmentKey] = SupervisorLifetime.environmentValue
    // A short backtrace on standard error, with source locations, for the report.
    environment["SWIFT_BACKTRACE"] =
      environment["SWIFT_BACKTRACE"]
      ?? "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no"
    self.environment = environment
    self.wake = wake
    // A worker gone between two requests must not take the shell with it.
    signal(SIGPIPE, SIG_IGN)
    restartsAfterTrap = options.script == nil
    snapshot.settings.echo = options.echo
    snapshot.settings.output = options.output
  }

  deinit { worker?.stop() }

  /// Ends the worker, if one runs, and reaps it: the shell exits.
  func endWorker() {
    worker?.end()
    worker = nil
  }

  private func start() throws(ShellError) -> WorkerProcess {
    try WorkerProcess(arguments: arguments, environment: environment, wake: wake)
  }

  func execute(_ line: String) -> CommandResult {
    exchange(tag: "x", line, step: line)
  }

  func pump() -> [OutputLine] {
    exchange(tag: "p", "", step: nil).lines
  }

  func completions(for line: String, cursor: Int) -> (wordStart: Int, candidates: [String]) {
    guard let worker = currentWorker, worker.send({ $0.frame("c", "\(cursor)\t\(line)") }) else {
      return (0, [])
    }
    var start = 0
    var candidates: [String] = []
    while let (tag, text) = worker.responses.next() {
      if tag == "w" { start = Int(text) ?? 0 }
      if tag == "n" { candidates.append(text) }
      if tag == "." {
        worker.answeredAll()
        break
      }
    }
    return (start, candidates)
  }

  /// Sends one request and reads its answer; when the worker dies on the way, reports the trap.
  private func exchange(tag: Character, _ text: String, step: String?) -> CommandResult {
    if self.worker == nil {
      do {
        self.worker = try start()
      } catch {
        return report(CommandResult(error: error), .error(error.message, location: nil))
      }
    }
    let worker = self.worker!
    let send: (WorkerProcess) -> Bool = { $0.send { $0.frame(tag, text) } }
    _ = send(worker)
    return answer(from: worker, to: text, step: step, resend: send)
  }

  /// Reads the worker's answer to the command `line` sent already (`step` names it in a report;
  /// `nil` for a live store's deliveries, which no command made); `outerReplays` are the
  /// replays the command runs in (a resumed script's). `resend` sends the command again, to a
  /// new worker when this one had died idle; `nil`: the command is a line of piped input, sent
  /// ahead (its answer is counted by its frame's size, and ``didRestart`` sends it again).
  func answer(
    from worker: WorkerProcess, to line: String, step: String?, outerReplays: [ReplayFrame] = [],
    resend: ((WorkerProcess) -> Bool)? = nil, retried: Bool = false
  ) -> CommandResult {
    var answer = WorkerAnswer(line: line.trimmingCharacters(in: .whitespaces))
    answer.replays = outerReplays
    answer.outerCount = outerReplays.count
    var forwardedInterrupt = false
    worker.responses.paces = isPipelined
    // The events the worker's session emitted (`v`, `a`, `l`: see `WorkerWire+Events.swift`),
    // each handed on once it is whole, with the lines the worker rendered of it: at once when
    // the worker pauses (a live store's `wait`). With no sink their lines are kept for the
    // result.
    var event = WireEvent.Reader()
    var lines: [OutputLine] = []
    func handOn() {
      guard let (event, eventLines) = event.take(depthOffset: answer.outerCount) else { return }
      guard let sink else { return lines += eventLines }
      sink.receive(event, lines: eventLines[...])
    }
    while let (tag, text) = worker.responses.next(idle: {
      guard !forwardedInterrupt, isInterrupted() else { return }
      forwardedInterrupt = true
      kill(worker.pid, SIGINT)
    }) {
      switch tag {
      case "v":
        handOn()
        event.start(text)
        if event.isWhole { handOn() }
        continue
      case "a":
        event.addText(text)
        if event.isWhole { handOn() }
        continue
      case "%":
        // Long work's progress, a status line at the terminal: no event, no output.
        progress?(text.isEmpty ? nil : text)
        continue
      case "l":
        let line = WorkerWire.decodeLine(text)
        // For the command's transcript entry (`T`), streamed: not kept here.
        snapshot.receive(printed: line)
        event.addLine(line)
        // Lines with no `v` frame go on together when no other frame waits: one print.
        if event.isWhole || (!event.isTyped && !worker.responses.hasFrame) { handOn() }
        continue
      default:
        handOn()
      }
      // A replaying script sends a frame a command: read them in batches.
      if tag == "B" {
        worker.responses.paces = true
        // A replay's own transcript entry is never the lines it printed (`T`).
        snapshot.dropPrintedLines()
        if let sink, let replaying = WorkerAnswer.replaying(text, depthOffset: answer.outerCount) {
          sink.receive(replaying, lines: [])
        }
      }
      if tag == "." {
        // Lines no `T` took (a command not recorded) are no entry.
        snapshot.dropPrintedLines()
        if resend == nil {
          worker.answered(byteCount: FrameWriter.byteCount("y", line))
        } else {
          worker.answeredAll()
        }
        worker.responses.paces = isPipelined
        passOnErrors(of: worker)
        var result = answer.result
        if sink == nil { result.lines = lines + result.lines }
        return result
      }
      _ = answer.read(tag, text, into: &snapshot)
    }
    handOn()
    answer.printed = lines
    // A new worker that died idle too, before it took the command: no command is blamed.
    if worker.endedIdle, retried { return endedIdleAgain(worker, line: answer.line, piped: resend == nil) }
    if worker.endedIdle {
      return replace(endedIdle: worker) { next in
        if let resend {
          guard resend(next) else { return nil }
        } else {
          // Piped input: the lines sent ahead, this one first, go to the new worker.
          didRestart?(next, false)
        }
        // At most once a command: a worker that dies at its start would restart forever.
        return self.answer(
          from: next, to: line, step: step, outerReplays: outerReplays, resend: resend,
          retried: true)
      }
    }
    return trapped(worker, in: answer, step: step)
  }

  /// The worker died idle, in no command: says so, starts a new one with the session so far
  /// (the recording, unmarked, goes on in it) and returns what `rerun` gives in it, with what
  /// was said before its lines; an error when no new worker started or `rerun` gives `nil`.
  private func replace(
    endedIdle worker: WorkerProcess, rerun: (WorkerProcess) -> CommandResult?
  ) -> CommandResult {
    let (report, restored) = restore(after: worker)
    let said = "the store's process ended while idle, in no command (\(report.message))"
    guard let next = self.worker else {
      return self.report(
        CommandResult(error: ShellError("\(said); \(restored)")),
        .error("\(said); \(restored)", location: nil))
    }
    var result = self.report(
      CommandResult(), .info("\(said); a new one took over: \(restored)", .volatileNote))
    guard var rerun = rerun(next) else {
      result.error = ShellError("\(said); the command could not be sent to the new one")
      return result
    }
    // With no sink, what was said comes first in the result.
    if !result.lines.isEmpty { rerun.lines = result.lines + rerun.lines }
    return rerun
  }

  /// Reaps `worker`, which died idle, and starts a new one with the session so far: how it
  /// ended, and how the session was rebuilt (``restore()``).
  private func restore(after worker: WorkerProcess) -> (TrapReport, String) {
    self.worker = nil
    let (status, standardError) = worker.waitForEnd()
    let report = TrapReport(
      status: status, standardError: standardError,
      directory: FileManager.default.currentDirectoryPath)
    return (report, restore())
  }

  /// The new worker that took over from one that died idle died idle too, before it took the
  /// command `line`: says so, runs nothing (the command would start yet another worker), and
  /// starts another with the session so far for the commands after it (`piped`: the lines sent
  /// ahead, this one left out). No command is blamed, nothing is marked in the recording.
  private func endedIdleAgain(_ worker: WorkerProcess, line: String, piped: Bool) -> CommandResult {
    let (report, restored) = restore(after: worker)
    var message =
      "the store's process keeps dying: the new one ended too while idle, before it took "
      + "'\(line)' (\(report.message)); the command did not run"
    message += self.worker == nil ? "; \(restored)" : "; another took over: \(restored)"
    let result = self.report(CommandResult(error: ShellError(message)), .error(message, location: nil))
    if piped, let next = self.worker { didRestart?(next, true) }
    return result
  }

  /// The worker ended during `step`: the report, the recording's mark, and a new worker; the
  /// scripts that replayed the one that trapped go on.
  private func trapped(_ worker: WorkerProcess, in answer: WorkerAnswer, step: String?)
    -> CommandResult
  {
    self.worker = nil
    trapCount += 1
    trapDepth += 1
    defer { trapDepth -= 1 }
    let (status, standardError) = worker.waitForEnd()
    let report = TrapReport(
      status: status, standardError: standardError,
      directory: FileManager.default.currentDirectoryPath)
    let mark = ScriptEntry.trapMarker + report.summary
    // What the worker printed went to the sink as it came: only the report is new.
    var step = step?.trimmingCharacters(in: .whitespaces)
    let replays = answer.replays
    let trap: ShellEvent
    if let replay = replays.last {
      // As a replay's other errors are: `<file>:<line>: error: …`.
      trap = .trapped(
        command: replay.command, summary: report.summary, location: "\(replay.path):\(replay.line)")
      step = replay.command
    } else {
      trap = .trapped(command: step, summary: report.summary, location: nil)
    }
    var trapLines: [OutputLine] = []
    var recordingFailure: ShellEvent?
    LineRenderer.append(trap, settings: settings, to: &trapLines)
    var note = "a live effect's delivery trapped"
    if let step {
      // A recording holds whole steps, written after they run: this one, with its mark.
      if let recording = snapshot.recording,
        let cause = Self.append(
          Script(header: nil, entries: [ScriptEntry(command: step, expected: [mark])]).text, to: recording)
      {
        // Checked as the worker's writes are: the file keeps its whole steps, and says so.
        recordingFailure = .error(
          "recording stopped: cannot write the trapped step '\(step)' to '\(recording)': "
            + "\(cause); the file keeps the steps before it", location: nil)
        snapshot.recording = nil
      }
      snapshot.appendEntry(ScriptEntry(command: step, expected: [mark]))
      note = "the step '\(step)' did not happen"
    }
    // The replays around the one that trapped go on, as after an error; not those that check
    // or update a script (its expectations would not hold), nor with --bail.
    let outer = replays.dropLast()
    let resumes =
      !outer.isEmpty && !bailsOnError && outer.allSatisfy { Self.isPlainReplay($0.replayCommand) }
    note += "; " + (restartsAfterTrap || resumes ? restore() : "the replay stops here")
    if resumes, self.worker != nil, let goesOn = outer.last {
      note += "; \(goesOn.path) goes on after line \(goesOn.line)"
    }
    var noteLines: [OutputLine] = []
    LineRenderer.append(.info(note, .volatileNote), settings: settings, to: &noteLines)
    var result = CommandResult(
      error: ShellError("\(step.map { "'\($0)'" } ?? "a delivery") trapped: \(report.summary)"))
    // Printed now, before what the resumed scripts print as they go; as typed events, so
    // that JSON says `trapped`.
    var failureLines: [OutputLine] = []
    if let recordingFailure {
      LineRenderer.append(recordingFailure, settings: settings, to: &failureLines)
    }
    if let sink {
      sink.receive(trap, lines: trapLines[...])
      if let recordingFailure { sink.receive(recordingFailure, lines: failureLines[...]) }
      sink.receive(.info(note, .volatileNote), lines: noteLines[...])
    } else {
      result.lines = answer.printed + trapLines + failureLines + noteLines
    }
    if resumes, self.worker != nil {
      // The command ran to its end, a command within it failed.
      result.error = nil
      result.failedWithin = true
      for index in outer.indices.reversed() {
        let traps = trapCount
        let resumed = resume(outer[index], within: Array(outer[..<index]))
        result.lines += resumed.lines
        result.checkFailed = result.checkFailed || resumed.checkFailed
        result.quit = result.quit || resumed.quit
        // A trap in the resumed script resumed the replays around it already.
        if trapCount != traps || resumed.quit { break }
      }
    }
    // Piped input sent ahead goes to the new worker after the resumed scripts.
    if trapDepth == 1, let worker = self.worker { didRestart?(worker, true) }
    return result
  }

  /// `result` with `event`'s lines: handed to the sink, or kept in it.
  private func report(_ result: CommandResult, _ event: ShellEvent) -> CommandResult {
    var result = result
    var lines: [OutputLine] = []
    LineRenderer.append(event, settings: settings, to: &lines)
    if let sink {
      sink.receive(event, lines: lines[...])
    } else {
      result.lines = lines
    }
    return result
  }

  /// Runs the rest of the script `replay` stood in, after its line, in the new worker.
  private func resume(_ replay: ReplayFrame, within outer: [ReplayFrame]) -> CommandResult {
    let send: (WorkerProcess) -> Bool = {
      $0.send { $0.frame("r", "\(replay.line)\t\(replay.replayCommand)") }
    }
    guard let worker, send(worker) else { return CommandResult() }
    return answer(
      from: worker, to: replay.replayCommand, step: nil, outerReplays: outer, resend: send)
  }

  /// Whether `command` replays a script without checking or updating it.
  private static func isPlainReplay(_ command: String) -> Bool {
    guard case let .replay(_, check, update, _)? = try? CommandParser.parse(command) else {
      return false
    }
    return !check && !update
  }

  /// Starts a new worker and rebuilds the session in it; says how.
  private func restore() -> String {
    do {
      let worker = try start()
      var note = ""
      if worker.send({ writer in
        writer.frame("R")
        snapshot.write(to: writer)
        writer.frame(".")
      }) {
        while let (tag, text) = worker.responses.next(), tag != "." {
          if tag == "L" { note = WorkerWire.decodeLine(text).text }
        }
        worker.answeredAll()
      }
      guard !note.isEmpty else {
        // Replaying the steps ended the new worker too: start afresh, keeping the rest.
        _ = worker.waitForEnd()
        snapshot.steps = []
        self.worker = try start()
        return "replaying the steps so far failed; the session starts again from the initial state"
      }
      self.worker = worker
      return note
    } catch {
      return error.message
    }
  }

  /// Passes on what the worker wrote to standard error (warnings), as it would have printed.
  private func passOnErrors(of worker: WorkerProcess) {
    let bytes = worker.takeErrors()
    guard !bytes.isEmpty else { return }
    _ = FileDescriptorIO.writeAll(STDERR_FILENO, bytes)
  }

  /// Appends `text` to the recording at `path`; on failure cuts it back to what it held and
  /// returns the cause.
  private static func append(_ text: String, to path: String) -> String? {
    let file: CheckedFile
    do {
      file = try CheckedFile(appendingTo: path, command: "record")
    } catch {
      return error.message
    }
    defer { file.close() }
    let start = file.length
    do throws(CheckedFile.Failure) {
      try file.write(text)
    } catch {
      file.truncate(to: start)
      return error.cause
    }
    return nil
  }
}

/// An answer of a worker as it comes in.
struct WorkerAnswer {
  /// The command line, trimmed.
  var line: String
  /// How many of ``replays`` the command runs in (a resumed script's).
  var outerCount = 0
  /// Lines of the answer not printed as they came (`L`: a live store's deliveries).
  var lines: [OutputLine] = []
  /// What the command printed before its worker ended, when nothing printed it (no sink).
  var printed: [OutputLine] = []
  var error: ShellError?
  var recordedCommand: String?
  var flags = ""
  /// The replays the command was in when the answer ended early, outermost first, each at
  /// the command it was running.
  var replays: [ReplayFrame] = []

  /// Reads one frame; returns whether it was handled.
  mutating func read(_ tag: Character, _ text: String, into snapshot: inout SessionSnapshot)
    -> Bool
  {
    switch tag {
    case "L": lines.append(WorkerWire.decodeLine(text))
    case "E": error = ShellError(text)
    case "C": recordedCommand = text
    case "F": flags = text
    case "B":
      let parts = text.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let depth = Int(parts[0]), let number = Int(parts[1]) else { break }
      // Depths count from the command's own replay: the outer replays stand before it.
      let index = min(replays.count, outerCount + depth - 1)
      let replayCommand = index == outerCount ? line : replays[index - 1].command
      replays.removeSubrange(index...)
      replays.append(
        ReplayFrame(
          path: String(parts[3]), line: number, command: String(parts[2]),
          replayCommand: replayCommand))
    default:
      return snapshot.apply(tag, text) { recordedCommand ?? line }
    }
    return true
  }

  /// The ``ShellEvent/replaying(path:line:command:depth:)`` event of the `B` frame `text`,
  /// its depth counted from the outermost replay (`depthOffset` stand before the command's).
  static func replaying(_ text: String, depthOffset: Int) -> ShellEvent? {
    let parts = text.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let depth = Int(parts[0]), let line = Int(parts[1]) else { return nil }
    return .replaying(
      path: String(parts[3]), line: line, command: String(parts[2]), depth: depth + depthOffset)
  }

  var result: CommandResult {
    var result = CommandResult()
    result.lines = lines
    result.error = error
    result.recordedCommand = recordedCommand
    let flags = Array(flags)
    result.checkFailed = flags.first == "1"
    result.quit = flags.dropFirst().first == "1"
    result.failedWithin = flags.dropFirst(2).first == "1"
    return result
  }
}

/// A command of a replayed script: where it stands, and the command that replays the script.
struct ReplayFrame {
  var path: String
  var line: Int
  var command: String
  var replayCommand: String
}
