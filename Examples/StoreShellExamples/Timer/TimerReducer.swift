import Composable

/// The stopwatch's reducer, as seed 000 writes it (a computed global: `Reducer` is not
/// `Sendable`, so the seed's global `let` does not compile in Swift 6).
public var timerReducer: Reducer<TimerState, TimerAction, TimerEnvironment> {
  Reducer { state, action, environment in
    struct TimerId: Hashable {}

    switch action {
    case .start:
      if state.started == nil {
        state.started = environment.date()
      }
      return Effect.timer(
        id: TimerId(),
        every: .milliseconds(10),
        tolerance: .zero,
        on: environment.mainQueue
      ).map { time -> TimerAction in
        return TimerAction.timeUpdated
      }
    case .timeUpdated:
      state.duration += 0.01
      return .none
    case .stop:
      return .cancel(id: TimerId())
    }
  }
}
