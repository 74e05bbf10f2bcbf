import Composable
import ShellCommands
import ShellScripts
import StatePaths

/// `break on <action>`, `break when <path> changes`, `breaks`, `break off <n>`, `continue`:
/// an `advance`, `run`, `wait` or `replay` stops right after the step that hits, virtual time
/// exactly there (see `ShellSession+ReplayStops.swift` for replays).
extension ShellSession {
  /// Adds a breakpoint, numbered `number` if given (one not in use), else the next number.
  func addBreakpoint(_ condition: Debugger.Breakpoint.Condition, number: Int? = nil) throws(ShellError) {
    if let number, debugger.breakpoints.contains(where: { $0.number == number }) {
      throw ShellError("break \(number) is set already; 'break off \(number)' first, or leave the number out")
    }
    let breakpoint = Debugger.Breakpoint(
      number: number ?? debugger.nextBreakNumber, condition: condition, isUsers: replayDepth == 0)
    debugger.nextBreakNumber = max(debugger.nextBreakNumber, breakpoint.number + 1)
    debugger.breakpoints.append(breakpoint)
    emit(Self.breakpointAddedText(breakpoint), .note)
  }

  func addChangeBreakpoint(_ pathText: String, number: Int? = nil) throws(ShellError) {
    let path = try StatePath.parse(pathText)
    try requireReachableFields(of: path)
    try addBreakpoint(.change(path, value: StateValueText.oneLine(at: path, in: store.state)), number: number)
  }

  static func breakpointAddedText(_ breakpoint: Debugger.Breakpoint) -> String {
    "break \(breakpoint.number): \(breakpoint.text)"
  }

  /// What `break off <number>` prints: `break 1 off: ` and the breakpoint as it was set.
  static func breakpointRemovedText(_ breakpoint: Debugger.Breakpoint) -> String {
    "break \(breakpoint.number) off: \(breakpoint.text)"
  }

  func listBreakpoints() {
    guard !debugger.breakpoints.isEmpty else { return emit("no breakpoints", .note) }
    for breakpoint in debugger.breakpoints { emit("\(breakpoint.number)  \(breakpoint.text)") }
  }

  func removeBreakpoint(_ number: Int) throws(ShellError) {
    guard let index = debugger.breakpoints.firstIndex(where: { $0.number == number }) else {
      let numbers = debugger.breakpoints.map { String($0.number) }
      throw ShellError(
        "no breakpoint \(number)"
          + (numbers.isEmpty ? "; none is set" : "; breakpoints: \(numbers.joined(separator: ", "))"))
    }
    let breakpoint = debugger.breakpoints.remove(at: index)
    emit(Self.breakpointRemovedText(breakpoint), .note)
  }

  /// Tests the breakpoints after `text` was reduced (`nil`: after a command that changed the
  /// state otherwise, `set state`, `goto`); the first hit of a step is kept.
  func testBreakpoints(after text: String?, delivered: Bool) {
    let state = store.state
    for index in debugger.breakpoints.indices {
      let breakpoint = debugger.breakpoints[index]
      var cause: String?
      switch breakpoint.condition {
      case let .action(prefix):
        if let text, Self.action(text, startsWith: prefix) { cause = (delivered ? "← " : "→ ") + text }
      case let .change(path, old):
        let new = StateValueText.oneLine(at: path, in: state)
        if new != old {
          debugger.breakpoints[index].condition = .change(path, value: new)
          cause = "\(path.text): \(old) → \(new)"
        }
      }
      guard let cause, !debugger.hits.contains(where: { $0.number == breakpoint.number }) else {
        continue
      }
      // Every hit is reported; the first of the user's stops a replay.
      debugger.hits.append((breakpoint.number, cause, breakpoint.isUsers))
    }
  }

  /// Takes the current values of `break when` paths as seen (after `goto`, `branch`).
  func rememberBreakpointValues() {
    for index in debugger.breakpoints.indices {
      guard case let .change(path, _) = debugger.breakpoints[index].condition else { continue }
      debugger.breakpoints[index].condition = .change(path, value: StateValueText.oneLine(at: path, in: store.state))
    }
  }

  /// Whether the action `text` has the case path `prefix`: `todo` and `todo.checkBoxToggled`
  /// match `todo(id: …, action: .checkBoxToggled)`; `sort` does not match `sortCompletedTodos`.
  static func action(_ text: String, startsWith prefix: String) -> Bool {
    casePath(of: text).hasPrefix(prefix)
      && [nil, "."].contains(casePath(of: text).dropFirst(prefix.count).first)
  }

  /// The case names of an action's text, dotted, its arguments left out but for the cases they
  /// hold: `todo(id: "…", action: .checkBoxToggled)` is `todo.checkBoxToggled`, and
  /// `product(.addToCart(.didTapPlusButton))` is `product.addToCart.didTapPlusButton`.
  private static func casePath(of text: String) -> String {
    var path = String(text.prefix { $0 != "(" })
    // A case nested as an argument (`action: .checkBoxToggled`), or as the payload right after
    // a case of the path (`(.addToCart`), outside string literals, continues the path.
    var quoted = false
    var escaped = false
    var previous: [Character] = []
    // Whether the last character closed a name of the path, or opened its payload.
    var afterPathName = true
    var openedPayload = false
    var index = text.index(text.startIndex, offsetBy: path.count)
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if quoted {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
        continue
      }
      if character == "\"" { quoted = true }
      let continuesPath = character == "." && (previous.suffix(2) == [":", " "] || openedPayload)
      openedPayload = character == "(" && afterPathName
      afterPathName = false
      if continuesPath {
        let name = text[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        path += "." + name
        index = text.index(index, offsetBy: name.count)
        afterPathName = true
      }
      previous.append(character)
      if previous.count > 2 { previous.removeFirst() }
    }
    return path
  }

  /// Reports the breakpoint the step hit: `break 1: ← sortCompletedTodos at 1s; 9s of the
  /// advance left, 'continue' goes on`. `stopped` is the work the stop left for `continue`. A
  /// breakpoint of the user's hit in a plain replay stops the replay after this step too.
  /// `inTime`: the stop is in an `advance` or `run`, whose virtual time it says even when
  /// nothing is left.
  func noteBreak(stoppedWith stopped: Debugger.Pending?, inTime: Bool = false) {
    guard let hit = debugger.hit else { return }
    let others = takeOtherHits(besides: hit.number)
    debugger.pending = stopped
    debugger.pendingIsNew = true
    debugger.stopCount += 1
    if hit.isUsers, replayDepth > 0, debugger.replaysStop { debugger.replayStopped = true }
    // A stop in a replay is recorded as the time it covered (`advance 1s`), which replays to
    // `break 1: … at 1s`: the replay's note says what is left.
    let stopsReplay = hit.isUsers && debuggerIsInUsersReplay
    var at = ""
    var rest = ""
    if stopped != nil || inTime, case let .test(scheduler) = clock {
      let now = ShellDuration(nanoseconds: Int(scheduler.now.dispatchTime.uptimeNanoseconds) - 1)
      at = " at \(now)"
      switch stopped {
      case let .advance(left)? where !stopsReplay:
        rest = "; \(ShellDuration(nanoseconds: left)) of the advance left, 'continue' goes on"
      case .run? where !stopsReplay, .wait? where !stopsReplay: rest = "; 'continue' runs on"
      default: break
      }
    }
    emitHits([(hit.number, hit.cause)] + others, at: at, rest: rest)
  }

  /// Empties the step's hits; returns those other than `number`'s.
  private func takeOtherHits(besides number: Int) -> [(number: Int, cause: String)] {
    defer { debugger.hits = [] }
    return debugger.hits.filter { $0.number != number }.map { ($0.number, $0.cause) }
  }

  /// `break 1: ← product at 1s` and `break 2: ← product.addToCart at 1s; …`: one line for each
  /// breakpoint hit, in number order, the last with what the stop left (`rest`).
  private func emitHits(_ hits: [(number: Int, cause: String)], at: String, rest: String) {
    let sorted = hits.sorted { $0.number < $1.number }
    for (index, hit) in sorted.enumerated() {
      let text = "break \(hit.number): \(hit.cause)\(at)" + (index == sorted.count - 1 ? rest : "")
      emit(.breakHit(number: hit.number, text: text))
    }
  }

  /// A live `wait`'s stop: the breakpoint hit, at the real time the wait had run, with the
  /// time left for `continue`. The step is kept in the history as `wait <the time it ran>`.
  func noteBreakInWait(waited: Int, left: Int) {
    guard let hit = debugger.hit else { return }
    let (waited, left) = (Self.roundedToMilliseconds(waited), Self.roundedToMilliseconds(left))
    let others = takeOtherHits(besides: hit.number)
    debugger.pending = left > 0 ? .wait(left) : nil
    debugger.pendingIsNew = true
    debugger.stopCount += 1
    debugger.stepLine = "wait \(ShellDuration(nanoseconds: waited))"
    emitHits(
      [(hit.number, hit.cause)] + others, at: " at \(ShellDuration(nanoseconds: waited)) of the wait",
      rest: left > 0 ? "; \(ShellDuration(nanoseconds: left)) of it left, 'continue' goes on" : "")
  }

  /// Real time to the millisecond, as the summary rounds it.
  private static func roundedToMilliseconds(_ nanoseconds: Int) -> Int {
    Int((Double(nanoseconds) / 1e6).rounded()) * 1_000_000
  }

  /// `advance`'s stop: the breakpoint hit, with the virtual time left to `target`. The step is
  /// kept in the history as what it ran (``stoppedStepLine(_:since:deliveredSince:)``), so that
  /// `goto` replays it alike whatever breakpoints are set then.
  func noteBreakInAdvance(
    _ scheduler: VirtualTimeScheduler, since start: UInt64, deliveredSince deliveries: Int,
    to target: DispatchQueue.SchedulerTimeType
  ) {
    guard debugger.hit != nil else { return }
    let now = scheduler.now.dispatchTime.uptimeNanoseconds
    let left = Int(target.dispatchTime.uptimeNanoseconds) - Int(now)
    debugger.stepLine = stoppedStepLine(scheduler, since: start, deliveredSince: deliveries)
    noteBreak(stoppedWith: left > 0 ? .advance(left) : nil, inTime: true)
  }

  /// `run`'s stop: the breakpoint hit, if work is left; kept as what it ran, as `advance`'s.
  func noteBreakInRun(
    _ scheduler: VirtualTimeScheduler, since start: UInt64, deliveredSince deliveries: Int
  ) {
    guard debugger.hit != nil else { return }
    debugger.stepLine = stoppedStepLine(scheduler, since: start, deliveredSince: deliveries)
    noteBreak(stoppedWith: scheduler.nextDate == nil ? nil : .run, inTime: true)
  }

  /// What a stopped `advance` or `run` ran, as the history and a replay's recording keep it:
  /// `advance <the time it covered>`; with `--deliveries <the actions it delivered>` when work
  /// is still due at the moment it stopped (an `advance` of that time alone would deliver it
  /// too, unless the same breakpoint stopped it again). A Ctrl-C there before any delivery is
  /// kept as the time alone, as before.
  func stoppedStepLine(
    _ scheduler: VirtualTimeScheduler, since start: UInt64, deliveredSince deliveries: Int
  ) -> String {
    let now = scheduler.now
    let line = "advance \(ShellDuration(nanoseconds: Int(now.dispatchTime.uptimeNanoseconds - start)))"
    let delivered = debugger.deliveries &- deliveries
    guard delivered > 0, let next = scheduler.nextDate, next <= now else { return line }
    return line + " --deliveries \(delivered)"
  }

  /// Goes on with the stopped work, kept in the history as the `advance`, `run` or `wait` it
  /// did; then with the replays a breakpoint stopped, whose commands are steps of their own
  /// (`continue` itself is then none).
  func continueAfterBreak(result: inout CommandResult) throws(ShellError) {
    let rest = debugger.replayRest
    guard debugger.pending != nil || !rest.isEmpty else {
      throw ShellError("nothing to continue: no breakpoint stopped an advance, run, wait or replay")
    }
    debugger.replayRest = []
    let stops = debugger.stopCount
    debugger.continuesReplay = !rest.isEmpty
    defer { debugger.continuesReplay = false }
    if let pending = debugger.pending {
      debugger.pending = nil
      switch pending {
      case let .advance(left):
        debugger.stepLine = "advance \(ShellDuration(nanoseconds: left))"
        try advance(ShellDuration(nanoseconds: left), force: true)
      case .run:
        debugger.stepLine = "run"
        try runUntilIdle()
      case let .wait(left):
        debugger.stepLine = "wait \(ShellDuration(nanoseconds: left))"
        try wait(ShellDuration(nanoseconds: left))
      }
    }
    guard !rest.isEmpty else { return }
    debugger.continuesReplay = false
    // The work gone on with is a step before the replay's; `continue` itself is none, in the
    // history and in recordings.
    result.isRecordedInParts = true
    let line = takeDebuggerStepLine()
    if let line { recordStep(line) }
    recordContinuedWork(line)
    defer { debugger.stepLine = "" }
    guard debugger.stopCount == stops else {
      // Stopped again: the replays wait for the next `continue`.
      debugger.replayRest = rest
      return noteReplayStop()
    }
    try resumeReplays(rest, result: &result)
  }
}
