import Composable

/// The file the favourite primes are saved in.
public let favoritePrimesFileName = "favorite-primes.json"

/// The favourite primes' reducer: a plain function with the file client as environment
/// (seed 004). Its parameters are unlabelled, as the seed's tests call it:
/// `favoritePrimesReducer(&state, .saveButtonTapped, environment)`.
///
/// Two changes from the seed. Loading reports a missing or corrupt file with ``FavoritePrimesAction/loadFailed(_:)``
/// and keeps the primes, where the seed's `.catch { _ in Empty() }` gave no sign. Deleting
/// several offsets removes each of the primes named, where the seed's `remove(at:)` loop shifts
/// the later offsets; offsets out of range are ignored.
public func favoritePrimesReducer(
  _ state: inout [Int],
  _ action: FavoritePrimesAction,
  _ environment: FavoritePrimesEnvironment
) -> [Effect<FavoritePrimesAction, Never>] {
  switch action {
  case let .deleteFavoritePrimes(indexSet):
    for index in indexSet.reversed() where state.indices.contains(index) {
      state.remove(at: index)
    }
    return []

  case let .loadedFavoritePrimes(favoritePrimes):
    state = favoritePrimes
    return []

  case .loadFailed:
    return []

  case .saveButtonTapped:
    return [
      environment.save(favoritePrimesFileName, try! JSONEncoder().encode(state))
        .fireAndForget()
    ]

  case .loadButtonTapped:
    return [
      environment.load(favoritePrimesFileName)
        .map(favoritePrimesLoaded)
        .eraseToEffect()
    ]
  }
}

/// The action for what loading the favourite primes read.
private func favoritePrimesLoaded(_ data: Data?) -> FavoritePrimesAction {
  guard let data else {
    return .loadFailed("No saved favorite primes: \(favoritePrimesFileName) is missing or unreadable.")
  }
  guard let primes = try? JSONDecoder().decode([Int].self, from: data) else {
    return .loadFailed("\(favoritePrimesFileName) is corrupt: expected a JSON array of integers.")
  }
  return .loadedFavoritePrimes(primes)
}
