import Composable

/// What signing in does.
// TODO(codable): `Codable` once TaskResult is Codable (another helper adds it).
public enum LoginAction: Equatable {
  /// The alert was dismissed.
  case alertDismissed
  /// The e-mail changed.
  case emailChanged(String)
  /// "Sign in" was tapped.
  case loginButtonTapped
  /// The service answered sign-in.
  case loginResponse(TaskResult<AuthenticationResponse>)
  /// The password changed.
  case passwordChanged(String)
  /// The two-factor step's action.
  case twoFactor(TwoFactorAction)
  /// The two-factor step was dismissed.
  case twoFactorDismissed
}
