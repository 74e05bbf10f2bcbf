import Composable

/// Deterministic stand-ins for the live dependencies (UUIDs, dates, random numbers), so that a
/// test store or a recorded shell session gives the same output on every run.
public enum Deterministic {
  /// The UUID whose last group is `n` in hex: `uuid(1)` is `00000000-0000-0000-0000-000000000001`.
  public static func uuid(_ n: Int) -> UUID { UUID(counting: n) }

  /// A UUID generator counting up from `first`: `…0001`, `…0002`, … (each generator counts on
  /// its own).
  public static func incrementingUUIDs(startingAt first: Int = 1) -> () -> UUID {
    UUID.incrementing(from: first)
  }

  /// The fixed date of deterministic environments: `Date(timeIntervalSince1970: 0)`.
  public static let date = Date(timeIntervalSince1970: 0)

  /// A random number generator seeded with `seed`: the same seed gives the same numbers on
  /// every run and platform (``RandomSource``'s SplitMix64, reduced to the range by remainder).
  public static func random(seed: UInt64 = 0) -> (ClosedRange<Int>) -> Int {
    let source = RandomSource(seed: seed)
    return { source($0) }
  }
}
