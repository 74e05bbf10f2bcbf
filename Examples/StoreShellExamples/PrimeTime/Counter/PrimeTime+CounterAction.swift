extension PrimeTime {
  /// What the PrimeTime counter does (seed 004).
  public enum CounterAction: Equatable, Codable, Sendable {
    /// "-".
    case decrTapped
    /// "+".
    case incrTapped
    /// "What is the nth prime?": asks the environment for the `count`th prime.
    case nthPrimeButtonTapped
    /// The answer: the prime, or `nil` when there is none to tell.
    case nthPrimeResponse(Int?)
    /// The prime's alert was dismissed.
    case alertDismissButtonTapped
  }
}
