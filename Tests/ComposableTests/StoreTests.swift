import Composable
import ConcurrencyExtras
import Foundation
import Testing

/// Store: sending, scoping, observing, effects in flight.
@MainActor @Suite struct StoreTests {
  let scheduler = DispatchQueue.test

  @Test func sendReducesAtOnce() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 2)
    let task = store.send(.increment)
    #expect(store.state.count == 2)
    #expect(task.isCancelled)  // no effect: nothing to wait for
    store.send(.echo(7))
    #expect(store.state.count == 7)
  }

  @Test func scopeWithKeyPathAndActionEmbed() {
    let store = Store(
      initialState: ParentState(),
      reducer: countReducer.pullback(
        state: \ParentState.counter, action: /ParentAction.counter,
        environment: { (env: ParentEnvironment) in env.step }),
      environment: ParentEnvironment(step: 3))
    let child = store.scope(state: \.counter, action: ParentAction.counter)
    child.send(.increment)
    #expect(child.state.count == 3)
    #expect(store.state.counter.count == 3)
    store.send(.counter(.set(10)))
    #expect(child.state == CountState(count: 10))
    let grandchild = child.scope(state: \.count)
    grandchild.send(.decrement)
    #expect(grandchild.state == 7)
    #expect(store.state.counter.count == 7)
  }

  @Test func statelessAndActionless() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    let stateless = store.stateless
    stateless.send(.increment)
    #expect(store.state.count == 1)
    let actionless = store.actionless
    #expect(actionless.state.count == 1)
    store.send(.increment)
    #expect(actionless.state.count == 2)
  }

  @Test func observeCallsNowAndAfterEachSend() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    var seen: [Int] = []
    let observation = store.observe { seen.append($0.count) }
    #expect(seen == [0])
    store.send(.increment)
    store.send(.increment)
    #expect(seen == [0, 1, 2])
    observation.cancel()
    store.send(.increment)
    #expect(seen == [0, 1, 2])
  }

  @Test func scopedObservationSeesTheScopedState() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    let scoped = store.scope(state: { "count \($0.count)" })
    var seen: [String] = []
    let observation = scoped.observe { seen.append($0) }
    store.send(.increment)
    #expect(seen == ["count 0", "count 1"])
    _ = observation
  }

  @Test func observeActionsSeesSentAndDeliveredActions() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    var seen: [String] = []
    let observation = store.observeActions { action, origin in
      seen.append("\(action) \(origin.map { "from #\($0.id) \($0.kind)" } ?? "sent")")
    }
    store.send(.echo(5))
    #expect(seen == ["echo(5) sent", "set(5) from #0 value"])
    observation.cancel()
    store.send(.increment)
    #expect(seen.count == 2)
  }

  @Test func actionsDeliveredSynchronouslyAreBufferedInOrder() {
    // A reducer whose effect delivers at once must not run re-entrantly: the delivered
    // actions are reduced after the current one, in the order delivered.
    enum Action: Equatable {
      case start
      case step(Int)
    }
    var depth = 0
    var maxDepth = 0
    let reducer = Reducer<[String], Action, Void> { log, action, _ in
      depth += 1
      maxDepth = max(maxDepth, depth)
      defer { depth -= 1 }
      switch action {
      case .start:
        log.append("start")
        return .merge(
          Effect(value: .step(1)),
          .concatenate(Effect(value: .step(2)), Effect(value: .step(3))))
      case let .step(n):
        log.append("step \(n)")
        return n == 1 ? Effect(value: .step(10)) : .none
      }
    }
    let store = Store(initialState: [], reducer: reducer, environment: ())
    var observed = 0
    let observation = store.observe { _ in observed += 1 }
    let task = store.send(.start)
    #expect(store.state == ["start", "step 1", "step 2", "step 3", "step 10"])
    #expect(maxDepth == 1)
    #expect(observed == 2)  // once now, once after the whole send
    #expect(task.isCancelled)
    _ = observation
  }

  @Test func replaceStateOnTheRootOnly() {
    let store = Store(initialState: CountState(), reducer: countReducer, environment: 1)
    var seen: [Int] = []
    let observation = store.observe { seen.append($0.count) }
    store.replaceState(CountState(count: 42))
    #expect(store.state.count == 42)
    #expect(seen == [0, 42])
    store.scope(state: { $0 }).replaceState(CountState(count: 1))
    #expect(store.state.count == 42)
    _ = observation
  }

  @Test func effectsInFlightCanBeListedAndCancelled() {
    let store = probeStore([
      "a": { [scheduler] in Effect(value: .value(1)).delay(for: 1, scheduler: scheduler) },
      "t": { [scheduler] in
        Effect.timer(id: "t", every: .seconds(1), on: scheduler).map { _ in .text("tick") }
      },
    ])
    store.send(.start("a"))
    store.send(.start("t"))
    let records = store.effects.records
    #expect(records.map(\.id) == [0, 1])
    #expect(records.map(\.kind) == ["delay", "timer"])
    #expect(records.map { $0.origin as? Probe } == [.start("a"), .start("t")])
    #expect(records.map(\.isCompleted) == [false, false])
    #expect(store.effects.cancel(recordID: 0))
    #expect(!store.effects.cancel(recordID: 0))
    #expect(records[0].isCompleted)
    #expect(store.effects.records.map(\.id) == [1])
    scheduler.advance(by: 1)
    #expect(store.state == [.text("tick")])
    store.effects.cancelAll()
    #expect(store.effects.records.isEmpty)
    #expect(!store.effects.isInFlight(id: "t"))
    #expect(!scheduler.hasRepeatingWork)
    #expect(scheduler.scheduledCount == 0)
  }

  @Test func cancellingARecordWhoseWorkIsForgottenStillEndsIt() {
    // A future that is never fulfilled holds nothing of its subscriber: cancelling its record
    // must still end it.
    let store = probeStore(["never": { .future { _ in } }])
    store.send(.start("never"))
    #expect(store.effects.records.count == 1)
    #expect(store.effects.cancel(recordID: 0))
    #expect(store.effects.records.isEmpty)
  }

  @Test func releasingAStoreCancelsItsEffects() {
    do {
      let store = probeStore([
        "t": { [scheduler] in
          Effect.timer(id: "t", every: .seconds(1), on: scheduler).map { _ in .text("tick") }
        }
      ])
      store.send(.start("t"))
      #expect(scheduler.hasRepeatingWork)
    }
    #expect(!scheduler.hasRepeatingWork)
  }

  @Test func unwrappedAndIfLet() {
    let reducer = Reducer<CountState?, CountAction, Void> { state, action, _ in
      switch action {
      case .set(0): state = nil
      case let .set(n): state = CountState(count: n)
      case .increment: state?.count += 1
      default: break
      }
      return .none
    }
    let store = Store(initialState: nil, reducer: reducer, environment: ())
    #expect(store.unwrapped() == nil)
    var events: [String] = []
    var unwrapped: Store<CountState, CountAction>?
    let observation = store.ifLet(
      then: { child in
        events.append("then \(child.state.count)")
        unwrapped = child
      },
      else: { events.append("else") })
    #expect(events == ["else"])
    store.send(.set(5))
    store.send(.increment)
    #expect(events == ["else", "then 5"])
    #expect(unwrapped?.state.count == 6)
    unwrapped?.send(.increment)
    #expect(store.state?.count == 7)
    store.send(.set(0))
    #expect(events == ["else", "then 5", "else"])
    // A stale unwrapped store keeps showing the last value.
    #expect(unwrapped?.state.count == 7)
    store.send(.set(1))
    #expect(events == ["else", "then 5", "else", "then 1"])
    observation.cancel()
    store.send(.set(0))
    #expect(events.count == 4)
  }

  @Test func elementStores() {
    let itemReducer = countReducer.pullback(state: \Item.count, action: .self, environment: { $0 })
    let reducer = itemReducer.forEach(
      state: \ListState.items, action: /ListAction.item, environment: { (_: Void) in 1 })
    let store = Store(
      initialState: ListState(items: [Item(id: 1), Item(id: 2)]), reducer: reducer,
      environment: ())
    let items = store.scope(
      state: \.items, action: { (pair: (Int, CountAction)) in ListAction.item(id: pair.0, action: pair.1) })
    let elements: [(id: Int, store: Store<Item, CountAction>)] = items.elementStores()
    #expect(elements.map(\.id) == [1, 2])
    elements[1].store.send(.increment)
    #expect(store.state.items[id: 2]?.count.count == 1)
    #expect(elements[1].store.state.count.count == 1)
    #expect(elements[0].store.state.count.count == 0)
  }

  @Test func enumScope() {
    let screen = Reducer<ScreenState, ScreenAction, Int>.combine(
      countReducer.pullback(
        state: /ScreenState.counter, action: /ScreenAction.counter, environment: { $0 }),
      Reducer { state, action, _ in
        switch action {
        case .show: state = .counter(CountState())
        case .hide: state = .empty
        case .counter: break
        }
        return .none
      }
    )
    let store = Store(initialState: ScreenState.empty, reducer: screen, environment: 1)
    #expect(store.scope(state: /ScreenState.counter, action: ScreenAction.counter) == nil)
    store.send(.show)
    let counter = store.scope(state: /ScreenState.counter, action: ScreenAction.counter)
    counter?.send(.increment)
    #expect(store.state == .counter(CountState(count: 1)))
    #expect(counter?.state.count == 1)
    store.send(.hide)
    #expect(counter?.state.count == 1)
  }

  @Test func storeWithoutEffectsFromAsyncWorkIsDrainedByItsInbox() async {
    let store = probeStore([
      "load": {
        .task {
          try? await Task.sleep(nanoseconds: 1_000_000)
          return .text("done")
        }
      }
    ])
    store.send(.start("load"))
    #expect(store.state.isEmpty)
    #expect(await drainAsync(store.effects.inbox) { !store.state.isEmpty })
    #expect(store.state == [.text("done")])
    #expect(await drainAsync(store.effects.inbox) { store.effects.records.isEmpty })
  }
}

/// A store on the main queue with async effects: `StoreTask.finish()` / `cancel()`.
@MainActor @Suite struct MainQueueStoreTests {
  @Test func storeTaskFinishWaitsForTheEffects() async {
    let store = Store(
      initialState: [], reducer: probeReducer,
      environment: ProbeEnvironment(effects: [
        "load": {
          .run { send in
            try await Task.sleep(nanoseconds: 5_000_000)
            await send(.value(1))
            await send(.value(2))
          }
        }
      ]))
    let task = store.send(.start("load"))
    #expect(!task.isCancelled)
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.state == [.value(1), .value(2)])
  }

  @Test func storeTaskCancelStopsTheEffects() async {
    let store = Store(
      initialState: [], reducer: probeReducer,
      environment: ProbeEnvironment(effects: [
        "load": {
          .run { send in
            try await Task.sleep(nanoseconds: 600_000_000_000)
            await send(.value(1))
          }
        }
      ]))
    let task: ViewStoreTask = store.send(.start("load"))
    let start = Date()
    await task.cancel()
    // Far less than the sleep, with room for a loaded machine that holds the main queue back
    // for seconds while the whole suite runs.
    #expect(Date().timeIntervalSince(start) < 60)
    #expect(task.isCancelled)
    #expect(store.effects.records.isEmpty)
    #expect(store.state.isEmpty)
    #expect(task == task)
    #expect(Set([task, task]).count == 1)
  }

  @Test func liveDispatchQueueTimerCancelled() async throws {
    let store = Store(
      initialState: [], reducer: probeReducer,
      environment: ProbeEnvironment(effects: [
        "tick": {
          Effect.timer(id: "t", every: .milliseconds(5), on: DispatchQueue.main).map { _ in .text("tick") }
        },
        "stop": { .cancel(id: "t") },
      ]))
    store.send(.start("tick"))
    let deadline = Date(timeIntervalSinceNow: 2)
    while store.state.count < 3, Date() < deadline {
      try await Task.sleep(nanoseconds: 2_000_000)
    }
    store.send(.start("stop"))
    let count = store.state.count
    #expect(count >= 3)
    try await Task.sleep(nanoseconds: 30_000_000)
    #expect(store.state.count == count)
    #expect(store.effects.records.isEmpty)
  }

  @Test func liveDelayOnTheMainQueue() async throws {
    let store = Store(
      initialState: [], reducer: probeReducer,
      environment: ProbeEnvironment(effects: [
        "save": {
          Effect(value: .text("saved")).delay(for: .milliseconds(20), scheduler: AnySchedulerOf<DispatchQueue>.main)
        }
      ]))
    let start = Date()
    await store.send(.start("save")).finish()
    #expect(Date().timeIntervalSince(start) >= 0.015)
    #expect(store.state == [.text("saved")])
  }
}
