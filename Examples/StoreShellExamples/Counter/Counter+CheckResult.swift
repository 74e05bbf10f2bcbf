extension Counter {
  /// How the guess compares with the secret (seed 002).
  public enum CheckResult: String, Equatable, Codable, Sendable {
    /// The guess is below the secret.
    case lower
    /// The guess is the secret.
    case equal
    /// The guess is above the secret.
    case higher

    /// The label the seed's view shows: `Lower`, `Correct` or `Higher`.
    public var label: String {
      switch self {
      case .lower: "Lower"
      case .equal: "Correct"
      case .higher: "Higher"
      }
    }
  }

  /// How ``count`` compares with ``secret``.
  public var checkResult: CheckResult {
    if count < secret { return .lower }
    if count > secret { return .higher }
    return .equal
  }
}
