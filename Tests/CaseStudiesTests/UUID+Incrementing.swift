import Composable

extension UUID {
  /// A generator of `00000000-0000-0000-0000-000000000000`, `…001`, `…002`, …: deterministic
  /// ids for a test's environment, as TCA 0.40-era tests wrote them.
  static var incrementing: () -> UUID {
    var count = 0
    return {
      defer { count += 1 }
      return UUID(counting: count)
    }
  }

  /// The id `incrementing` gives `n`th (from 0).
  static func number(_ n: Int) -> UUID { UUID(counting: n) }
}
