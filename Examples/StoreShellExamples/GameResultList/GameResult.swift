import Composable

/// One finished puzzle (seeds 000 and 003): the counter as it was when the player moved on, and
/// how long the puzzle took. Identified by the puzzle's id.
public struct GameResult: Equatable, Identifiable, Codable, Sendable {
  /// The puzzle: its secret, the final guess and its id.
  public let counter: Counter
  /// The time spent on the puzzle, in seconds.
  public let timeSpent: TimeInterval

  /// A result.
  public init(counter: Counter, timeSpent: TimeInterval) {
    self.counter = counter
    self.timeSpent = timeSpent
  }

  /// Whether the final guess was the secret.
  public var correct: Bool { counter.secret == counter.count }
  /// The puzzle's id.
  public var id: UUID { counter.id }
}
