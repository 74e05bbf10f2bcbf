import Composable

/// The stopwatch's reducer: a `.run` effect loops over the scheduler's one-second timer while
/// running, cancelled by a type id when stopped or reset.
public let stopwatchReducer = Reducer<StopwatchState, StopwatchAction, StopwatchEnvironment> {
  state, action, environment in
  enum TimerID {}

  switch action {
  case .lapButtonTapped:
    guard state.isRunning else { return .none }
    state.laps.append(state.secondsElapsed)
    return .none

  case .resetButtonTapped:
    state = StopwatchState()
    return .cancel(id: TimerID.self)

  case .timerTicked:
    state.secondsElapsed += 1
    return .none

  case .toggleButtonTapped:
    state.isRunning.toggle()
    guard state.isRunning else { return .cancel(id: TimerID.self) }
    return .run { send in
      for await _ in environment.mainQueue.timer(interval: .seconds(1)) {
        await send(.timerTicked)
      }
    }
    .cancellable(id: TimerID.self, cancelInFlight: true)
  }
}
