/// What the player does in the guessing game (seed 002).
public enum CounterAction: Equatable, Codable, Sendable {
  /// Adds one to the guess.
  case increment
  /// Subtracts one from the guess.
  case decrement
  /// Sets the guess from text (the text field's binding); non-numbers are ignored.
  case setCount(String)
  /// Starts the next puzzle: guess back to 0, a new secret and a new id.
  case playNext
}
