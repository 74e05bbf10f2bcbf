import Composable

/// What the sign-in service answers: a token, and whether a code must be entered next.
public struct AuthenticationResponse: Equatable, Codable {
  /// The session token (or, when ``twoFactorRequired``, the token the code is checked with).
  public var token: String
  /// Whether a two-factor code is needed before the session starts.
  public var twoFactorRequired: Bool

  /// A response.
  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

/// Why the sign-in service refused.
public enum AuthenticationError: Equatable, LocalizedError {
  /// The e-mail or the password is wrong.
  case invalidUserPassword
  /// The code is wrong.
  case invalidTwoFactor

  /// What the alert says.
  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword: return "Unknown user or wrong password."
    case .invalidTwoFactor: return "Wrong code."
    }
  }
}

/// The sign-in service, as a struct of endpoints.
public struct AuthenticationClient {
  /// Signs in with an e-mail and a password.
  public var login: (_ email: String, _ password: String) async throws -> AuthenticationResponse
  /// Checks a two-factor code against the token ``login`` gave.
  public var twoFactor: (_ code: String, _ token: String) async throws -> AuthenticationResponse

  /// A client from its endpoints.
  public init(
    login: @escaping (_ email: String, _ password: String) async throws -> AuthenticationResponse,
    twoFactor: @escaping (_ code: String, _ token: String) async throws -> AuthenticationResponse
  ) {
    self.login = login
    self.twoFactor = twoFactor
  }
}

extension AuthenticationClient {
  /// The app's live client: a pretend service answering after a second.
  public static let live = AuthenticationClient.inMemory(
    latency: { try await Task.sleep(nanoseconds: NSEC_PER_SEC) }
  )

  /// A pretend service, each answer given after `latency`: password "password" signs in, an
  /// e-mail containing "2fa" asks for a code, and the code is "1234".
  public static func inMemory(latency: @escaping () async throws -> Void) -> AuthenticationClient {
    AuthenticationClient(
      login: { email, password in
        try await latency()
        guard password == "password" else { throw AuthenticationError.invalidUserPassword }
        return AuthenticationResponse(token: "token", twoFactorRequired: email.contains("2fa"))
      },
      twoFactor: { code, token in
        try await latency()
        guard token == "token", code == "1234" else { throw AuthenticationError.invalidTwoFactor }
        return AuthenticationResponse(token: "session", twoFactorRequired: false)
      }
    )
  }

  /// A client whose endpoints fail the test if called.
  public static let unimplemented = AuthenticationClient(
    login: IssueReporting.unimplemented("\(Self.self).login"),
    twoFactor: IssueReporting.unimplemented("\(Self.self).twoFactor")
  )
}
