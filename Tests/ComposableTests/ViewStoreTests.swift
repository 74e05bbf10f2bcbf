import Composable
import ConcurrencyExtras
import Foundation
import Testing

struct LoadState: Equatable, Sendable {
  var isLoading = false
  var count = 0
  var text = ""
}

enum LoadAction: Equatable {
  case refresh
  case loaded(Int)
  case setText(String)
  case increment
}

/// `refresh` turns `isLoading` on and starts the environment's effect, which answers `loaded`.
let loadReducer = Reducer<LoadState, LoadAction, () -> Effect<LoadAction, Never>> {
  state, action, load in
  switch action {
  case .refresh:
    state.isLoading = true
    return load()
  case let .loaded(count):
    state.isLoading = false
    state.count = count
    return .none
  case let .setText(text):
    state.text = text
    return .none
  case .increment:
    state.count += 1
    return .none
  }
}

@MainActor @Suite struct ViewStoreTests {
  @Test func stateDynamicMemberAndSend() {
    let viewStore = ViewStore(
      Store(initialState: LoadState(), reducer: loadReducer, environment: { .none }))
    #expect(viewStore.state == LoadState())
    viewStore.send(.increment)
    #expect(viewStore.count == 1)
    #expect(viewStore.state.count == 1)
    #expect(viewStore.store.state.count == 1)
  }

  @Test func bindingGetSendSendsTheActionWhenSet() {
    // Seed 002: `viewStore.binding(get: \.countString, send: CounterAction.setCount)`.
    let viewStore = ViewStore(
      Store(initialState: LoadState(), reducer: loadReducer, environment: { .none }))
    let text = viewStore.binding(get: \.text, send: LoadAction.setText)
    #expect(text.wrappedValue == "")
    text.wrappedValue = "hello"
    #expect(viewStore.text == "hello")
    #expect(text.wrappedValue == "hello")
    let count = viewStore.binding(get: { "\($0.count)" }, send: { LoadAction.loaded(Int($0) ?? 0) })
    count.wrappedValue = "42"
    #expect(viewStore.count == 42)
  }

  @Test func bindingVariantsWithAFixedAction() {
    let viewStore = ViewStore(
      Store(initialState: LoadState(), reducer: loadReducer, environment: { .none }))
    let dismiss = viewStore.binding(get: \.isLoading, send: .increment)
    dismiss.wrappedValue = true
    #expect(viewStore.count == 1)
    let whole = viewStore.binding(send: { LoadAction.setText("\($0.count)") })
    whole.wrappedValue = LoadState(count: 5)
    #expect(viewStore.text == "5")
    let wholeFixed = viewStore.binding(send: .increment)
    #expect(wholeFixed.wrappedValue.count == 1)
    wholeFixed.wrappedValue = LoadState()
    #expect(viewStore.count == 2)
  }

  @Test func stateBinding() {
    var stored = 1
    let binding = StateBinding(get: { stored }, set: { stored = $0 * 10 })
    #expect(binding.wrappedValue == 1)
    binding.wrappedValue = 2
    #expect(stored == 20)
  }

  @Test func bindingToABindableField() {
    let viewStore = ViewStore(Store(initialState: SettingsState(), reducer: settingsReducer, environment: ()))
    let name = viewStore.binding(\.$name)
    let isOn = viewStore.binding(\.$isOn)
    name.wrappedValue = "Blob"
    isOn.wrappedValue = true
    #expect(viewStore.name == "Blob")
    #expect(viewStore.isOn)
    #expect(viewStore.nameChanges == 1)
    #expect(name.wrappedValue == "Blob")
  }

  @Test func publisherRemovesDuplicates() {
    let viewStore = ViewStore(
      Store(initialState: LoadState(), reducer: loadReducer, environment: { .none }))
    var states: [LoadState] = []
    var counts: [Int] = []
    let all = viewStore.publisher.sink { states.append($0) }
    let count = viewStore.publisher.count.sink { counts.append($0) }
    viewStore.send(.setText("a"))
    viewStore.send(.setText("a"))
    viewStore.send(.increment)
    viewStore.send(.setText("b"))
    #expect(states.map(\.text) == ["", "a", "a", "b"])
    #expect(states.count == 4)
    #expect(counts == [0, 1])
    all.cancel()
    count.cancel()
    viewStore.send(.increment)
    #expect(states.count == 4)
    #expect(counts == [0, 1])
  }

  @Test func customRemoveDuplicates() {
    let viewStore = ViewStore(
      Store(initialState: LoadState(), reducer: loadReducer, environment: { .none }),
      removeDuplicates: { $0.count == $1.count })
    var seen: [Int] = []
    let observation = viewStore.publisher.sink { seen.append($0.count) }
    viewStore.send(.setText("ignored"))
    viewStore.send(.increment)
    #expect(seen == [0, 1])
    _ = observation
  }

  @Test func viewStoreOfAStatelessStore() {
    let store = Store(initialState: LoadState(), reducer: loadReducer, environment: { .none })
    let viewStore = ViewStore(store.stateless)
    var seen = 0
    let observation = viewStore.publisher.sink { seen += 1 }
    viewStore.send(.increment)
    viewStore.send(.increment)
    #expect(store.state.count == 2)
    #expect(seen == 1)
    _ = observation
  }
}

private let mainQueueKey = DispatchSpecificKey<Bool>()

@MainActor @Suite struct ViewStoreAsyncTests {
  func liveStore(delay: UInt64 = 5_000_000) -> ViewStore<LoadState, LoadAction> {
    ViewStore(
      Store(
        initialState: LoadState(), reducer: loadReducer,
        environment: {
          .task {
            try? await Task.sleep(nanoseconds: delay)
            return .loaded(7)
          }
        }))
  }

  @Test func sendWhileWaitsForThePredicate() async {
    let viewStore = liveStore()
    await viewStore.send(.refresh, while: \.isLoading)
    #expect(!viewStore.isLoading)
    #expect(viewStore.count == 7)
  }

  @Test func yieldWhileReturnsAtOnceWhenFalse() async {
    let viewStore = liveStore()
    await viewStore.yield(while: \.isLoading)
    #expect(!viewStore.isLoading)
  }

  /// Whether the code runs on the main queue (on Linux, once the main thread parks in
  /// `dispatchMain`, a worker thread serves the main queue: `Thread.isMainThread` is false).
  func isOnMainQueue() -> Bool {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  @Test func yieldWhileRunsOnTheCallersActor() async {
    let viewStore = liveStore()
    viewStore.send(.refresh)
    var onMain: [Bool] = []
    await viewStore.yield(while: { state in
      onMain.append(isOnMainQueue())
      return state.isLoading
    })
    #expect(!onMain.isEmpty)
    #expect(onMain.allSatisfy { $0 })
    #expect(viewStore.count == 7)
  }

  @Test func yieldWhileEndsWhenItsTaskIsCancelled() async {
    let viewStore = liveStore(delay: 10_000_000_000)
    let task = viewStore.send(.refresh)
    let waiting = Task { await viewStore.yield(while: \.isLoading) }
    try? await Task.sleep(nanoseconds: 10_000_000)
    waiting.cancel()
    await waiting.value
    #expect(viewStore.isLoading)
    await task.cancel()
  }

  @Test func cancellingSendWhileCancelsTheEffects() async {
    let viewStore = liveStore(delay: 10_000_000_000)
    let waiting = Task { await viewStore.send(.refresh, while: \.isLoading) }
    try? await Task.sleep(nanoseconds: 10_000_000)
    #expect(viewStore.store.effects.records.count == 1)
    waiting.cancel()
    await waiting.value
    let deadline = Date(timeIntervalSinceNow: 2)
    while !viewStore.store.effects.records.isEmpty, Date() < deadline {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
    #expect(viewStore.store.effects.records.isEmpty)
  }

  @Test func statesStreamDeduplicates() async {
    let viewStore = liveStore()
    var iterator = viewStore.states.makeAsyncIterator()
    #expect(await iterator.next()?.isLoading == false)
    viewStore.send(.refresh)
    #expect(await iterator.next()?.isLoading == true)
    let next = await iterator.next()
    #expect(next?.isLoading == false)
    #expect(next?.count == 7)
  }

  @Test func storeTaskFinishFromAViewStore() async {
    // Seed 001: `.task { await viewStore.send(.task).finish() }`.
    let viewStore = liveStore()
    await viewStore.send(.refresh).finish()
    #expect(viewStore.count == 7)
  }
}
