import Composable

/// What signing in does.
public enum LoginAction: Equatable, Codable {
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
