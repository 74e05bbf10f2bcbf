import ComposableArchitecture

/// Counts down one second at a time on the continuous clock.
public struct Countdown: ReducerProtocol {
  public struct State: Equatable {
    public var secondsLeft: Int
    public var isRunning = false

    public init(secondsLeft: Int = 3) { self.secondsLeft = secondsLeft }
  }

  public enum Action: Equatable {
    case startButtonTapped
    case tick
    case finished
  }

  @Dependency(\.continuousClock) var clock

  private enum TimerID {}

  public init() {}

  public var body: some ReducerProtocolOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isRunning = true
        let seconds = state.secondsLeft
        return .run { send in
          for _ in 0..<seconds {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
          await send(.finished)
        }
        .cancellable(id: TimerID.self, cancelInFlight: true)
      case .tick:
        state.secondsLeft -= 1
        return .none
      case .finished:
        state.isRunning = false
        return .none
      }
    }
  }
}
