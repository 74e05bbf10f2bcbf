// Exported by store-shell (export test): 10 steps on PrimesFeature.
import Composable
import StoreShellExamples
import XCTest

final class PrimesFavoritesSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(PrimesFeature.self, context: .test(scheduler: scheduler))

    store.send(.favoritePrimes(.loadButtonTapped))
    store.receive(
      .favoritePrimes(
        .loadFailed("No saved favorite primes: favorite-primes.json is missing or unreadable.")
      )
    )
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 1 }
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 2 }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped))) { $0.favoritePrimes = [2] }
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 3 }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped))) { $0.favoritePrimes.append(3) }
    store.send(.favoritePrimes(.saveButtonTapped))
    store.send(.favoritePrimes(.deleteFavoritePrimes([0, 1]))) { $0.favoritePrimes = [] }
    store.send(.favoritePrimes(.loadButtonTapped))
    store.receive(.favoritePrimes(.loadedFavoritePrimes([2, 3]))) { $0.favoritePrimes = [2, 3] }
    store.send(.counterView(.counter(.nthPrimeButtonTapped))) { $0.isNthPrimeButtonDisabled = true }
    store.receive(.counterView(.counter(.nthPrimeResponse(5)))) {
      $0.alertNthPrime = PrimeAlert(prime: 5)
      $0.isNthPrimeButtonDisabled = false
    }
  }
}
