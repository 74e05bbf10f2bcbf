import Foundation
import IssueReporting

/// A store for tests: every action is sent with the state change the test expects, every
/// action an effect delivers must be received, and no effect may still run at the end.
///
/// Actions that async effects deliver are reduced as they arrive, in order, with the state of
/// that moment (a reducer reading a test scheduler's `now` sees the time of the delivery), and
/// wait to be asserted with `receive`. ``state`` is the state as of the last asserted step.
///
/// Failures are reported through IssueReporting, so they work in XCTest and Swift Testing,
/// worded as the Composable Architecture 0.40 words them, with custom-dump diffs.
public final class TestStore<State: Equatable, Action, Environment> {
  /// How strictly the test is checked; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for async effects, in nanoseconds. Generous (5 s),
  /// because a loaded 2-core machine can hold a task back for a while; a passing test never
  /// waits it out, since waiting ends as soon as the action comes.
  public var timeout: UInt64 = 5_000_000_000

  let root: RootStore<State, Action>
  let log: TestStoreLog<State, Action>
  private let environmentBox: Box<Environment>
  /// The state as of the last asserted step.
  var assertedState: State
  /// Where the test sent the action that started each effect in flight, by record id.
  var origins: [Int: SourceLocation] = [:]
  /// Where the test store was created, then the last step written in the same file: where
  /// unhandled received actions are reported.
  var lastStepLocation: SourceLocation
  private var observation: LockedCancellable?
  /// The dependencies a ``ReducerProtocol`` feature runs with (see `dependencies`).
  var dependencyValues = Box(DependencyValues._current)
  /// Whose words the failures use: TCA 0.40's, or 0.56's for a ``ReducerProtocol`` feature.
  var wording = FailureWording.tca040

  /// A test store running `reducer` with `environment` from `initialState`.
  public init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    #if !canImport(ObjectiveC)
      LinuxXCTestReporter.installIfNeeded()
    #endif
    let environmentBox = Box(environment)
    let log = TestStoreLog<State, Action>()
    self.environmentBox = environmentBox
    self.log = log
    self.assertedState = initialState
    self.lastStepLocation = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.root = RootStore(
      initialState: initialState,
      reducer: { reducer.run(&$0, $1, environmentBox.value) },
      context: EffectContext(inbox: .serialized(), isOwnedByMainThread: false))
    let root = self.root
    // Holds the log, not the test store: deliveries that arrive while it deinitializes (it
    // waits for async effects there) must still be recorded.
    self.observation = root.observeActions { [unowned root] action, origin in
      if origin == nil {
        log.stateAfterSend = root.state
      } else {
        log.received.append((action, root.state, log.nextStackID))
      }
      log.nextStackID = log.peekStackID?()
    }
  }

  deinit { completed() }

  /// The environment the reducer runs with; tests may change it between steps.
  public var environment: Environment {
    get { environmentBox.value }
    set { environmentBox.value = newValue }
  }

  /// The state as of the last asserted step (`send` or `receive`): actions delivered since then
  /// and not yet received are not in it.
  public var state: State { TestSerialization.run { assertedState } }

  /// The effects in flight.
  public var effects: EffectContext { root.context }

  /// Sends `action` and asserts the state after it: `update` makes the expected change to
  /// the state before the action; the result must equal the actual state. Effects it starts
  /// run, but a synchronous test does not wait for them (see the `async` form).
  @discardableResult
  public func send(
    _ action: Action,
    _ update: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return TestStoreTask(task: sendStep(action, update, at: location), timeout: timeout)
  }

  /// Sends `action` and asserts the state after it, then yields to the effects it started, so
  /// that one which completes at once has completed (and delivered) when this returns.
  ///
  /// Runs on the caller's actor (`isolation`), as TCA 0.40's `@MainActor` one does for a
  /// main-actor test: `await store.send(.tapped) { $0.count = 1 }` compiles in a `@MainActor`
  /// test in Swift 6 mode (the closure stays on the test's actor), and in a nonisolated one.
  @discardableResult
  public func send(
    _ action: Action,
    _ update: ((inout State) throws -> Void)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let task = sendStep(action, update, at: location)
    await yieldToStartedEffects(task, isolation: isolation)
    return TestStoreTask(task: task, timeout: timeout)
  }

  /// Asserts that no effect is still running, waiting up to ``timeout`` for async ones; the
  /// form for synchronous tests. Effects still running are reported when the test store ends.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    blockUntil(deadline: deadline(after: timeout)) { self.root.context.records.isEmpty }
    reportEffectsStillInFlight(after: timeout, at: location)
  }

  /// Suspends until every effect in flight has finished, up to `timeout` nanoseconds (default
  /// ``timeout``); fails if some are still running then (they are reported again, each at its
  /// `send`, when the test store ends). Runs on the caller's actor (`isolation`).
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let nanoseconds = nanoseconds ?? timeout
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if hasEffectsInFlight { await Task.yieldToOtherTasks(count: 3) }
    await suspendUntil(deadline: deadline(after: nanoseconds), isolation: isolation) {
      self.root.context.records.isEmpty
    }
    reportEffectsStillInFlight(after: nanoseconds, at: location)
  }

  /// Suspends until every effect in flight has finished, up to `duration`.
  public func finish(
    timeout duration: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await finish(
      timeout: duration.nanoseconds, isolation: isolation, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Drops the received actions not yet asserted; the asserted state catches up with them.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    skipReceived(
      strict: strict,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func skipReceived(strict: Bool, at location: SourceLocation) {
    TestSerialization.run {
      if log.received.isEmpty {
        if strict { fail("There were no received actions to skip.", at: location) }
        return
      }
      assertedState = log.received.last!.state
      log.received.removeAll()
    }
  }

  /// Yields to async effects, then drops the received actions not yet asserted.
  public func skipReceivedActions(
    strict: Bool = true,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await Task.yieldToOtherTasks()
    skipReceived(
      strict: strict,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Cancels the effects in flight.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    TestSerialization.run {
      if strict && root.context.records.isEmpty {
        fail(
          "There were no in-flight effects to skip.",
          at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      root.context.cancelAll()
    }
  }
}

/// What a test store's reducer did that the test has not asserted yet. A class apart from the
/// test store, so that deliveries during its deinitialization still reach it.
final class TestStoreLog<State, Action> {
  /// The actions effects delivered, each with the state after it and the stack id the store
  /// would have given next before it (see ``nextStackID``), in delivery order.
  var received: [(action: Action, state: State, stackID: StackElementID?)] = []
  /// The id the store's `stackElementID` would give next, as of the last action reduced: the
  /// ids a `StackState.append` gives in a `receive`'s assertion. `nil` for a 0.40 feature.
  var nextStackID: StackElementID?
  /// Reads the store's next stack id (set for a ``ReducerProtocol`` feature).
  var peekStackID: (() -> StackElementID)?
  /// The state right after the last sent action (before the actions its effects delivered).
  var stateAfterSend: State?
}

/// A mutable value shared by reference.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Where a test step was written.
struct SourceLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

extension EffectInbox {
  /// An inbox whose posts run at once on the posting thread, serialized with every test store
  /// step and test scheduler (``TestSerialization``): a test store's.
  static func serialized() -> EffectInbox {
    let holder = WeakEffectInbox()
    let inbox = EffectInbox {
      TestSerialization.run { _ = holder.inbox?.drain() }
    }
    holder.inbox = inbox
    return inbox
  }
}

extension Duration {
  /// The duration in whole nanoseconds (negative durations count as zero).
  var nanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
  }
}
