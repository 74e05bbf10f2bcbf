/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted.
  case on
  /// Only what the test asserts is checked: unasserted state changes, skipped received actions
  /// and effects still running are allowed. `showSkippedAssertions` is accepted for source
  /// compatibility with the Composable Architecture; skipped assertions are not listed yet.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without listing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
