import Composable

/// The state of the guess-the-number game (seed 002): the player's guess `count`, the `secret`
/// to find, between -100 and 100, and the puzzle's `id`, renewed on every ``CounterAction/playNext``.
public struct Counter: Equatable, Identifiable, Codable, Sendable {
  /// The player's current guess.
  public var count: Int = 0
  /// The number to guess.
  public var secret = Int.random(in: -100...100)
  /// The puzzle's id (the seed 002 exercise): results of different puzzles never share one.
  public var id: UUID = UUID()

  /// A puzzle; by default a fresh one with a random secret and id, as the seed declares them.
  public init(count: Int = 0, secret: Int = Int.random(in: -100...100), id: UUID = UUID()) {
    self.count = count
    self.secret = secret
    self.id = id
  }

  /// A fresh puzzle whose secret and id come from `environment`, as ``CounterAction/playNext``
  /// draws them: deterministic with a deterministic environment.
  public init(environment: CounterEnvironment) {
    self.init(
      count: 0, secret: environment.generateRandom(-100...100), id: environment.uuid())
  }
}
