import Composable

/// What happens on the favourite primes screen (seed 004).
public enum FavoritePrimesAction: Equatable, Codable, Sendable {
  /// Deletes the primes at these offsets.
  case deleteFavoritePrimes(IndexSet)
  /// "Load": reads the saved primes.
  case loadButtonTapped
  /// The saved primes were read.
  case loadedFavoritePrimes([Int])
  /// "Save": writes the primes.
  case saveButtonTapped
  /// The saved primes could not be loaded: the file is missing, unreadable or not a list of
  /// numbers (not in the seed, which ignores such failures). The primes are kept.
  case loadFailed(String)
}
