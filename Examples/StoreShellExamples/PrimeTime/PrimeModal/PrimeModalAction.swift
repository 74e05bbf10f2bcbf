/// The prime modal's buttons (seed 004).
public enum PrimeModalAction: Equatable, Codable, Sendable {
  /// "Save to favorite primes".
  case saveFavoritePrimeTapped
  /// "Remove from favorite primes".
  case removeFavoritePrimeTapped
}
