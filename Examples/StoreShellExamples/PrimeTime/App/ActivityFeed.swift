import Composable

/// The higher-order reducer that records favourite primes added and removed in the activity
/// feed, before running `reducer` (seed 004).
///
/// The timestamp comes from the environment's `date` (the seed calls `Date()`). Only changes
/// that happen are recorded, following the rules of ``primeModalReducer(state:action:environment:)``
/// (saving a non-prime or a favourite already saved, removing one not saved, do nothing) and of
/// ``favoritePrimesReducer(_:_:_:)`` (offsets out of range are skipped).
public func activityFeed(
  _ reducer: Reducer<AppState, AppAction, AppEnvironment>
) -> Reducer<AppState, AppAction, AppEnvironment> {
  Reducer { state, action, environment in
    switch action {
    case .counterView(.counter),
      .favoritePrimes(.loadedFavoritePrimes),
      .favoritePrimes(.loadButtonTapped),
      .favoritePrimes(.saveButtonTapped),
      .favoritePrimes(.loadFailed):
      break
    case .counterView(.primeModal(.removeFavoritePrimeTapped)):
      if state.favoritePrimes.contains(state.count) {
        state.activityFeed.append(
          .init(timestamp: environment.date(), type: .removedFavoritePrime(state.count)))
      }
    case .counterView(.primeModal(.saveFavoritePrimeTapped)):
      if isPrime(state.count), !state.favoritePrimes.contains(state.count) {
        state.activityFeed.append(
          .init(timestamp: environment.date(), type: .addedFavoritePrime(state.count)))
      }
    case let .favoritePrimes(.deleteFavoritePrimes(indexSet)):
      for index in indexSet where state.favoritePrimes.indices.contains(index) {
        state.activityFeed.append(
          .init(
            timestamp: environment.date(),
            type: .removedFavoritePrime(state.favoritePrimes[index])))
      }
    }
    return reducer(&state, action, environment)
  }
}
