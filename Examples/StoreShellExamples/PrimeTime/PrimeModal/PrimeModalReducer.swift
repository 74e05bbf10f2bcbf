import Composable

/// The prime modal's reducer: a plain function with a `Void` environment (seed 004).
///
/// The seed's view offers "Save" only for a prime not yet saved, and "Remove" only for a saved
/// one; with no view in front of it, the reducer applies those rules itself: saving a number
/// that is not prime or already a favourite does nothing.
public func primeModalReducer(
  state: inout PrimeModalState,
  action: PrimeModalAction,
  environment: Void
) -> [Effect<PrimeModalAction, Never>] {
  switch action {
  case .removeFavoritePrimeTapped:
    state.favoritePrimes.removeAll(where: { $0 == state.count })
    return []
  case .saveFavoritePrimeTapped:
    guard isPrime(state.count), !state.favoritePrimes.contains(state.count) else { return [] }
    state.favoritePrimes.append(state.count)
    return []
  }
}
