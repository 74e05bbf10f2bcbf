import ActionText
import Composable
import ShellCommands
import ShellScripts
import SwiftSource

/// The engine of the shell: runs command lines against one feature's store and says what
/// each printed.
///
/// A session is used on one thread. Its fields are plain stored properties, their exclusivity
/// checked at run time: with `SessionOutput`'s, 25 checks a replay step, 2,347 instructions of
/// its 26,996 with diffs off and 2,878 of 140,954 with diffs on (callgrind); under a tenth, so
/// not skipped with `@exclusivity(unchecked)`.
///
/// On a test store (the default) time is virtual and every run prints the same bytes; on a
/// live store effects deliver as real time passes, through ``pump()``. The session keeps the
/// steps so far (for `history`, `goto`, `undo`, `save`) and the recording, if one is on.
public final class ShellSession<State, Action: Codable> {
  let feature: ShellFeature<State, Action>
  /// Virtual or real time.
  public let mode: ShellMode
  /// The settings `set` changes (kept by `output`, which renders events as they say).
  public var settings: ShellSettings {
    get { output.settings }
    set { output.settings = newValue }
  }
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
  /// A test store's real-time work on `DispatchQueue.main` and `RunLoop.main` (see
  /// ``MainThreadHost``), run by `wait` and between commands; a live store's is its clock's.
  private lazy var testMainWork = LiveScheduler(wake: wake)
  /// Takes the store's work on the main queue and run loop while the session runs.
  lazy var mainHost = MainThreadHost(target: mainWork)
  /// Whether a turn of the main run loop is scheduled (see ``keepTurningMainRunLoop()``).
  var isTurningMainRunLoop = false
  private var observation: AnyCancellable?
  var lastState: State
  /// The steps so far, those ahead after going back, those skipped, the actions not yet
  /// received.
  var timeline = SessionTimeline()
  /// Where the session's events go: the host's sink, the transcript, the recording, each
  /// command's result (see `Sinks/SessionOutput.swift`).
  let output: SessionOutput
  /// The host's sink (a printer, a worker's wire), where the session's events go as they come.
  var sink: (any ShellEventSink)? {
    get { output.host }
    set { output.host = newValue }
  }
  /// Every command run and what it printed, for `save` (kept on disk, not in memory).
  var transcript: TranscriptLog { output.transcript }
  /// The recording under way, if any.
  var recorder: ScriptRecorder? {
    get { output.recorder }
    set { output.recorder = newValue }
  }
  var replayDepth = 0
  /// Where the command a replay runs stands in its script, for the location of its error.
  var replayEntry: (path: String, line: Int)?
  /// Whether a replay stops at the first command that fails (`--bail`).
  public var bailsOnError = false
  /// The width the effects summary fits, its actions' payloads cut with `…` (see
  /// `Summaries/SummaryFitting.swift`): 80, the same wherever the session runs.
  var summaryWidth = SummaryFitting.width
  /// Shows a status line (`nil` clears it) of long work's progress: set where a terminal
  /// shows it (a worker whose output is one). See ``ProgressMeter``.
  var reportsProgress: ((String?) -> Void)?
  /// The progress of the work running, while ``reportsProgress`` is set.
  var progress: ProgressMeter?
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
    self.output = SessionOutput(settings: settings)
    self.initialSettings = settings
    self.wake = wake
    (clock, inbox, store) = Self.makeStore(
      feature: feature, mode: mode, parking: parking, wake: wake)
    lastState = store.state
    observe()
  }

  /// Where work on `DispatchQueue.main` and `RunLoop.main` runs, in real time.
  var mainWork: LiveScheduler {
    if case let .live(scheduler) = clock { return scheduler }
    return testMainWork
  }

  static func makeStore(
    feature: ShellFeature<State, Action>, mode: ShellMode, parking: TaskParking,
    wake: @escaping @Sendable () -> Void
  ) -> (ShellClock, EffectInbox, Store<State, Action>) {
    let clock: ShellClock =
      switch mode {
      case .test: .test(VirtualTimeScheduler())
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
    timeline.unreceived = []
    isTurningMainRunLoop = false
    observe()
    mainHost.retarget(mainWork)
  }

  private func observe() {
    // Typed: the feature's store is a root store (see `ShellFeature.makeStore`).
    observation =
      store.observeOwnActions { [weak self] action, origin in
        self?.didReduce(action, origin: origin)
      }
      ?? store.observeActions { [weak self] action, origin in
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
    let command: Command
    var result = CommandResult()
    if let control = Self.rawControl(in: line) {
      // Recorded, it would be escaped, and replay as another line: refused, and not recorded.
      output.begin(recorded: false)
      if settings.echo { output.forward(.echo(line)) }
      let error = ShellError(
        "'\(ControlEscaping.escaped(line))' holds a raw control character (\(ControlEscaping.escaped(String(control)))), "
          + "which no command takes: write it as an escape inside a string literal; the line is "
          + "not recorded")
      finish(line: line, error: error, result: &result)
      return result
    }
    do {
      command = try CommandParser.parse(line)
    } catch {
      output.begin(recorded: true)
      if settings.echo { output.forward(.echo(line)) }
      finish(line: line, error: error, result: &result)
      return result
    }
    if case .nothing = command { return CommandResult() }
    output.begin(recorded: command.isRecorded)
    // First, so that the echo stands above what a long step prints as it goes; not for a
    // replay resumed after a trap, whose echo stands where it started.
    if resumingAfter == 0, settings.echo { output.forward(.echo(line)) }
    // Read only when the step's end is emitted.
    let started = settings.timing || output.forwards ? DispatchTime.now().uptimeNanoseconds : 0
    do {
      try hostingMainThreadWork { () throws(ShellError) in
        try runningEffectTasks { () throws(ShellError) in
          try run(command, line: line, resumingAfter: resumingAfter, result: &result)
        }
      }
    } catch {
      result = CommandResult()
      finish(line: line, error: error, result: &result)
      return result
    }
    // The end of a step: printed with `set timing on`, and a sink's to render as it renders.
    if command.isStep, settings.timing || output.forwards {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
      emit(.stepEnded(milliseconds: elapsed))
    }
    finish(line: line, result: &result)
    return result
  }

  /// The first C0 control character or DEL in `line` (a raw CR or tab piped in), if any; not
  /// an LF, which no line read holds (a command given through the API may: a multi-line
  /// literal typed back from `state`).
  static func rawControl(in line: String) -> Unicode.Scalar? {
    var line = line
    let byte = line.withUTF8 { bytes in bytes.first { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F } }
    return byte.map { Unicode.Scalar($0) }
  }

  /// The end of the running command: its result gets its lines, and the transcript and the
  /// recording take it (see ``SessionOutput/end(_:result:)``).
  private func finish(line: String, error: ShellError? = nil, result: inout CommandResult) {
    output.end(
      SessionOutput.CommandEnd(line: line, error: error, replayEntry: replayEntry),
      result: &result)
  }

  /// Runs the live store's due work and async deliveries: what they emit goes to the host's
  /// sink, or with none is returned. On a test store, what tasks busy in real time sent is
  /// reduced as a step is: the effects' tasks it starts run on this thread to their next wait
  /// before the next command.
  public func pump() -> [OutputLine] {
    hostingMainThreadWork { pumpDueWork() }
    return output.takeAsyncLines()
  }

  private func pumpDueWork() {
    switch clock {
    case let .live(scheduler):
      let printed = output.asyncLineCount
      scheduler.runDue()
      inbox.drain()
      // A breakpoint a delivery hit between commands says so (there is nothing to stop).
      noteBreak(stoppedWith: nil)
      // Deliveries above the prompt end with the effects still in flight, as a step's do.
      if output.asyncLineCount > printed { summarizeEffects() }
      keepTurningMainRunLoop()
    case .test:
      runningEffectTasks { mainWork.runDue() }
    }
  }

  /// Emits `event` to the session's output (``SessionOutput``), rendered as the settings say.
  func emit(_ event: ShellEvent) {
    output.emit(event)
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
