import ConcurrencyExtras

/// Observes a store's state and sends it actions: the seeds' `ViewStore`, without SwiftUI.
///
/// Reads go through dynamic member lookup (`viewStore.count`); ``publisher`` and ``states``
/// deliver the state each time it changes, duplicates removed.
@dynamicMemberLookup
public final class ViewStore<State, Action> {
  /// The store observed.
  public let store: Store<State, Action>
  private let isDuplicate: (State, State) -> Bool

  /// Observes `store`, treating states as unchanged when `isDuplicate` says so.
  public init(_ store: Store<State, Action>, removeDuplicates isDuplicate: @escaping (State, State) -> Bool) {
    self.store = store
    self.isDuplicate = isDuplicate
  }

  /// The current state.
  public var state: State { store.state }

  /// A property of the current state: `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    store.state[keyPath: keyPath]
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
    StorePublisher(subscribe: { [store, isDuplicate] body in
      var last: State?
      return store.observe { state in
        if let previous = last, isDuplicate(previous, state) { return }
        last = state
        body(state)
      }
    })
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
  public func binding<Value: Equatable>(_ keyPath: WritableKeyPath<State, BindableState<Value>>)
    -> StateBinding<Value>
  {
    binding(get: { $0[keyPath: keyPath].wrappedValue }, send: { Action.set(keyPath, $0) })
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
