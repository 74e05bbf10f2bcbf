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
  /// Where the host has the session's events as they happen (a printer, a worker's wire):
  /// each command's run at the top level, and those of the commands a top-level replay runs
  /// (not when it checks or updates its script, whose commands' output is compared or
  /// rewritten); `nil` leaves them in the commands' results alone.
  var sink: (any ShellEventSink)?
  /// Whether the running command's events go to ``sink``.
  var forwardsToSink = false
  /// Whether the commands the running top-level replay runs hand their events to ``sink``.
  var forwardsReplayed = false
  /// Where the command a replay runs stands in its script, for the location of its error.
  var replayEntry: (path: String, line: Int)?
  /// `path:line` of ``replayEntry``.
  private var replayLocation: String? { replayEntry.map { "\($0.path):\($0.line)" } }
  /// Whether a replay stops at the first command that fails (`--bail`).
  public var bailsOnError = false
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
  public func execute(_ line: String) -> CommandResult { execute(line, resumingAfter: 0) }

  /// Runs one command line; a `replay` starts after line `resumingAfter` of its script (a
  /// supervisor resuming a script whose replay a trap ended).
  func execute(_ line: String, resumingAfter: Int) -> CommandResult {
    // Trimmed once here: history, recordings and echo all use this form.
    let line = line.trimmingShellWhitespace()
    let outerForwards = forwardsToSink
    defer { forwardsToSink = outerForwards }
    // The sink has the top-level commands' events, and those of the commands a top-level
    // replay runs, unless it checks or updates its script.
    forwardsToSink = sink != nil && (replayDepth == 0 || (replayDepth == 1 && forwardsReplayed))
    let command: Command
    do {
      command = try CommandParser.parse(line)
    } catch {
      if settings.echo { forward(.echo(line)) }
      return finish(line: line, command: nil, lines: [], error: error)
    }
    if case .nothing = command { return CommandResult() }
    // First, so that the echo stands above what a long step prints as it goes; not for a
    // replay resumed after a trap, whose echo stands where it started.
    if resumingAfter == 0, settings.echo { forward(.echo(line)) }
    let previousOutput = output
    output = []
    let started = DispatchTime.now()
    var result = CommandResult()
    do {
      try runningEffectTasks { () throws(ShellError) in
        try run(command, line: line, resumingAfter: resumingAfter, result: &result)
      }
    } catch {
      output = previousOutput
      return finish(line: line, command: command, lines: [], error: error)
    }
    var lines = output ?? []
    output = previousOutput
    // The end of a step: printed with `set timing on`, and a sink's to render as it renders.
    if command.isStep, settings.timing || forwardsToSink {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
      let end = ShellEvent.stepEnded(milliseconds: elapsed)
      LineRenderer.append(end, settings: settings, to: &lines)
      forward(end)
    }
    return finish(line: line, command: command, lines: lines, error: nil, result: result)
  }

  private func finish(
    line: String, command: Command?, lines: [OutputLine], error: ShellError?,
    result: CommandResult = CommandResult()
  ) -> CommandResult {
    var result = result
    result.output = lines
    if let error {
      result.error = error
      result.output = []
      LineRenderer.append(.error(error.message, location: nil), settings: settings, to: &result.output)
      result.packedOutput = PackedLines()
      forward(.error(error.message, location: replayLocation))
    }
    if settings.echo {
      if !result.packedOutput.isEmpty { result.lines = result.allOutput }
      result.output.insert(.echo(of: line), at: 0)
    }
    if command?.isRecorded ?? true, !result.isRecordedInParts {
      let command = result.recordedCommand ?? line
      if let recorder, !result.rewroteRecording {
        let entry = ScriptEntry(command: command, expected: result.recordedText)
        transcript.append(entry)
        do {
          try recorder.append(entry)
        } catch {
          // The file keeps the steps before; the session goes on without recording.
          self.recorder = nil
          LineRenderer.append(.error(error.message, location: nil), settings: settings, to: &result.output)
          // A replay gives the first error of a command its location.
          forward(.error(error.message, location: result.error == nil ? replayLocation : nil))
          if result.error == nil { result.error = error }
        }
      } else {
        transcript.append(command: command, output: result.output)
      }
      recordEntries(result.recordedAfter)
    }
    return result
  }

  /// Runs the live store's due work and async deliveries; returns what they printed. On a test
  /// store, what tasks busy in real time sent is reduced as a step is: the effects' tasks it
  /// starts run on this thread to their next wait before the next command.
  public func pump() -> [OutputLine] {
    switch clock {
    case let .live(scheduler):
      let printed = asyncLines.count
      scheduler.runDue()
      inbox.drain()
      // A breakpoint a delivery hit between commands says so (there is nothing to stop).
      noteBreak(stoppedWith: nil)
      // Deliveries above the prompt end with the effects still in flight, as a step's do.
      if asyncLines.count > printed { summarizeEffects() }
    case .test:
      runningEffectTasks {}
    }
    defer { asyncLines = [] }
    return asyncLines.splittingBlocks
  }

  /// Emits `event`: rendered into the running command's output, or into the asynchronous
  /// output between commands; and to the sink, when it has the running command's events.
  func emit(_ event: ShellEvent) {
    guard !isSilent else { return }
    let settings = settings
    // One access to `output` (each is an exclusivity check): appended to in place.
    let sink = forwardsToSink ? sink : nil
    guard output?.append(event, settings: settings, handingTo: sink) != nil else {
      return LineRenderer.append(event, settings: settings, to: &asyncLines)
    }
  }

  /// Emits text: informational in the role of a query's output or a note, or lines in
  /// another role (the debugger's).
  func emit(_ text: String, _ role: OutputLine.Role = .plain) {
    switch role {
    case .plain: emit(.info(text, .plain))
    case .note: emit(.info(text, .note))
    default: emit(.lines([OutputLine(text, role)]))
    }
  }

  /// Hands `event` to the sink alone, when it has the running command's events.
  private func forward(_ event: ShellEvent) {
    guard forwardsToSink, !isSilent else { return }
    var lines: [OutputLine] = []
    LineRenderer.append(event, settings: settings, to: &lines)
    sink!.receive(event, lines: lines[...])
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

extension [OutputLine] {
  /// Appends `event`'s text as `settings` render it, and hands the event with that text to
  /// `sink`, if any.
  fileprivate mutating func append(
    _ event: ShellEvent, settings: ShellSettings, handingTo sink: (any ShellEventSink)?
  ) {
    let start = count
    LineRenderer.append(event, settings: settings, to: &self)
    sink?.receive(event, lines: self[start...])
  }
}
