/// What happens in the PrimeTime app (seed 004).
public enum AppAction: Equatable, Codable, Sendable {
  /// An action of the counter screen.
  case counterView(CounterViewAction)
  /// An action of the favourite primes screen.
  case favoritePrimes(FavoritePrimesAction)
}
