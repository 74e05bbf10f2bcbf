import Composable

/// Deterministic stand-ins for the live dependencies (UUIDs, dates, random numbers), so that a
/// test store or a recorded shell session gives the same output on every run.
public enum Deterministic {
  /// The UUID whose last group is `n` in hex: `uuid(1)` is `00000000-0000-0000-0000-000000000001`.
  public static func uuid(_ n: Int) -> UUID {
    let hex = String(UInt64(truncatingIfNeeded: n), radix: 16)
    let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return UUID(uuidString: "00000000-0000-0000-0000-\(padded.suffix(12))")!
  }

  /// A UUID generator counting up from `first`: `…0001`, `…0002`, … (each generator counts on
  /// its own).
  public static func incrementingUUIDs(startingAt first: Int = 1) -> () -> UUID {
    let counter = Tally(first)
    return { uuid(counter.next()) }
  }

  /// The fixed date of deterministic environments: `Date(timeIntervalSince1970: 0)`.
  public static let date = Date(timeIntervalSince1970: 0)

  /// A random number generator seeded with `seed`: the same seed gives the same numbers on
  /// every run and platform (SplitMix64, reduced to the range by remainder).
  public static func random(seed: UInt64 = 0) -> (ClosedRange<Int>) -> Int {
    var generator = SplitMix64(seed: seed)
    return { range in
      let width = UInt64(range.upperBound - range.lowerBound) &+ 1
      let offset = width == 0 ? generator.next() : generator.next() % width
      return range.lowerBound &+ Int(truncatingIfNeeded: offset)
    }
  }

  private final class Tally {
    private var value: Int
    init(_ value: Int) { self.value = value }
    func next() -> Int {
      defer { value += 1 }
      return value
    }
  }
}

/// The SplitMix64 generator: tiny, fast and the same everywhere.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { self.state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
