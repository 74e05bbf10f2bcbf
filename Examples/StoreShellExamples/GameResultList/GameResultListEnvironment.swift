/// The result list needs no dependencies (seed 003).
public struct GameResultListEnvironment: Sendable {
  /// The empty environment.
  public init() {}
}
