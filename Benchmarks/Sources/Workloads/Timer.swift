import Composable

// A 10 ms timer through one virtual hour on a test scheduler, with no TestStore: each of the
// 360,000 ticks is an action through the store (`Effect.timer` mapped into `.tick`), on
// `DispatchQueue.test` erased to the `AnySchedulerOf<DispatchQueue>` a feature's environment
// holds. The baseline is the same number of direct calls of the reducer function.

struct Ticks: Equatable {
  var count = 0
  var isRunning = false
}

enum TickAction: Equatable {
  case start
  case tick
}

struct TickEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

private struct TimerID: Hashable {}

@inline(never)
func reduceTicks(
  _ state: inout Ticks, _ action: TickAction, _ environment: TickEnvironment
) -> Effect<TickAction, Never> {
  switch action {
  case .start:
    state.isRunning = true
    return Effect.timer(id: TimerID(), every: .milliseconds(10), on: environment.mainQueue)
      .map { _ in .tick }
  case .tick:
    state.count += 1
    return .none
  }
}

let ticksReducer = Reducer<Ticks, TickAction, TickEnvironment> { state, action, environment in
  reduceTicks(&state, action, environment)
}

let timerWorkloads: [Workload] = [
  Workload("timer-direct", ops: Ops.ticks, iterations: 200) {
    let environment = TickEnvironment(mainQueue: DispatchQueue.test.eraseToAnyScheduler())
    return {
      var state = Ticks(count: 0, isRunning: true)
      for _ in 0..<Ops.ticks {
        _ = reduceTicks(&state, .tick, environment)
      }
      precondition(state.count == Ops.ticks)
      return [:]
    }
  },
  Workload("timer-store", ops: Ops.ticks, iterations: 20, seconds: 5) {
    let scheduler = DispatchQueue.test
    let store = Store(
      initialState: Ticks(), reducer: ticksReducer,
      environment: TickEnvironment(mainQueue: scheduler.eraseToAnyScheduler()))
    store.send(.start)
    return {
      scheduler.advance(by: .milliseconds(10 * Ops.ticks))  // one virtual hour
      precondition(store.state.count == Ops.ticks, "\(store.state.count) ticks")
      store.effects.cancelAll()
      return [:]
    }
  },
]
