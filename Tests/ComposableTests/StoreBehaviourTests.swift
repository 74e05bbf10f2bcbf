import Composable
import ConcurrencyExtras
import Foundation
import Testing

/// Store behaviour as the Composable Architecture 0.40's: observers in subscription order, an
/// action sent by an observer reduced after the notification, `ifLet` on a temporary scope,
/// a view store removing duplicates once per change, and its runtime warnings.
@MainActor @Suite struct StoreBehaviourTests {
  @Test func observersAreNotifiedInSubscriptionOrder() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    var order: [Int] = []
    let observations = (0..<30).map { index in store.observe { _ in order.append(index) } }
    order = []
    store.send(.increment)
    #expect(order == Array(0..<30))
    _ = observations
  }

  @Test func anActionSentByAnObserverIsReducedAfterTheNotification() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    var seen: [[Int]] = Array(repeating: [], count: 10)
    var observations: [AnyCancellable] = []
    for index in 0..<10 {
      if index == 4 {
        observations.append(store.observe { if $0.count == 1 { store.send(.increment) } })
      }
      observations.append(store.observe { seen[index].append($0.count) })
    }
    store.send(.increment)
    #expect(seen == Array(repeating: [0, 1, 2], count: 10))
    #expect(store.state.count == 2)
  }

  @Test func ifLetOnATemporaryScope() {
    struct Parent: Equatable { var child: CountState? }
    let reducer = Reducer<Parent, CountAction, Void> { state, action, _ in
      switch action {
      case let .set(n): state.child = n == 0 ? nil : CountState(count: n)
      case .increment: state.child?.count += 1
      default: break
      }
      return .none
    }
    let store = Store(initialState: Parent(), reducer: reducer, environment: ())
    var events: [String] = []
    let observation = store.scope(state: \.child).ifLet(
      then: { child in events.append("then \(child.state.count)") },
      else: { events.append("else") })
    store.send(.set(3))
    store.send(.set(0))
    #expect(events == ["else", "then 3", "else"])
    observation.cancel()
    store.send(.set(1))
    #expect(events.count == 3)
  }

  @Test func aViewStoreRemovesDuplicatesOncePerChange() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    var comparisons = 0
    let viewStore = ViewStore(store, removeDuplicates: { comparisons += 1; return $0 == $1 })
    var received: [[Int]] = [[], [], []]
    let sinks = (0..<3).map { index in
      viewStore.publisher.count.sink { received[index].append($0) }
    }
    comparisons = 0
    viewStore.send(.increment)
    viewStore.send(.set(1))
    #expect(comparisons == 2)
    #expect(received == Array(repeating: [0, 1], count: 3))
    _ = sinks
  }

  @Test func aStoreOfTheMainQueueCreatedOnAnotherThreadWarns() {
    let issues = onAnotherThread {
      collectIssues { _ = Store(initialState: CountState(), reducer: countReducer, environment: 1) }
    }
    #expect(
      issues == [
        """
        A store initialized on a non-main thread. …

        \(notThreadSafe)
        """
      ])
  }

  @Test func aStoreOfTheMainQueueScopedOrSentToOnAnotherThreadWarns() {
    let store = UncheckedSendable(
      Store(initialState: CountState(), reducer: countReducer, environment: 1))
    let issues = onAnotherThread {
      collectIssues {
        _ = store.value.scope(state: \.count)
        store.value.send(.set(3))
      }
    }
    #expect(
      issues == [
        """
        "Store.scope" was called on a non-main thread. …

        \(notThreadSafe)
        """,
        """
        "ViewStore.send" was called on a non-main thread with: CountAction.set …

        \(notThreadSafe)
        """,
      ])
  }

  @Test func aStoreWithItsOwnInboxMayLiveOnAnyThread() {
    let issues = onAnotherThread {
      collectIssues {
        let store = Store(
          initialState: CountState(), reducer: countReducer, environment: 1, inbox: EffectInbox())
        store.scope(state: \.count).send(.increment)
      }
    }
    #expect(issues == [])
  }

  @Test func anUnhandledBindingActionWarns() {
    let reducer = Reducer<SettingsState, SettingsAction, Void> { _, _, _ in .none }
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: reducer, environment: ()))
    let line = #line + 1
    let issues = collectIssues { viewStore.binding(\.$name).wrappedValue = "Blob" }
    #expect(
      issues == [
        """
        A binding action sent from a view store at "ComposableTests/StoreBehaviourTests.swift:\(line)" \
        was not handled. …

          Action:
            SettingsAction.binding(.set(_, Blob))

        To fix this, invoke the "binding()" method on your feature's reducer.
        """
      ])
    let handled = ViewStore(
      Store(initialState: SettingsState(), reducer: settingsReducer, environment: ()))
    let handledIssues = collectIssues { handled.binding(\.$name).wrappedValue = "Blob" }
    #expect(handledIssues == [])
    #expect(handled.name == "Blob")
  }
}

private let notThreadSafe = """
  The "Store" class is not thread-safe, and so all interactions with an instance of "Store" \
  (including all of its scopes and derived view stores) must be done on the main thread.
  """

/// Runs `body` on a new thread (neither the main thread nor the main queue) and returns its
/// result.
private func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
  let result = LockIsolated<T?>(nil)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    result.setValue(body())
    done.signal()
  }
  thread.start()
  done.wait()
  return result.value!
}
