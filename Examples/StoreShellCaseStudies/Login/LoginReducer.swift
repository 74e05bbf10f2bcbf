import Composable

/// Signing in's reducer: the two-factor step's reducer on the optional step, then the form's
/// logic. Dismissing the step cancels its request.
public let loginReducer = Reducer<LoginState, LoginAction, LoginEnvironment>.combine(
  twoFactorReducer
    .optional()
    .pullback(
      state: \.twoFactor,
      action: /LoginAction.twoFactor,
      environment: { TwoFactorEnvironment(authenticationClient: $0.authenticationClient) }
    ),
  Reducer { state, action, environment in
    enum LoginRequestID {}

    switch action {
    case .alertDismissed:
      state.alert = nil
      return .none

    case let .emailChanged(email):
      state.email = email
      state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
      return .none

    case .loginButtonTapped:
      state.isLoginRequestInFlight = true
      return .task { [email = state.email, password = state.password] in
        .loginResponse(
          await TaskResult { try await environment.authenticationClient.login(email, password) }
        )
      }
      .cancellable(id: LoginRequestID.self, cancelInFlight: true)

    case let .loginResponse(.success(response)):
      state.isLoginRequestInFlight = false
      if response.twoFactorRequired {
        state.twoFactor = TwoFactorState(token: response.token)
      } else {
        state.sessionToken = response.token
      }
      return .none

    case let .loginResponse(.failure(error)):
      state.alert = AlertState(title: TextState(error.localizedDescription))
      state.isLoginRequestInFlight = false
      return .none

    case let .passwordChanged(password):
      state.password = password
      state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
      return .none

    case let .twoFactor(.twoFactorResponse(.success(response))):
      state.twoFactor = nil
      state.sessionToken = response.token
      return .none

    case .twoFactor:
      return .none

    case .twoFactorDismissed:
      state.twoFactor = nil
      return .cancel(id: TwoFactorTearDownID.self)
    }
  }
)
