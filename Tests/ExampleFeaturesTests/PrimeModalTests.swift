// Seed 004's PrimeModalTests, as written there.
import Composable
import XCTest

@testable import StoreShellExamples

class PrimeModalTests: XCTestCase {
  func testSaveFavoritesPrimesTapped() {
    var state = (count: 2, favoritePrimes: [3, 5])
    let effects = primeModalReducer(state: &state, action: .saveFavoritePrimeTapped,environment: ())

    let (count, favoritePrimes) = state
    XCTAssertEqual(count, 2)
    XCTAssertEqual(favoritePrimes, [3, 5, 2])
    XCTAssert(effects.isEmpty)
  }

  func testRemoveFavoritesPrimesTapped() {
    var state = (count: 3, favoritePrimes: [3, 5])
    let effects = primeModalReducer(state: &state, action: .removeFavoritePrimeTapped, environment: ())

    let (count, favoritePrimes) = state
    XCTAssertEqual(count, 3)
    XCTAssertEqual(favoritePrimes, [5])
    XCTAssert(effects.isEmpty)
  }

  // Without the seed's view to hide the buttons, the reducer keeps its rules.
  func testSavingANonPrimeOrAFavoriteAgainDoesNothing() {
    var state = (count: 4, favoritePrimes: [3, 5])
    _ = primeModalReducer(state: &state, action: .saveFavoritePrimeTapped, environment: ())
    XCTAssertEqual(state.favoritePrimes, [3, 5])

    state.count = 5
    _ = primeModalReducer(state: &state, action: .saveFavoritePrimeTapped, environment: ())
    XCTAssertEqual(state.favoritePrimes, [3, 5])
  }
}
