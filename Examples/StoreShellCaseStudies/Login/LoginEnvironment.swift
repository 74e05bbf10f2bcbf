import Composable

/// Signing in's dependencies.
public struct LoginEnvironment {
  /// The sign-in service.
  public var authenticationClient: AuthenticationClient

  /// An environment from its dependencies.
  public init(authenticationClient: AuthenticationClient) {
    self.authenticationClient = authenticationClient
  }

  /// The pretend service.
  public static let live = LoginEnvironment(authenticationClient: .live)
}
