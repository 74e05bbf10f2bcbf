import Composable

/// The two-factor step: a four-digit code checked against the token sign-in gave.
public struct TwoFactorState: Equatable, Codable {
  /// The token the code is checked with.
  public var token: String
  /// The code typed.
  public var code: String
  /// Whether the code can be submitted (four characters).
  public var isFormValid: Bool
  /// Whether the check is running.
  public var isTwoFactorRequestInFlight: Bool
  /// The alert, while shown.
  public var alert: AlertState<TwoFactorAction>?
}

// In an extension, so that the memberwise initializer (which exported tests write new states
// with) is kept.
extension TwoFactorState {
  /// The step for `token`, with no code typed.
  public init(token: String) {
    self.init(
      token: token, code: "", isFormValid: false, isTwoFactorRequestInFlight: false, alert: nil)
  }
}

/// What the two-factor step does.
public enum TwoFactorAction: Equatable, Codable {
  /// The alert was dismissed.
  case alertDismissed
  /// The code changed.
  case codeChanged(String)
  /// "Submit" was tapped.
  case submitButtonTapped
  /// The service answered the code.
  case twoFactorResponse(TaskResult<AuthenticationResponse>)
}

/// The two-factor step's dependencies.
public struct TwoFactorEnvironment {
  /// The sign-in service.
  public var authenticationClient: AuthenticationClient

  /// An environment from its dependencies.
  public init(authenticationClient: AuthenticationClient) {
    self.authenticationClient = authenticationClient
  }
}

/// Cancels the two-factor step's requests when the step goes away.
public enum TwoFactorTearDownID {}

/// The two-factor step's reducer.
public let twoFactorReducer = Reducer<TwoFactorState, TwoFactorAction, TwoFactorEnvironment> {
  state, action, environment in
  switch action {
  case .alertDismissed:
    state.alert = nil
    return .none

  case let .codeChanged(code):
    state.code = code
    state.isFormValid = code.count == 4
    return .none

  case .submitButtonTapped:
    state.isTwoFactorRequestInFlight = true
    return .task { [code = state.code, token = state.token] in
      .twoFactorResponse(
        await TaskResult { try await environment.authenticationClient.twoFactor(code, token) }
      )
    }
    .cancellable(id: TwoFactorTearDownID.self)

  case let .twoFactorResponse(.failure(error)):
    state.alert = AlertState(title: TextState(error.localizedDescription))
    state.isTwoFactorRequestInFlight = false
    return .none

  case .twoFactorResponse(.success):
    state.isTwoFactorRequestInFlight = false
    return .none
  }
}
