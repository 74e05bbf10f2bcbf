import ComposableArchitecture

/// A presented snooze: waits on the continuous clock, then dismisses itself.
public struct Snooze: ReducerProtocol {
  public struct State: Equatable, Codable {
    public var seconds: Int
    public var isWaiting = false

    public init(seconds: Int = 2) { self.seconds = seconds }
  }

  public enum Action: Equatable, Codable {
    case startButtonTapped
    case timerFinished
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  public init() {}

  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .startButtonTapped:
      state.isWaiting = true
      let seconds = state.seconds
      return .run { send in
        try await clock.sleep(for: .seconds(seconds))
        await send(.timerFinished)
      }
    case .timerFinished:
      state.isWaiting = false
      return .fireAndForget { await dismiss() }
    }
  }
}
