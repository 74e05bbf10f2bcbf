import Composable
import StoreShellExamples
import XCTest

/// Seed 004's favourite primes (ExampleFeaturesTests runs the seed's own tests on them): a
/// reducer written as a plain function returning `[Effect]`, run by a test store through
/// `Reducer.init`, with `.compactMap`, `.decode`, `.catch` and `.fireAndForget` effects.
final class SeedFavoritePrimesTests: XCTestCase {
  func testAPlainFunctionReducerThroughATestStore() {
    let store = TestStore(
      initialState: [2, 3], reducer: Reducer.merging(favoritePrimesReducer), environment: FileClient.mock)
    store.send(.loadButtonTapped)
    store.receive(.loadedFavoritePrimes([2, 31])) { $0 = [2, 31] }
    store.send(.saveButtonTapped)
    store.send(.deleteFavoritePrimes([0])) { $0 = [31] }
  }
}
