/// What happens on PrimeTime's counter screen (seed 004).
public enum CounterViewAction: Equatable, Codable, Sendable {
  /// An action of the counter.
  case counter(PrimeTime.CounterAction)
  /// An action of the prime modal.
  case primeModal(PrimeModalAction)
}
