import ActionText
import Composable
import ShellCommands
import ShellScripts
import StateDiff
import StatePaths

extension ShellSession {
  /// Decodes `text` as an action of the store, or says what is wrong with it; `$path`
  /// arguments are read from the current state (see `StateReferences`).
  func decodeAction(_ text: String) throws(ShellError) -> Action {
    let text = try StateReferences.substitute(in: text, state: store.state)
    do {
      return try ActionText.decode(text, as: Action.self)
    } catch {
      throw ShellError(error.message)
    }
  }

  func send(_ text: String) throws(ShellError) {
    let action = try decodeAction(text)
    if settings.exhaustive, !timeline.unreceived.isEmpty {
      let unreceived = timeline.unreceived
      throw ShellError(
        "\(unreceived.count) delivered action\(unreceived.count == 1 ? "" : "s") not received "
          + "yet (\(unreceived.prefix(3).joined(separator: ", "))\(unreceived.count > 3 ? ", …" : "")): "
          + "'receive' them first, or 'set exhaustive off'")
    }
    if !settings.exhaustive { timeline.unreceived = [] }
    store.send(action)
    settle()
    summarizeEffects()
  }

  func receive(_ text: String?) throws(ShellError) {
    guard let first = timeline.unreceived.first else {
      throw ShellError(
        "no delivered action to receive"
          + (!realTimeRecords().isEmpty
            ? "; 'wait <duration>' for effects busy in real time"
            : store.effects.records.isEmpty ? "" : "; 'advance' time to let effects deliver"))
    }
    guard let text else {
      timeline.unreceived.removeFirst()
      emit("received \(first)", .note)
      return
    }
    let expected = ActionText.render(try decodeAction(text))
    if settings.exhaustive {
      guard expected == first else {
        throw ShellError("expected to receive \(expected), but the next delivered action is \(first)")
      }
      timeline.unreceived.removeFirst()
    } else {
      guard let index = timeline.unreceived.firstIndex(of: expected) else {
        let unreceived = timeline.unreceived
        throw ShellError(
          "\(expected) was not delivered; delivered: \(unreceived.prefix(3).joined(separator: ", "))"
            + (unreceived.count > 3 ? ", …" : ""))
      }
      timeline.unreceived.removeFirst(index + 1)
    }
    emit("received \(expected)", .note)
  }

  /// Moves virtual time on by `duration`, or up to the `deliveries`th delivered action; when
  /// Ctrl-C stops it early, returns the step as it is kept (``stoppedStepLine(_:since:deliveredSince:)``).
  @discardableResult
  func advance(
    _ duration: ShellDuration?, force: Bool = false, deliveries: Int? = nil
  ) throws(ShellError) -> String? {
    guard case let .test(scheduler) = clock else {
      throw ShellError("advance needs virtual time; this store is live: use 'wait \(duration?.description ?? "1s")'")
    }
    let start = scheduler.now.dispatchTime.uptimeNanoseconds
    let target = scheduler.now.advanced(by: .nanoseconds(duration?.nanoseconds ?? 0))
    let limit = settings.actionLimit
    if !force, scheduler.dueCount(through: target, limit: limit) > limit {
      let timers = store.effects.records.filter { $0.kind == "timer" }.map(describe)
      throw ShellError(
        "advance \(duration?.description ?? "") would deliver more than \(limit) actions"
          + (timers.isEmpty ? "" : " (\(timers.joined(separator: ", ")))")
          + ": advance less, 'cancel' the timer, raise 'set limit', or add --force")
    }
    let delivered = debugger.deliveries
    debugger.lastDelivery = deliveries.map { delivered &+ $0 }
    let began = beginProgress("advance \(duration?.description ?? "")", to: target.dispatchTime.uptimeNanoseconds)
    advanceTasks(scheduler, to: target)
    endProgress(began)
    let stoppedByCount = debugger.hit == nil && debugger.deliveries == debugger.lastDelivery
    debugger.lastDelivery = nil
    noteBreakInAdvance(scheduler, since: start, deliveredSince: delivered, to: target)
    if stoppedByCount, let deliveries {
      // Not recorded: a replay of the step with the breakpoint that stopped it says that instead.
      emit(.info(
        "advance stopped after \(deliveries) delivered action\(deliveries == 1 ? "" : "s") at \(elapsed(scheduler))",
        .volatileNote))
    }
    let reached = isInterrupted() ? noteInterruption(of: scheduler, since: start, deliveredSince: delivered) : nil
    settle()
    summarizeEffects()
    return reached
  }

  /// Runs the scheduled work until none is left; when Ctrl-C stops it early, returns the step
  /// as it is kept, as ``advance(_:force:deliveries:)`` does.
  @discardableResult
  func runUntilIdle() throws(ShellError) -> String? {
    guard case let .test(scheduler) = clock else {
      throw ShellError("run needs virtual time; this store is live: use 'wait <duration>'")
    }
    if scheduler.hasRepeatingWork {
      // A `.timer` effect, or an effect's task looping on the scheduler's timer (`.run`).
      let repeating = store.effects.records.filter { $0.kind == "timer" || parking.isRepeating($0) }
      let list = repeating.map(describeInFlight).joined(separator: "; ")
      let cancels = repeating.map { "cancel \($0.id)" }.joined(separator: "', '")
      throw ShellError(
        "run would never end: "
          + (repeating.isEmpty
            ? "repeating work is scheduled; use 'advance <duration>'"
            : "\(list) repeat\(repeating.count == 1 ? "s" : "") on the scheduler; "
              + "use 'advance <duration>', or '\(cancels)' first"))
    }
    // Step by step rather than `scheduler.run(limit:)`, so that Ctrl-C stops it.
    let start = scheduler.now.dispatchTime.uptimeNanoseconds
    let delivered = debugger.deliveries
    var steps = 0
    var looping: EffectRecord?
    parking.resetWaitCounts()
    let limit = settings.actionLimit
    let began = beginProgress("run", to: nil)
    while let date = scheduler.nextDate, steps < limit, looping == nil, !shouldStopStepping() {
      scheduler.advance(to: date, shouldStop: shouldStopStepping)
      settleTasks()
      steps += 1
      looping = loopingTaskRecord()
    }
    endProgress(began)
    noteBreakInRun(scheduler, since: start, deliveredSince: delivered)
    settle()
    let reached = isInterrupted() ? noteInterruption(of: scheduler, since: start, deliveredSince: delivered) : nil
    if reached == nil, let looping {
      emit(
        "run stopped: \(describe(looping)) waited on the scheduler \(Self.taskLoopLimit + 1) times "
          + "and goes on; use 'advance <duration>', or 'cancel \(looping.id)' first", .note)
    } else if reached == nil, steps >= limit, scheduler.nextDate != nil {
      emit("run stopped after \(limit) scheduled steps ('set limit'): effects keep scheduling work", .note)
    }
    summarizeEffects()
    return reached
  }

  func wait(_ duration: ShellDuration) throws(ShellError) {
    guard case let .live(scheduler) = clock else { return waitForRealTime(duration) }
    let start = DispatchTime.now().uptimeNanoseconds
    let deadline = start + UInt64(duration.nanoseconds)
    while DispatchTime.now().uptimeNanoseconds < deadline, !shouldStopStepping() {
      // A breakpoint stops right after the delivery that hits: the rest stays due or waiting.
      scheduler.runDue(until: shouldStopStepping)
      inbox.drain(until: shouldStopStepping)
      let nextDue = scheduler.nextDue?.uptimeNanoseconds ?? deadline
      let until = min(deadline, nextDue, DispatchTime.now().uptimeNanoseconds + 50_000_000)
      let seconds = Double(until &- min(until, DispatchTime.now().uptimeNanoseconds)) / 1e9
      if seconds > 0 { inbox.wait(until: Date(timeIntervalSinceNow: seconds)) }
    }
    // Nothing more after a breakpoint's hit: it stops right after that step.
    if debugger.hit == nil {
      scheduler.runDue()
      inbox.drain()
    }
    // A breakpoint stopped it: at the real time it had run, the rest left for `continue`.
    let now = Int(DispatchTime.now().uptimeNanoseconds)
    noteBreakInWait(waited: now - Int(start), left: Int(deadline) - now)
    if isInterrupted() { noteWaitInterruption(of: duration, since: start) }
    summarizeEffects()
  }

  func cancel(_ number: Int) throws(ShellError) {
    guard store.effects.cancel(recordID: number) else {
      let running = store.effects.records.map { "#\($0.id)" }
      throw ShellError(
        "no effect #\(number) in flight"
          + (running.isEmpty ? "; none is running" : "; running: \(running.joined(separator: ", "))"))
    }
    emit("cancelled effect #\(number)", .note)
    summarizeEffects()
  }

  /// Lets async effects (tasks) deliver what they have finished: on a test store, runs them to
  /// their next wait (see ``settleTasks()``); on a live store, gives tasks just started
  /// ``liveSettleSeconds`` to reach their first wait (so that the summary says when they next
  /// fire), then returns: what they deliver later prints as it comes (above the prompt, or at
  /// `wait`), at its due time.
  func settle() {
    guard clock.isLive else { return settleTasks() }
    inbox.drain()
    keepTurningMainRunLoop()
    let deadline = Date(timeIntervalSinceNow: Self.liveSettleSeconds)
    while store.effects.records.contains(where: { $0.isAsync }), Date() < deadline, !isInterrupted() {
      inbox.wait(until: min(deadline, Date(timeIntervalSinceNow: 0.01)))
      inbox.drain()
    }
  }

  /// How long a live step waits for the tasks it started before it returns: a send returns as
  /// soon as its reducer ran, but for this.
  static var liveSettleSeconds: TimeInterval { 0.01 }

  /// `#0 timer from timer.start`: an effect's number, kind and the action that started it.
  func describe(_ record: EffectRecord) -> String {
    "#\(record.id) \(record.kind) from \(ActionText.render(record.origin as! Action))"
  }

  /// `#1 task from searchQueryChanged("Par"), next in 300ms, id SearchID`: an effect in flight
  /// as the summary, `effects` and `run` name it: number, kind, origin, when it next fires (its
  /// scheduled work, or the wake-up its task waits for on the shell's scheduler) and its
  /// cancellation ids; `: running in real time` for a task busy in real time.
  func describeInFlight(_ record: EffectRecord) -> String {
    var text = describe(record)
    if let next = nextFire(of: record) { text += ", next \(next)" }
    if !record.cancellationIDDescriptions.isEmpty {
      text += ", id \(record.cancellationIDDescriptions.joined(separator: ", "))"
    }
    return text + realTimeNote(record)
  }

  /// When `record` next fires: `in 300ms`, `due now`. A task waiting on the shell's scheduler
  /// wakes at its wait's end; other effects say when their scheduled work runs.
  func nextFire(of record: EffectRecord) -> String? {
    guard let wake = parking.nextWake(of: record) else { return record.nextFire }
    var distance = clock.scheduler.now.distance(to: wake)
    guard distance >= .zero else { return "due now" }
    // Real time is rounded to the millisecond, as scheduled work's is.
    if clock.isLive { distance = .milliseconds(Int((Double(distance.nanoseconds) / 1e6).rounded())) }
    return "in \(distance)"
  }

  /// The effects still in flight.
  func summarizeEffects() {
    let records = store.effects.records
    guard !records.isEmpty else { return emit(.effects([], summary: LineRenderer.noEffectsSummary)) }
    emit(.effects(records.map(describeInFlight), summary: fittedSummary(of: records)))
  }

  /// Emits a reduced action and the state change it made.
  func didReduce(_ action: Action, origin: EffectRecord?) {
    let newState = store.state
    defer { lastState = newState }
    let text = ActionText.render(action)
    if origin != nil {
      timeline.unreceived.append(text)
      let excess = timeline.unreceived.count - 10_000
      if excess > 0 { timeline.unreceived.removeFirst(excess) }
    }
    // After the action's lines: watches print below them.
    defer { debuggerDidReduce(text, delivered: origin != nil) }
    // Read from the session while the event is received (`lastState` is the state before).
    let change = StateTransition(lastActionOf: self)
    if let origin {
      emit(.delivered(action: text, effect: origin.id, kind: origin.kind, change: change))
    } else {
      emit(.sent(action: text, change: change))
    }
  }

  /// Says where Ctrl-C stopped virtual time; returns the step as it is kept: `advance <how far
  /// it got from start>`, with `--deliveries` when it stopped partway through a moment.
  private func noteInterruption(
    of scheduler: VirtualTimeScheduler, since start: UInt64, deliveredSince deliveries: Int
  ) -> String {
    // Volatile, so not recorded: the step is recorded as what it ran, which replays without a
    // stop.
    emit(.info("interrupted at \(elapsed(scheduler)) of virtual time", .volatileNote))
    return stoppedStepLine(scheduler, since: start, deliveredSince: deliveries)
  }

  private func elapsed(_ scheduler: VirtualTimeScheduler) -> String {
    let ns = Int(scheduler.now.dispatchTime.uptimeNanoseconds) - 1
    return ShellDuration(nanoseconds: ns).description
  }
}

extension EffectRecord {
  /// Whether the effect works on other threads (tasks), rather than on a scheduler.
  var isAsync: Bool { ["task", "run", "fireAndForget", "future"].contains(kind) }
}

extension ShellSession: StateChangeSource {
  func appendLastChange(mode: DiffMode, to lines: inout [OutputLine]) {
    StateDiffRenderer.append(from: lastState, to: store.state, mode: mode, to: &lines)
  }

  var lastChanges: [StateChange] { StateChangeFinder.changes(from: lastState, to: store.state) }
}
