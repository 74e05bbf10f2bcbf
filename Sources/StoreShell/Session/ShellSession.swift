import ActionText
import Composable

/// The engine of the shell: runs command lines against one feature's store and says what
/// each printed.
///
/// On a test store (the default) time is virtual and every run prints the same bytes; on a
/// live store effects deliver as real time passes, through ``pump()``. The session keeps the
/// steps so far (for `history`, `goto`, `undo`, `save`) and the recording, if one is on.
public final class ShellSession<State, Action: Codable> {
  let feature: ShellFeature<State, Action>
  /// Virtual or real time.
  public let mode: ShellMode
  /// The settings `set` changes.
  public var settings: ShellSettings
  /// The settings the session started with, for scripts of the whole session.
  let initialSettings: ShellSettings
  /// Asked between pieces of work during `advance`, `run` and `wait`: returning `true` stops
  /// them (Ctrl-C).
  public var isInterrupted: () -> Bool = { false }
  /// Called from any thread when a live store has work for ``pump()``.
  let wake: @Sendable () -> Void

  private(set) var clock: ShellClock
  private(set) var store: Store<State, Action>
  var inbox: EffectInbox
  /// The jobs of the effects' tasks on a test store, run by the shell between steps' work.
  let tasks = EffectTaskQueue()
  /// Which effects' tasks wait on the test scheduler.
  let parking = TaskParking()
  private var observation: AnyCancellable?
  var lastState: State
  /// The command lines of the steps so far, for `history`, `goto` and `undo`.
  var steps: StepLog = [] { didSet { stepsLowWater = min(stepsLowWater, steps.count) } }
  /// The fewest steps held since a supervised worker last reported them (`goto` and `reset`
  /// drop steps): what its supervisor keeps of its copy.
  var stepsLowWater = 0
  /// Called before each command of a replayed script runs, with the script's path and the
  /// entry: a supervised worker says where it is, in case the command traps.
  var willReplay: ((String, ScriptEntry) -> Void)?
  /// Whether replays run steps recorded as trapped: only under a supervisor, which survives a
  /// trap; in process such a step is reported and the replay stops.
  var runsTrappedSteps = false
  /// Where the next replay starts: after this line of its script (a supervisor resuming a
  /// script whose replay a trap ended); 0 starts at the top.
  var replayResumesAfterLine = 0
  /// The steps after the current one, that `goto` and `undo` went back past: `redo` and
  /// `goto` forward return to them; a new step drops them.
  var aheadSteps: [String] = []
  /// The numbers of the steps `skip` leaves out (1-based, over ``steps`` then ``aheadSteps``).
  var skippedSteps: Set<Int> = []
  /// Delivered actions not yet `receive`d, as text.
  var unreceived: [String] = []
  /// Every command run and what it printed, for `save` (kept on disk, not in memory).
  let transcript = TranscriptLog()
  var recorder: ScriptRecorder?
  /// Where lines go while a command runs; `nil` between commands (live deliveries then go to
  /// ``asyncLines``).
  var output: [OutputLine]?
  var asyncLines: [OutputLine] = []
  /// Whether steps print nothing (replaying for `goto`).
  var isSilent = false
  var replayDepth = 0
  /// Receives a command's lines as they are printed, when set (a live terminal, where `wait`
  /// should show deliveries as they come rather than at its end).
  public var streamOutput: (([OutputLine]) -> Void)?
  /// How many of the running command's lines ``streamOutput`` has had.
  var streamedLineCount = 0
  /// Receives the output of a top-level `replay` (not `--update`) as each of its commands
  /// finishes, instead of the replay's result keeping it: `store-shell --script` prints a long
  /// script's output as it goes, in flat memory. Its error lines make the replay's
  /// ``CommandResult/failedWithin`` true.
  public var replayOutput: (([OutputLine]) -> Void)?
  /// ``replayOutput`` for this module's printer, which takes precedence: it gets each
  /// step's diff as one diff block (see `OutputLine+DiffBlock.swift`).
  var replayOutputBlocks: (([OutputLine]) -> Void)?
  /// Whether the session ends with its top-level replay (`store-shell --script`): the
  /// transcript is then kept only if the script may read it (`save`, `record`, `replay`).
  var endsWithReplay = false
  /// Whether a replay stops at the first command that fails (`--bail`).
  public var bailsOnError = false
  /// Whether a step's diff is split into lines as it is emitted rather than kept as one diff
  /// block (see `OutputLine+DiffBlock.swift`) until the output leaves the session.
  var splitsDiffBlocks = false
  /// The width the effects summary fits, its actions' payloads cut with `…` (see
  /// `Summaries/SummaryFitting.swift`): 80, the same wherever the session runs.
  var summaryWidth = SummaryFitting.width
  /// Watches, breakpoints and what `continue` goes on with (see `Debugger/`).
  var debugger = Debugger()

  /// A session on `feature`, on virtual time or live; `wake` is called from any thread when a
  /// live store has work for ``pump()``.
  public init(
    feature: ShellFeature<State, Action>, mode: ShellMode = .test,
    settings: ShellSettings = ShellSettings(),
    wake: @escaping @Sendable () -> Void = {}
  ) {
    self.feature = feature
    self.mode = mode
    self.settings = settings
    self.initialSettings = settings
    self.wake = wake
    (clock, inbox, store) = Self.makeStore(
      feature: feature, mode: mode, parking: parking, wake: wake)
    lastState = store.state
    observe()
  }

  static func makeStore(
    feature: ShellFeature<State, Action>, mode: ShellMode, parking: TaskParking,
    wake: @escaping @Sendable () -> Void
  ) -> (ShellClock, EffectInbox, Store<State, Action>) {
    let clock: ShellClock =
      switch mode {
      case .test: .test(DispatchQueue.test)
      case .live: .live(LiveScheduler(wake: wake))
      }
    let inbox = EffectInbox(onPost: wake)
    return (clock, inbox, feature.makeStore(clock.context(parking: parking), inbox))
  }

  /// Replaces the store by a fresh one at the initial state, effects of the old one cancelled.
  func rebuild() {
    store.effects.cancelAll()
    observation = nil
    (clock, inbox, store) = Self.makeStore(
      feature: feature, mode: mode, parking: parking, wake: wake)
    lastState = store.state
    unreceived = []
    observe()
  }

  private func observe() {
    observation = store.observeActions { [weak self] action, origin in
      self?.didReduce(action as! Action, origin: origin)
    }
  }

  /// The current state.
  public var state: State { store.state }

  /// Runs one command line.
  public func execute(_ line: String) -> CommandResult {
    // Trimmed once here: history, recordings and echo all use this form.
    let line = line.trimmingShellWhitespace()
    let command: Command
    do {
      command = try CommandParser.parse(line)
    } catch {
      return finish(line: line, command: nil, lines: [], error: error)
    }
    if case .nothing = command { return CommandResult() }
    // Before it runs, so that a step that traps stays in the recording.
    if command.isRecorded { recorder?.begin(line) }
    let previousOutput = output
    output = []
    if replayDepth == 0 { streamedLineCount = 0 }
    // Streamed first, so that the echo stands above what a long step prints as it goes.
    var echoStreamed = false
    if settings.echo, replayDepth == 0, let streamOutput {
      streamOutput([.echo(of: line)])
      echoStreamed = true
    }
    let started = DispatchTime.now()
    var result = CommandResult()
    do {
      try runningEffectTasks { () throws(ShellError) in
        try run(command, line: line, result: &result)
      }
    } catch {
      output = previousOutput
      return finish(
        line: line, command: command, lines: [], error: error, echoStreamed: echoStreamed)
    }
    var lines = output ?? []
    output = previousOutput
    if settings.timing && command.isStep {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
      lines.append(OutputLine("  (\(String(format: "%.3f", elapsed)) ms)", .note, isVolatile: true))
    }
    return finish(
      line: line, command: command, lines: lines, error: nil, result: result,
      echoStreamed: echoStreamed)
  }

  private func finish(
    line: String, command: Command?, lines: [OutputLine], error: ShellError?,
    result: CommandResult = CommandResult(), echoStreamed: Bool = false
  ) -> CommandResult {
    var result = result
    result.output = lines
    if let error {
      result.error = error
      result.output = [OutputLine("error: \(error.message)", .error)]
      result.packedOutput = PackedLines()
    }
    if replayDepth == 0 { result.streamedLineCount = error == nil ? streamedLineCount : 0 }
    if settings.echo || echoStreamed {
      if !result.packedOutput.isEmpty { result.lines = result.allOutput }
      result.output.insert(.echo(of: line), at: 0)
      if echoStreamed { result.streamedLineCount += 1 }
    }
    if command?.isRecorded ?? true {
      let command = result.recordedCommand ?? line
      if let recorder, !result.rewroteRecording {
        let entry = ScriptEntry(command: command, expected: result.recordedText)
        transcript.append(entry)
        do {
          try recorder.append(entry)
        } catch {
          // The file keeps the steps before; the session goes on without recording.
          self.recorder = nil
          result.output.append(OutputLine("error: \(error.message)", .error))
          if result.error == nil { result.error = error }
        }
      } else {
        transcript.append(command: command, output: result.output)
      }
    }
    return result
  }

  /// Runs the live store's due work and async deliveries; returns what they printed. On a test
  /// store, what tasks busy in real time sent is reduced as a step is: the effects' tasks it
  /// starts run on this thread to their next wait before the next command.
  public func pump() -> [OutputLine] {
    switch clock {
    case let .live(scheduler):
      scheduler.runDue()
      inbox.drain()
    case .test:
      runningEffectTasks {}
    }
    defer { asyncLines = [] }
    return asyncLines.splittingBlocks
  }

  /// Adds lines to the running command's output, or to the asynchronous output between
  /// commands.
  func emit(_ lines: [OutputLine]) {
    guard !isSilent else { return }
    // One access to `output` (each is an exclusivity check): appended to when a command runs.
    guard output?.append(contentsOf: lines) != nil else {
      asyncLines.append(contentsOf: lines)
      return
    }
    if replayDepth == 0, let streamOutput {
      let lines = lines.splittingBlocks
      streamOutput(lines)
      streamedLineCount += lines.count
    }
  }

  func emit(_ text: String, _ role: OutputLine.Role = .plain) { emit([OutputLine(text, role)]) }

  /// ``emit(_:)-([OutputLine])`` of the lines `build` appends, appended in place (a step's
  /// action and diff lines go into the output with no array of their own).
  func emit(_ build: (inout [OutputLine]) -> Void) {
    guard !isSilent else { return }
    guard output != nil else { return append(build, to: &asyncLines) }
    let start = output!.count
    append(build, to: &output!)
    if let streamOutput, replayDepth == 0 {
      let added = output![start...].splittingBlocks
      streamOutput(added)
      streamedLineCount += added.count
    }
  }

  /// Appends the lines `build` appends to `lines`, their diff blocks split with
  /// ``splitsDiffBlocks``.
  private func append(_ build: (inout [OutputLine]) -> Void, to lines: inout [OutputLine]) {
    let start = lines.count
    build(&lines)
    if splitsDiffBlocks { lines.replaceSubrange(start..., with: lines[start...].splittingBlocks) }
  }
}

extension Command {
  /// Whether the command goes into `save`d scripts and recordings: commands that write
  /// files or replay others do not (a replay's own commands do).
  var isRecorded: Bool {
    switch self {
    case .record, .save, .replay, .exportTest, .quit, .nothing: return false
    default: return true
    }
  }
}
