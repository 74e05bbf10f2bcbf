import IssueReporting

/// A store for tests: every action is sent with the state change the test expects, every
/// action an effect delivers must be received, and no effect may still run at the end.
///
/// Failures are reported through IssueReporting, so they work in XCTest and Swift Testing,
/// worded as the Composable Architecture words them, with custom-dump diffs.
public final class TestStore<State: Equatable, Action, Environment> {
  /// The environment the reducer runs with; tests may change it between steps.
  public var environment: Environment
  /// How strictly the test is checked; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on
  /// How long ``receive(_:_:fileID:filePath:line:column:)`` waits for an async effect to
  /// deliver (seconds). Generous, because a loaded 2-core machine can hold a task back for a
  /// while; a passing test never waits it out, since waiting ends as soon as the action comes.
  public var timeout: TimeInterval = 5

  let root: RootStore<State, Action>
  let inbox = EffectInbox()
  var expectedState: State
  var stateAfterSend: State?
  var received: [(action: Action, state: State)] = []
  var origins: [Int: SourceLocation] = [:]
  private var observation: AnyCancellable?
  let location: SourceLocation

  /// A test store running `reducer` with `environment` from `initialState`.
  public init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.environment = environment
    self.expectedState = initialState
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let box = WeakTestStoreBox<State, Action, Environment>()
    self.root = RootStore(
      initialState: initialState,
      reducer: { state, action in
        guard let store = box.store else { return .none }
        return reducer.run(&state, action, store.environment)
      },
      context: EffectContext(inbox: inbox))
    box.store = self
    self.observation = root.observeActions { [weak self] action, origin in
      guard let self else { return }
      if origin == nil {
        self.stateAfterSend = self.root.state
      } else {
        self.received.append((action, self.root.state))
      }
    }
  }

  deinit { completed() }

  /// The current state.
  public var state: State { root.state }

  /// The effects in flight.
  public var effects: EffectContext { root.context }

  /// Sends `action` and asserts the state after it: `update` makes the expected change to
  /// the state before the action; the result must equal the actual state.
  @discardableResult
  public func send(
    _ action: Action,
    _ update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      if exhaustivity == .on {
        fail(
          """
          Must handle \(received.count) received \
          action\(received.count == 1 ? "" : "s") before sending an action: …

          Unhandled actions: \(dumped(received.map(\.action)))
          """, at: location)
      }
      expectedState = received.last!.state
      received.removeAll()
    }
    stateAfterSend = nil
    let task = root.send(action)
    for record in task.records { origins[record.id] = location }
    let actual = stateAfterSend ?? root.state
    // Non-exhaustive: only what `update` asserts is checked, on top of the actual state.
    let before = exhaustivity == .on ? expectedState : actual
    checkState(expectedFrom: before, update: update, actual: actual, at: location)
    expectedState = actual
    return TestStoreTask(task: task, store: self)
  }

  /// Asserts that no effect is still running, waiting up to ``timeout`` for async ones.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    waitForEffects(until: Date(timeIntervalSinceNow: timeout)) { self.root.context.records.isEmpty }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    reportRunningEffects(at: location)
  }

  /// Asserts that no effect is still running, waiting up to `timeout` (default ``timeout``)
  /// for async ones by yielding to them: the form for async tests (`await store.finish()`),
  /// where blocking the thread would starve the effects (inside `withMainSerialExecutor`, it
  /// would block the very queue they run on).
  public func finish(
    timeout: TimeInterval? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let deadline = Date(timeIntervalSinceNow: timeout ?? self.timeout)
    await waitForEffects(until: deadline) { root.context.records.isEmpty }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    reportRunningEffects(at: location)
  }

  /// Drops the received actions not yet asserted; the expected state catches up with them.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    drainInbox()
    if received.isEmpty {
      if strict {
        fail(
          "There were no received actions to skip.",
          at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return
    }
    expectedState = received.last!.state
    received.removeAll()
  }

  /// Cancels the effects in flight.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    if strict && root.context.records.isEmpty {
      fail(
        "There were no in-flight effects to skip.",
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    root.context.cancelAll()
  }
}

/// Where a test step was written.
struct SourceLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

private final class WeakTestStoreBox<State: Equatable, Action, Environment> {
  weak var store: TestStore<State, Action, Environment>?
}
