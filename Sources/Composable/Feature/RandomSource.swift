/// Random numbers for a feature: seeded and reproducible on virtual time, the system's
/// generator when live.
///
/// A reference type, so the environment closures that capture it draw from one sequence.
/// Use it as a generator (`Int.random(in: 1...100, using: &generator)` after
/// `var generator = context.random`) or call it with a range: `context.random(1...100)`.
public final class RandomSource: RandomNumberGenerator {
  private enum Kind {
    case seeded(state: UInt64)
    case system
  }

  private var kind: Kind

  /// A generator seeded with `seed`: the same numbers on every run and platform (SplitMix64).
  public init(seed: UInt64) { kind = .seeded(state: seed) }

  private init(system: Void) { kind = .system }

  /// The system's random number generator.
  public static var system: RandomSource { RandomSource(system: ()) }

  /// The next 64 random bits.
  public func next() -> UInt64 {
    switch kind {
    case var .seeded(state):
      // SplitMix64: tiny, fast and the same everywhere; the standard library has no seeded
      // generator.
      state &+= 0x9E37_79B9_7F4A_7C15
      kind = .seeded(state: state)
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    case .system:
      var system = SystemRandomNumberGenerator()
      return system.next()
    }
  }

  /// A number in `range`: the next random bits reduced by remainder, so a seeded source gives
  /// the same numbers on every platform.
  public func callAsFunction(_ range: ClosedRange<Int>) -> Int {
    let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    let bits = next()
    let offset = width == 0 ? bits : bits % width
    return range.lowerBound &+ Int(truncatingIfNeeded: offset)
  }
}
