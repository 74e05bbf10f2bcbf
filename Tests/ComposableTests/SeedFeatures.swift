// The Timer and SampleText features exactly as seed 000 writes them (less the views), used by
// the tests that prove the TestStore's failures fire when the seed's test is mutilated.
import Composable

struct TimerState: Equatable {
  var started: Date? = nil
  var duration: TimeInterval = 0
}

enum TimerAction {
  case start
  case stop
  case timeUpdated
}

struct TimerEnvironment {
  var date: () -> Date
  var mainQueue: AnySchedulerOf<DispatchQueue>

  static var live: TimerEnvironment {
    .init(
      date: Date.init,
      mainQueue: .main
    )
  }
}

let timerReducer = Reducer<TimerState, TimerAction, TimerEnvironment> {
  state, action, environment in
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

enum SampleTextAction: Equatable {
  case load
  case loaded(Result<String, URLError>)
}

struct SampleTextState: Equatable {
  var loading: Bool
  var text: String
}

struct SampleTextEnvironment {
  var loadText: () -> Effect<String, URLError>
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let sampleTextReducer = Reducer<SampleTextState, SampleTextAction, SampleTextEnvironment> {
  state, action, environment in
  switch action {
  case .load:
    state.loading = true
    return environment.loadText()
      .receive(on: environment.mainQueue)
      .catchToEffect(SampleTextAction.loaded)
  case .loaded(let result):
    state.loading = false
    do {
      state.text = try result.get()
    } catch {
      state.text = "Error: \(error)"
    }
    return .none
  }
}
