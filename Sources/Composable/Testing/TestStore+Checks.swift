import Foundation
import IssueReporting

extension TestStore {
  /// Sends `action` (failing first if received actions wait) and asserts the state after it.
  func sendStep(
    _ action: Action, _ update: ((inout State) throws -> Void)?, at location: SourceLocation
  ) -> StoreTask {
    TestSerialization.run {
      if !log.received.isEmpty {
        if exhaustivity == .on {
          fail(
            """
            Must handle \(log.received.count) received \
            action\(log.received.count == 1 ? "" : "s") before sending an action: …

            Unhandled actions: \(dumpedActions(log.received.map(\.action)))
            """, at: location)
        }
        // The action is still sent, from the state the received actions left. As in TCA 0.40,
        // they stay to be received (or are reported again when the test ends), unless the test
        // is not exhaustive.
        assertedState = log.received.last!.state
        if exhaustivity != .on { log.received.removeAll() }
      }
      log.stateAfterSend = nil
      let update = update.map(withDependenciesBeforeSend)
      let task = root.send(action)
      for record in task.records { origins[record.id] = location }
      let actual = log.stateAfterSend ?? root.state
      // Non-exhaustive: only what `update` asserts is checked, on top of the actual state.
      let before = exhaustivity == .on ? assertedState : actual
      checkState(expectedFrom: before, update: update, actual: actual, at: location)
      assertedState = actual
      noteStep(at: location)
      return task
    }
  }

  /// For a ``ReducerProtocol`` feature, `update` run with the store's dependencies as they are
  /// before the action is sent: a `StackState.append` in it gives the id the reducer's gave.
  func withDependenciesBeforeSend(
    _ update: @escaping (inout State) throws -> Void
  ) -> (inout State) throws -> Void {
    withStoreDependencies(update, nextStackID: nil)
  }

  /// For a ``ReducerProtocol`` feature, `update` run with the store's dependencies (as TCA 0.56
  /// runs every assertion), its stack ids given from `nextStackID` (the store's next one when
  /// `nil`) by a generator of its own.
  ///
  /// A received action's assertion gets the id the store would have given before that action:
  /// `receive(.pushed) { $0.path.append(…) }` names the element the reducer appended. (TCA 0.56
  /// gives the store's next id there, past the reducer's: such an append never matches.)
  func withStoreDependencies(
    _ update: @escaping (inout State) throws -> Void, nextStackID: StackElementID?
  ) -> (inout State) throws -> Void {
    guard wording == .tca056 else { return update }
    var dependencies = dependencyValues.value
    dependencies.stackElementID =
      nextStackID.map { .incrementing(from: $0.generation) } ?? dependencies.stackElementID.copy()
    return { state in try withDependencies { $0 = dependencies } operation: { try update(&state) } }
  }

  /// Yields to the effects `task` started until those not waiting on a scheduler have ended,
  /// for a short while at most (20 ms), or until one of them hands a test scheduler work (a
  /// task going to sleep on it): an effect that ends at once has ended when `send` returns.
  func yieldToStartedEffects(_ task: StoreTask, isolation: isolated (any Actor)?) async {
    guard !task.records.isEmpty else { return }
    let scheduledWork = TestSerialization.scheduledWorkCount
    await Task.yieldToOtherTasks(count: 3)
    let deadline = deadline(after: 20_000_000)
    while TestSerialization.run({
      task.records.contains { !$0.isCompleted && !$0.isWaitingOnScheduler }
    }), TestSerialization.scheduledWorkCount == scheduledWork, DispatchTime.now() < deadline
    {
      try? await Task.sleep(nanoseconds: 100_000)
    }
  }

  func checkState(
    expectedFrom before: State,
    update: ((inout State) throws -> Void)?,
    actual: State,
    at location: SourceLocation
  ) {
    var expected = before
    do {
      try update?(&expected)
    } catch {
      fail("Threw error: \(error)", at: location)
      return
    }
    if expected != actual {
      let difference = failureDiff(expected, actual, actualLabel: "Actual")
      let heading =
        update != nil
        ? "A state change does not match expectation"
        : "State was not expected to change, but a change occurred"
      fail("\(heading): …\n\n\(difference)", at: location)
    } else if update != nil, expected == before, exhaustivity == .on {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """, at: location)
    }
  }

  /// Remembers the last step written in the test store's file: unhandled received actions are
  /// reported there ("after this one").
  func noteStep(at location: SourceLocation) {
    if "\(location.filePath)" == "\(lastStepLocation.filePath)" { lastStepLocation = location }
  }

  /// Whether async effects are still in flight (reading the store's records serialized).
  var hasEffectsInFlight: Bool { TestSerialization.run { !root.context.records.isEmpty } }

  /// Blocks the thread until `done` (checked serialized) or `deadline`, or until no effect is
  /// in flight to change anything. Deliveries run on their own threads meanwhile; on the main
  /// thread the run loop turns, for effects that deliver on the main queue.
  func blockUntil(deadline: DispatchTime, _ done: @escaping () -> Bool) {
    while !TestSerialization.run(done), hasEffectsInFlight, DispatchTime.now() < deadline {
      if Thread.isMainThread {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
      } else {
        Thread.sleep(forTimeInterval: 0.000_5)
      }
    }
  }

  /// Suspends until `done` (checked serialized) or `deadline`, or until no effect is in flight
  /// to change anything, yielding to the effects' tasks.
  func suspendUntil(
    deadline: DispatchTime, isolation: isolated (any Actor)?, _ done: @escaping () -> Bool
  ) async {
    await EffectWait.suspend(until: deadline, isolation: isolation) { TestSerialization.run(done) || !hasEffectsInFlight }
  }

  func deadline(after nanoseconds: UInt64) -> DispatchTime {
    EffectWait.deadline(after: nanoseconds)
  }

  /// After `finish` waited `nanoseconds`: fails if effects are still in flight.
  func reportEffectsStillInFlight(after nanoseconds: UInt64, at location: SourceLocation) {
    guard hasEffectsInFlight, exhaustivity == .on else { return }
    fail(
      """
      Expected effects to finish, but there are still effects in-flight\
      \(nanoseconds > 0 ? " after \(Double(nanoseconds) / 1_000_000_000) seconds" : "").

      \(schedulerSuggestion(nanoseconds: nanoseconds))
      """, at: location)
  }

  /// What to do when an effect did not deliver or finish in time.
  func schedulerSuggestion(nanoseconds: UInt64) -> String {
    let timeoutMessage = timeoutAdvice(nanoseconds: nanoseconds, default: timeout)
    if wording == .tca056 {
      return """
        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
        enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using \
        an immediate clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
        \(timeoutMessage).
        """
    }
    return """
      There are effects in-flight. If the effect that delivers this action uses a \
      scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
      enough time for the scheduler to perform the effect. If you are using a test \
      scheduler, advance the scheduler so that the effects may complete, or consider using \
      an immediate scheduler to immediately perform the effect instead.

      If you are not yet using a scheduler, or can not use a scheduler, \(timeoutMessage).
      """
  }

  /// The end of the test: fails on received actions left unhandled and on effects still
  /// running, and cancels those. As in TCA 0.40, a running effect is reported at once, not
  /// after ``timeout``: only a short grace (``endOfTestGrace``) lets a task that has just
  /// delivered its last action end (its end reaches the store right after the action).
  func completed() {
    if exhaustivity == .on {
      blockUntil(deadline: deadline(after: min(timeout, Self.endOfTestGrace))) {
        !self.root.context.records.contains { !$0.isWaitingOnScheduler }
      }
    }
    TestSerialization.run {
      if !log.received.isEmpty, exhaustivity == .on, wording == .tca056 {
        let actions = log.received.map { "    • " + debugCaseOutput($0.action, abbreviated: true) }
        fail(
          """
          The store received \(log.received.count) unexpected \
          action\(log.received.count == 1 ? "" : "s") after this one: …

            Unhandled actions:
          \(actions.joined(separator: "\n"))
          """, at: lastStepLocation)
      } else if !log.received.isEmpty, exhaustivity == .on {
        fail(
          """
          The store received \(log.received.count) unexpected \
          action\(log.received.count == 1 ? "" : "s") after this one: …

          Unhandled actions: \(dumpedActions(log.received.map(\.action)))
          """, at: lastStepLocation)
      }
      if exhaustivity == .on {
        for record in root.context.records {
          fail(
            wording == .tca056 ? Self.effectStillRunning056 : Self.effectStillRunning,
            at: origins[record.id] ?? lastStepLocation)
        }
      }
      root.context.cancelAll()
    }
  }

  /// How long the end of a test waits for async effects to end: 0.1 s.
  static var endOfTestGrace: UInt64 { 100_000_000 }

  static var effectStillRunning: String {
    """
    An effect returned for this action is still running. It must complete before the end of \
    the test. …

    To fix, inspect any effects the reducer returns for this action and ensure that all of \
    them complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    • If using async/await in your effect, it may need a little bit of time to properly \
    finish. To fix you can simply perform "await store.finish()" at the end of your test.

    • If an effect uses a scheduler (via "receive(on:)", "delay", "debounce", etc.), make \
    sure that you wait enough time for the scheduler to perform the effect. If you are using \
    a test scheduler, advance the scheduler so that the effects may complete, or consider \
    using an immediate scheduler to immediately perform the effect instead.

    • If you are returning a long-living effect (timers, notifications, subjects, etc.), \
    then make sure those effects are torn down by marking the effect ".cancellable" and \
    returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
    if your effect is driven by a Combine subject, send it a completion.
    """
  }

  /// TCA 0.56's words for an effect still running at the end of a test.
  static var effectStillRunning056: String {
    effectStillRunning.replacingOccurrences(
      of: """
        • If an effect uses a scheduler (via "receive(on:)", "delay", "debounce", etc.), make \
        sure that you wait enough time for the scheduler to perform the effect. If you are using \
        a test scheduler, advance the scheduler so that the effects may complete, or consider \
        using an immediate scheduler to immediately perform the effect instead.
        """,
      with: """
        • If an effect uses a clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using \
        a test clock/scheduler, advance it so that the effects may complete, or consider \
        using an immediate clock/scheduler to immediately perform the effect instead.
        """)
  }

  func fail(_ message: String, at location: SourceLocation) {
    reportIssue(
      message, fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }
}

extension EffectRecord {
  /// Whether the effect waits for a scheduler to fire (a delay, a timer), not for a task.
  var isWaitingOnScheduler: Bool { nextFireProvider != nil }
}

/// The diff of a failure, as the Composable Architecture words it: custom-dump's, indented by
/// four, with its legend; or both values in full when custom-dump finds no difference to show.
func failureDiff<Value>(_ expected: Value, _ actual: Value, actualLabel: String) -> String {
  diff(expected, actual, format: .proportional)
    .map { "\($0.indented(by: 4))\n\n(Expected: −, \(actualLabel): +)" }
    ?? """
    Expected:
    \(String(describing: expected).indented(by: 2))

    \(actualLabel):
    \(String(describing: actual).indented(by: 2))
    """
}

/// How to give an assertion more time: depends on whether it already set its own timeout.
func timeoutAdvice(nanoseconds: UInt64, default defaultTimeout: UInt64) -> String {
  nanoseconds != defaultTimeout
    ? #"try increasing the duration of this assertion's "timeout""#
    : #"configure this assertion with an explicit "timeout""#
}

/// Actions as TCA 0.40's failures list them: a custom dump of the array, each element named
/// with its type as a root value is (`[0]: Feature.Action.tapped`), not abbreviated to `.tapped`.
func dumpedActions<Action>(_ actions: [Action]) -> String {
  guard !actions.isEmpty else { return "[]" }
  let elements = actions.enumerated().map { index, action in
    "  [\(index)]: \(dumped(action).indented(by: 2).dropFirst(2))"
  }
  return "[\n\(elements.joined(separator: ",\n"))\n]"
}

/// A custom dump of `value`.
func dumped(_ value: Any) -> String {
  var output = ""
  customDump(value, to: &output)
  return output
}

extension String {
  func indented(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
  }
}
