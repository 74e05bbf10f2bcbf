import Composable

/// Signing in: the form, the request, and the two-factor step when the service asks for it.
public struct LoginState: Equatable, Codable {
  /// The e-mail typed.
  public var email: String
  /// The password typed.
  public var password: String
  /// Whether the form can be submitted.
  public var isFormValid: Bool
  /// Whether sign-in is running.
  public var isLoginRequestInFlight: Bool
  /// The alert, while shown.
  public var alert: AlertState<LoginAction>?
  /// The two-factor step, while shown.
  public var twoFactor: TwoFactorState?
  /// The session's token once signed in.
  public var sessionToken: String?

  /// An empty form.
  public init() {
    self.email = ""
    self.password = ""
    self.isFormValid = false
    self.isLoginRequestInFlight = false
    self.alert = nil
    self.twoFactor = nil
    self.sessionToken = nil
  }
}
