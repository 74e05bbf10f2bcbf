import Composable

/// The dependencies of the guessing game (seed 002): where secrets and puzzle ids come from.
public struct CounterEnvironment {
  /// Draws a secret in the given range.
  public var generateRandom: (ClosedRange<Int>) -> Int
  /// Makes the id of a new puzzle (the seed 002 exercise).
  public var uuid: () -> UUID

  /// An environment from its dependencies.
  public init(
    generateRandom: @escaping (ClosedRange<Int>) -> Int,
    uuid: @escaping () -> UUID
  ) {
    self.generateRandom = generateRandom
    self.uuid = uuid
  }

  /// The real thing: system randomness and random UUIDs.
  ///
  /// The seed writes `static let live`; a stored static of a type holding closures is not
  /// concurrency-safe in Swift 6, so each access builds one.
  public static var live: CounterEnvironment {
    CounterEnvironment(generateRandom: { Int.random(in: $0) }, uuid: UUID.init)
  }

  /// The seed's test environment: every secret is 5; ids count up from
  /// `00000000-0000-0000-0000-000000000001`, afresh for each access.
  public static var test: CounterEnvironment {
    CounterEnvironment(generateRandom: { _ in 5 }, uuid: Deterministic.incrementingUUIDs())
  }

  /// A predictable environment that still varies its secrets: random numbers from a
  /// generator seeded with `seed`, ids counting up from `…0001`.
  public static func deterministic(seed: UInt64 = 0) -> CounterEnvironment {
    CounterEnvironment(
      generateRandom: Deterministic.random(seed: seed), uuid: Deterministic.incrementingUUIDs())
  }
}
