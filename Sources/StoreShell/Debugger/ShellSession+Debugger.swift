import ActionText
import Composable
import ShellCommands
import ShellScripts

/// The debugger's hooks into the session: one where a command runs, one after each reduced
/// action, one after each command, and the stop test of the stepping loops. Each prints
/// through ``ShellSession/emit(_:_:)``.
extension ShellSession {
  /// Runs a debugger command.
  func runDebug(_ command: DebugCommand, result: inout CommandResult) throws(ShellError) {
    switch command {
    case let .watch(path, number): try addWatch(path, number: number)
    case .watches: listWatches()
    case let .watchOff(number): try removeWatch(number)
    case let .breakOn(prefix, number):
      try requireActionCase(prefix)
      try addBreakpoint(.action(prefix), number: number)
    case let .breakWhen(path, number): try addChangeBreakpoint(path, number: number)
    case .breaks: listBreakpoints()
    case let .breakOff(number): try removeBreakpoint(number)
    case .continue: try continueAfterBreak(result: &result)
    case .step: try stepToNextDelivery()
    case let .setState(path, value): try editState(path, value: value)
    case let .dumpState(path, force): try dumpState(to: path, force: force)
    case let .loadState(path): try loadState(from: path)
    case .branches: listBranches()
    case let .branch(number): try switchBranch(number)
    case let .gotoBranchStep(branch, step): try goto(step, ofBranch: branch)
    case let .history(pattern): try printHistory(matching: pattern)
    }
    numberRecordedAddInCheck(command, result: &result)
  }

  /// After each reduced action (silent replays included, so that `goto` replays a stopped
  /// `advance` as it ran): breakpoints are tested, and watches print what changed.
  func debuggerDidReduce(_ text: String, delivered: Bool) {
    if delivered { debugger.deliveries &+= 1 }
    guard !debugger.isIdle else { return }
    testBreakpoints(after: text, delivered: delivered)
    // Silent replays leave the watches' values alone: the command's end prints the change.
    if !output.isMuted { printChangedWatches() }
  }

  /// After each command: a `reset` empties the debugger; otherwise watches changed by
  /// something other than an action (`goto`, `set state`) print, and a breakpoint a `send`
  /// hit is reported.
  func debuggerDidRun(_ command: Command) {
    if case .reset = command {
      if replayDepth > 0, debugger.replaysStop { resetDebuggerInReplay() } else { emptyDebugger() }
      return
    }
    // A top-level replay a breakpoint stopped says where.
    if case .replay = command, replayDepth == 0, debugger.replayStopped { noteReplayStop() }
    // What `continue` goes on with lasts until the next step.
    if command.isStep, !debugger.pendingIsNew {
      debugger.pending = nil
      debugger.replayRest = []
    }
    debugger.pendingIsNew = false
    guard !debugger.isIdle else { return }
    // A command that moves no value leaves the watches and breakpoints' values as they were:
    // looking at every one after each `watch` made adding n of them quadratic.
    if Self.leavesStateAlone(command) { return }
    if !output.isMuted { printChangedWatches() }
    // A step changes the state through the store (`set state` too); `goto` and the like move
    // to another point of the timeline, which hits nothing.
    if command.isStep {
      testBreakpoints(after: nil, delivered: false)
    } else {
      rememberBreakpointValues()
    }
    if debugger.hit != nil { noteBreak(stoppedWith: nil) }
  }

  /// Whether `command` only sets, lists or removes watches and breakpoints, or reads the
  /// session (`state`, `history`): no value a watch or breakpoint looks at changes.
  static func leavesStateAlone(_ command: Command) -> Bool {
    switch command {
    case .state, .effects, .history, .settings, .actions, .help: return true
    case let .debug(debug):
      switch debug {
      case .watch, .watches, .watchOff, .breakOn, .breakWhen, .breaks, .breakOff, .history,
        .dumpState, .branches:
        return true
      default: return false
      }
    default: return false
    }
  }

  /// How the step just run is kept in the history, when the debugger changed it (see
  /// ``Debugger/stepLine``).
  func takeDebuggerStepLine() -> String? {
    defer { debugger.stepLine = nil }
    return debugger.stepLine
  }

  /// Whether the stepping through scheduled work (`advance`, `run`) stops: Ctrl-C, or a
  /// breakpoint hit.
  func shouldStopStepping() -> Bool {
    if progress != nil { noteProgress() }
    return isInterrupted() || debugger.stopsStepping
  }

  /// Numbers new watches and breakpoints on from the highest set, as a `reset` restarts them:
  /// a recording that brings them back after its `reset` numbers the next ones alike.
  func restartDebuggerNumbering() {
    debugger.nextWatchNumber = (debugger.watches.map(\.number).max() ?? 0) + 1
    debugger.nextBreakNumber = (debugger.breakpoints.map(\.number).max() ?? 0) + 1
  }

  /// The commands that make a recording started now start with this session's watches and
  /// breakpoints, after its `reset` (which empties them); with their numbers where the plain
  /// command would give another (`break 2 on sortCompletedTodos`); `numberingEach`: each with
  /// its number (where the numbers the session gives next are not known).
  func debuggerPrelude(numberingEach: Bool = false) -> [ScriptEntry] {
    var (nextWatch, nextBreak) = (1, 1)
    func numbered(_ number: Int, next: inout Int) -> String {
      defer { next = max(next, number + 1) }
      return number == next && !numberingEach ? "" : " \(number)"
    }
    return debugger.watches.map { watch in
      ScriptEntry(
        command: Self.watchCommand(watch, number: numbered(watch.number, next: &nextWatch)),
        expected: [Self.watchAddedText(watch.number, watch.path, value: watch.value)])
    }
      + debugger.breakpoints.map { breakpoint in
        ScriptEntry(
          command: Self.breakCommand(breakpoint, number: numbered(breakpoint.number, next: &nextBreak)),
          expected: [Self.breakpointAddedText(breakpoint)])
      }
  }

  /// The command that sets `watch`: `watch todos.count`, or with `number` (`" 2"`) `watch 2 todos.count`.
  static func watchCommand(_ watch: Debugger.Watch, number: String) -> String {
    "watch\(number) \(watch.path.text)"
  }

  /// The command that sets `breakpoint`: `break on bump`, or with `number` (`" 2"`) `break 2 on bump`.
  static func breakCommand(_ breakpoint: Debugger.Breakpoint, number: String) -> String {
    "break\(number) \(breakpoint.text)"
  }
}
