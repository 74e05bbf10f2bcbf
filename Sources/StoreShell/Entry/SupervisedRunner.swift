import Foundation

/// The supervisor's side of a session whose store runs in a worker process (``WorkerLoop``):
/// forwards each command, and when the worker dies in one (a reducer traps), says so with the
/// trap's message and the feature's `file:line`, marks the step as trapped in the recording,
/// starts a new worker and replays the steps so far in it, so that the session goes on at the
/// state before that step.
final class SupervisedRunner: ShellRunner {
  private let feature: AnyShellFeature
  private let arguments: [String]
  private let environment: [String: String]
  private let wake: @Sendable () -> Void
  /// Whether a trap is followed by a new worker (not for `--script`, which ends there).
  private let restartsAfterTrap: Bool
  private var worker: WorkerProcess?
  /// What the worker reported of its session, to rebuild it.
  private var snapshot = SessionSnapshot()
  /// Whether commands are sent ahead of their answers (piped input): answers are read in
  /// batches.
  var isPipelined = false
  /// Called with the new worker after a trap, once it has rebuilt the session.
  var didRestart: ((WorkerProcess) -> Void)?
  /// The worker, started if there is none.
  var currentWorker: WorkerProcess? {
    if worker == nil { worker = try? start() }
    return worker
  }

  var isInterrupted: () -> Bool = { false }
  var bailsOnError = false
  var streamOutput: (([OutputLine]) -> Void)?
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
  }

  deinit { worker?.stop() }

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
    while let (tag, text) = worker.responses.next(), tag != "." {
      if tag == "w" { start = Int(text) ?? 0 }
      if tag == "n" { candidates.append(text) }
    }
    return (start, candidates)
  }

  /// Sends one request and reads its answer; when the worker dies on the way, reports the trap.
  private func exchange(tag: Character, _ text: String, step: String?) -> CommandResult {
    if self.worker == nil {
      do {
        self.worker = try start()
      } catch {
        return CommandResult(lines: [OutputLine("error: \(error.message)", .error)], error: error)
      }
    }
    let worker = self.worker!
    worker.send { $0.frame(tag, text) }
    return answer(from: worker, to: text, step: step)
  }

  /// Reads the worker's answer to the command `line` sent already (`step` names it in a report;
  /// `nil` for a live store's deliveries, which no command made).
  func answer(from worker: WorkerProcess, to line: String, step: String?) -> CommandResult {
    var answer = WorkerAnswer(line: line.trimmingCharacters(in: .whitespaces))
    var forwardedInterrupt = false
    worker.responses.paces = isPipelined
    while let (tag, text) = worker.responses.next(idle: {
      guard !forwardedInterrupt, isInterrupted() else { return }
      forwardedInterrupt = true
      kill(worker.pid, SIGINT)
    }) {
      // A replaying script sends a frame a command: read them in batches.
      if tag == "B" { worker.responses.paces = true }
      if tag == "." {
        worker.responses.paces = isPipelined
        passOnErrors(of: worker)
        var result = answer.result
        if streamOutput == nil { result.streamedLineCount = 0 }
        return result
      }
      if !answer.read(tag, text, into: &snapshot), tag == "l" {
        streamOutput?([answer.streamed.last!])
      }
    }
    return trapped(worker, in: answer, step: step)
  }

  /// The worker ended during `step`: the report, the recording's mark, and a new worker.
  private func trapped(_ worker: WorkerProcess, in answer: WorkerAnswer, step: String?)
    -> CommandResult
  {
    self.worker = nil
    let (status, standardError) = worker.waitForEnd()
    let report = TrapReport(
      status: status, standardError: standardError,
      directory: FileManager.default.currentDirectoryPath)
    let mark = ScriptEntry.trapMarker + report.summary
    var lines = answer.streamed
    var step = step?.trimmingCharacters(in: .whitespaces)
    if let location = answer.replayLocation {
      // As a replay's other errors are: `<file>:<line>: error: …`.
      lines.append(
        OutputLine("\(location.place): error: '\(location.command)' \(mark)", .error))
      step = location.command
    } else {
      lines.append(OutputLine(mark, .error))
    }
    var note = "a live effect's delivery trapped"
    if let step {
      // The worker wrote the command to the recording before running it: the mark goes under it.
      if let recording = snapshot.recording {
        Self.append(Script.expectationText([mark]), to: recording)
      }
      snapshot.transcript.append(ScriptEntry(command: step, expected: [mark]))
      note = "the step '\(step)' did not happen"
    }
    note += "; " + (restartsAfterTrap ? restore() : "the replay stops here")
    lines.append(OutputLine(note, .note, isVolatile: true))
    return CommandResult(
      lines: lines, error: ShellError("\(step.map { "'\($0)'" } ?? "a delivery") trapped: \(report.summary)"))
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
      }
      guard !note.isEmpty else {
        // Replaying the steps ended the new worker too: start afresh, keeping the rest.
        _ = worker.waitForEnd()
        snapshot.steps = []
        let fresh = try start()
        self.worker = fresh
        didRestart?(fresh)
        return "replaying the steps so far failed; the session starts again from the initial state"
      }
      self.worker = worker
      didRestart?(worker)
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

  private static func append(_ text: String, to path: String) {
    let descriptor = open(path, O_WRONLY | O_APPEND)
    guard descriptor >= 0 else { return }
    _ = FileDescriptorIO.writeAll(descriptor, Array(text.utf8))
    close(descriptor)
  }
}

/// An answer of a worker as it comes in.
struct WorkerAnswer {
  /// The command line, trimmed.
  var line: String
  /// Lines sent before the end of the command (a replay's so far, or a live store's).
  var streamed: [OutputLine] = []
  var head: [OutputLine] = []
  var tail: [OutputLine] = []
  var keepsStreamed = true
  var isFinal = false
  var error: ShellError?
  var recordedCommand: String?
  var flags = ""
  /// Where a replayed script was, and its command, when the answer ended early.
  var replayLocation: (place: String, command: String)?

  /// Reads one frame; returns whether it was handled (`l`, a streamed line, is left to the caller
  /// to pass on).
  mutating func read(_ tag: Character, _ text: String, into snapshot: inout SessionSnapshot)
    -> Bool
  {
    switch tag {
    case "L": isFinal ? tail.append(WorkerWire.decodeLine(text)) : streamed.append(WorkerWire.decodeLine(text))
    case "l":
      streamed.append(WorkerWire.decodeLine(text))
      return false
    case "h": head.append(WorkerWire.decodeLine(text))
    case "z":
      isFinal = true
      keepsStreamed = text == "1"
    case "E": error = ShellError(text)
    case "C": recordedCommand = text
    case "F": flags = text
    case "B":
      let parts = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      replayLocation = (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    default:
      return snapshot.apply(tag, text) { recordedEntry }
    }
    return true
  }

  /// The command's transcript entry, as the worker's session made it.
  private var recordedEntry: ScriptEntry {
    ScriptEntry(command: recordedCommand ?? line, expected: result.recordedText)
  }

  var result: CommandResult {
    var result = CommandResult()
    result.lines = head + (keepsStreamed ? streamed : []) + tail
    result.error = error
    result.recordedCommand = recordedCommand
    let flags = Array(flags)
    result.checkFailed = flags.first == "1"
    result.quit = flags.dropFirst().first == "1"
    result.failedWithin = flags.dropFirst(2).first == "1"
    result.streamedLineCount = Int(String(flags.dropFirst(3))) ?? 0
    return result
  }
}
