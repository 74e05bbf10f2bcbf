import ConcurrencyExtras
import IssueReporting

/// Observes a store's state and sends it actions: the seeds' `ViewStore`, without SwiftUI.
///
/// Reads go through dynamic member lookup (`viewStore.count`); ``publisher`` and ``states``
/// deliver the state each time it changes, duplicates removed.
@dynamicMemberLookup
public final class ViewStore<State, Action> {
  /// The store observed.
  public let store: Store<State, Action>
  private let isDuplicate: (State, State) -> Bool
  private var current: State
  private var subscribers: [(id: Int, body: (State) -> Void)] = []
  private var nextSubscriberID = 0
  private var observation: LockedCancellable?

  /// Observes `store`, treating states as unchanged when `isDuplicate` says so. Duplicates are
  /// removed once per change of the store, whatever the number of subscribers.
  public init(_ store: Store<State, Action>, removeDuplicates isDuplicate: @escaping (State, State) -> Bool) {
    self.store = store
    self.isDuplicate = isDuplicate
    self.current = store.state
    // Not `store.observe`, which calls back at once: as in TCA 0.40, `isDuplicate` first runs
    // at the first change, once per change.
    self.observation = store.observeChanges { [weak self, store] in self?.update(store.state) }
  }

  /// The current state, as of the last change that was not a duplicate.
  public var state: State { current }

  /// A property of the current state: `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    current[keyPath: keyPath]
  }

  private func update(_ state: State) {
    guard !isDuplicate(current, state) else { return }
    current = state
    for subscriber in subscribers { subscriber.body(state) }
  }

  /// Calls `body` with the state now and after each change that is not a duplicate, after the
  /// subscribers before it. Keeps the view store alive until cancelled (the cancellable holds
  /// it), as TCA 0.40's publisher does: `ViewStore(store).publisher.sink { … }` keeps
  /// delivering.
  private func subscribe(_ body: @escaping (State) -> Void) -> LockedCancellable {
    let id = nextSubscriberID
    nextSubscriberID += 1
    subscribers.append((id, body))
    body(current)
    return LockedCancellable { [self] in subscribers.removeAll { $0.id == id } }
  }

  /// Sends `action` to the store; the task tracks the effects it started.
  @discardableResult
  public func send(_ action: Action) -> ViewStoreTask { store.send(action) }

  /// Sends `action`, then waits while `predicate` holds for the state (a pull-to-refresh
  /// waiting for `isLoading` to turn off). Cancelling the waiting task cancels the effects.
  ///
  /// Runs on the caller's actor (`isolation`), the store's: a `@MainActor` view or test can
  /// call it with a main-thread store, which is not `Sendable`.
  public func send(
    _ action: Action, while predicate: @escaping (State) -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    let task = send(action)
    await withTaskCancellationHandler {
      await self.yield(while: predicate, isolation: isolation)
    } onCancel: {
      Task { await task.cancel() }
    }
  }

  /// Waits while `predicate` holds for the state; returns early when the waiting task is
  /// cancelled. Runs on the caller's actor (`isolation`), the store's.
  public func yield(
    while predicate: @escaping (State) -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    guard predicate(state), !Task.isCancelled else { return }
    let resumer = ContinuationResumer()
    await withTaskCancellationHandler {
      await withCheckedContinuation(isolation: isolation) {
        (continuation: CheckedContinuation<Void, Never>) in
        resumer.set(continuation)
        var observation: AnyCancellable?
        observation = store.observe { state in
          if resumer.isResumed || !predicate(state) {
            resumer.resume()
            observation?.cancel()
          }
        }
        if resumer.isResumed { observation?.cancel() }
      }
    } onCancel: {
      resumer.resume()
    }
  }

  /// The state now and after each change, duplicates removed.
  public var publisher: StorePublisher<State> {
    StorePublisher(subscribe: { [self] body in subscribe(body) })
  }


  /// A two-way binding: reads `get` of the state; setting sends `valueToAction(newValue)`.
  public func binding<Value>(
    get: @escaping (State) -> Value, send valueToAction: @escaping (Value) -> Action
  ) -> StateBinding<Value> {
    StateBinding(get: { [store] in get(store.state) }, set: { [store] in store.send(valueToAction($0)) })
  }

  /// A binding that sends `action` whatever value is set (an alert's dismissal).
  public func binding<Value>(get: @escaping (State) -> Value, send action: Action)
    -> StateBinding<Value>
  {
    binding(get: get, send: { _ in action })
  }

  /// A binding of the whole state, sending `valueToAction(newValue)` when set.
  public func binding(send valueToAction: @escaping (State) -> Action) -> StateBinding<State> {
    binding(get: { $0 }, send: valueToAction)
  }

  /// A binding of the whole state, sending `action` when set.
  public func binding(send action: Action) -> StateBinding<State> {
    binding(send: { _ in action })
  }
}

extension ViewStore where State: Sendable {
  /// The state now and after each change, duplicates removed, as an async sequence.
  public var states: AsyncStream<State> { publisher.values }
}

extension ViewStore where State: Equatable {
  /// Observes `store`, removing duplicate states with `==`.
  public convenience init(_ store: Store<State, Action>) {
    self.init(store, removeDuplicates: ==)
  }
}

extension ViewStore where State == Void {
  /// Observes a stateless store.
  public convenience init(_ store: Store<Void, Action>) {
    self.init(store, removeDuplicates: { _, _ in true })
  }
}

extension ViewStore where Action: BindableAction, Action.State == State {
  /// A binding to the bindable field at `keyPath`: setting it sends a ``BindingAction``
  /// (`viewStore.binding(\.$foo)`).
  ///
  /// A binding action that no `Reducer.binding()` reducer applies reports a runtime warning
  /// naming the line of this call, as the Composable Architecture 0.40 does.
  public func binding<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, BindableState<Value>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
  ) -> StateBinding<Value> {
    binding(
      get: { $0[keyPath: keyPath].wrappedValue },
      send: { value in
        let check = UnhandledBindingCheck(
          action: "\(Action.self).binding(.set(_, \(value)))", fileID: fileID, filePath: filePath,
          line: line)
        return Action.binding(BindingAction.set(keyPath, value).onSet { check.wasApplied() })
      })
  }
}

/// Resumes a continuation once, from whichever thread asks first (a state change on the store's
/// thread, or the waiting task's cancellation).
private final class ContinuationResumer: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?
  private var resumed = false

  var isResumed: Bool { lock.withLock { resumed } }

  func set(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow = lock.withLock {
      if resumed { return true }
      self.continuation = continuation
      return false
    }
    if resumeNow { continuation.resume() }
  }

  func resume() {
    let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
      if resumed { return nil }
      resumed = true
      defer { self.continuation = nil }
      return self.continuation
    }
    continuation?.resume()
  }
}

/// Reports a runtime warning when released without having been applied: carried by a binding
/// action that a view store sends, it is released once the store is done with the action.
private final class UnhandledBindingCheck: @unchecked Sendable {
  private let applied = LockIsolated(false)
  private let action: String
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt

  init(action: String, fileID: StaticString, filePath: StaticString, line: UInt) {
    self.action = action
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
  }

  func wasApplied() { applied.setValue(true) }

  deinit {
    guard !applied.value else { return }
    reportIssue(
      """
      A binding action sent from a view store at "\(fileID):\(line)" was not handled. …

        Action:
          \(action)

      To fix this, invoke the "binding()" method on your feature's reducer.
      """, fileID: fileID, filePath: filePath, line: line, column: 0)
  }
}
