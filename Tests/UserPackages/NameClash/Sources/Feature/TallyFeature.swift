import Clients
import ComposableArchitecture
import Models

public struct TallyState: Equatable {
  public var tally: Tally

  public init(tally: Tally = Tally()) {
    self.tally = tally
  }
}

public enum TallyAction: Equatable, Codable {
  case increment
  case setStep(Int)
}

public struct TallyEnvironment {
  public var stepClient: StepClient

  public init(stepClient: StepClient) {
    self.stepClient = stepClient
  }
}

public let tallyReducer = Reducer<TallyState, TallyAction, TallyEnvironment> {
  state, action, environment in
  switch action {
  case .increment:
    state.tally.count += environment.stepClient.step(state.tally)
    return .none
  case let .setStep(step):
    state.tally.step = step
    return .none
  }
}
