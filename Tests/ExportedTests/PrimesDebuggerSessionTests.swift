// Exported by store-shell (export test): 10 steps on PrimesFeature.
import Composable
import StoreShellExamples
import XCTest

final class PrimesDebuggerSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(PrimesFeature.self, context: .test(scheduler: scheduler))

    store.send(.counterView(.counter(.incrTapped))) { $0.count = 1 }
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 2 }
    store.send(.counterView(.counter(.nthPrimeButtonTapped))) { $0.isNthPrimeButtonDisabled = true }
    store.receive(.counterView(.counter(.nthPrimeResponse(3)))) {
      $0.alertNthPrime = PrimeAlert(prime: 3)
      $0.isNthPrimeButtonDisabled = false
    }
    scheduler.run()
    store.editState { $0.count = 3 }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped))) { $0.favoritePrimes = [3] }
    store.editState { $0.count = 5 }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped))) { $0.favoritePrimes.append(5) }
    store.editState { $0.favoritePrimes[0] = 7 }
  }
}
