import Composable
import XCTest

// Seed 004's favourite primes feature and its tests, as the seed writes them (less the views):
// a reducer returning `[Effect]`, a `FileClient` environment, effects driven with `sink`.

struct FileClient {
  var load: (String) -> Effect<Data?, Never>
  var save: (String, Data) -> Effect<Never, Never>
}

extension FileClient {
  // Swift 6: a computed property instead of the seed's `static let` of a non-Sendable type.
  static var mock: FileClient { FileClient(
    load: { _ in
      Effect<Data?, Never>.sync {
        try! JSONEncoder().encode([2, 31])
      }
    },
    save: { _, _ in .fireAndForget {} }
  ) }
}

typealias FavoritePrimesEnvironment = FileClient

enum FavoritePrimesAction: Equatable {
  case deleteFavoritePrimes(IndexSet)
  case loadedFavoritePrimes([Int])
  case saveButtonTapped
  case loadButtonTapped
}

func favoritePrimesReducer(
  state: inout [Int],
  action: FavoritePrimesAction,
  environment: FavoritePrimesEnvironment
) -> [Effect<FavoritePrimesAction, Never>] {
  switch action {
  case let .deleteFavoritePrimes(indexSet):
    for index in indexSet.sorted(by: >) {
      state.remove(at: index)
    }
    return []

  case let .loadedFavoritePrimes(favoritePrimes):
    state = favoritePrimes
    return []

  case .saveButtonTapped:
    return [
      environment.save("favorite-primes.json", try! JSONEncoder().encode(state))
        .fireAndForget()
    ]

  case .loadButtonTapped:
    return [
      environment.load("favorite-primes.json")
        .compactMap { $0 }
        .decode(type: [Int].self, decoder: JSONDecoder())
        .catch { _ in Effect<[Int], Never>.none }
        .map(FavoritePrimesAction.loadedFavoritePrimes)
        .eraseToEffect()
    ]
  }
}

class FavoritePrimesTests: XCTestCase {
  func testDeleteFavoritePrimes() {
    var state = [2, 3, 5, 7]
    let effects = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([2]), environment: .mock)

    XCTAssertEqual(state, [2, 3, 7])
    XCTAssert(effects.isEmpty)
  }

  func testSaveButtonTapped() {
    var didSave = false
    var environment = FileClient.mock
    environment.save = { _, data in
      .fireAndForget {
        didSave = true
      }
    }

    var state = [2, 3, 5, 7]
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped, environment: environment)

    XCTAssertEqual(state, [2, 3, 5, 7])
    XCTAssertEqual(effects.count, 1)

    effects[0].sink { _ in XCTFail() }

    XCTAssert(didSave)
  }

  func testLoadFavoritePrimesFlow() {
    var environment = FileClient.mock
    environment.load = { _ in .sync { try! JSONEncoder().encode([2, 31]) } }

    var state = [2, 3, 5, 7]
    var effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped, environment: environment)

    XCTAssertEqual(state, [2, 3, 5, 7])
    XCTAssertEqual(effects.count, 1)

    var nextAction: FavoritePrimesAction!
    let receivedCompletion = self.expectation(description: "receivedCompletion")
    effects[0].sink(
      receiveCompletion: { _ in
        receivedCompletion.fulfill()
      },
      receiveValue: { action in
        XCTAssertEqual(action, .loadedFavoritePrimes([2, 31]))
        nextAction = action
      })
    self.wait(for: [receivedCompletion], timeout: 0)

    effects = favoritePrimesReducer(state: &state, action: nextAction, environment: environment)

    XCTAssertEqual(state, [2, 31])
    XCTAssert(effects.isEmpty)
  }

  func testTheSameFeatureThroughAStoreAndATestStore() {
    let store = TestStore(
      initialState: [2, 3], reducer: Reducer(favoritePrimesReducer), environment: FileClient.mock)
    store.send(.loadButtonTapped)
    store.receive(.loadedFavoritePrimes([2, 31])) { $0 = [2, 31] }
    store.send(.saveButtonTapped)
    store.send(.deleteFavoritePrimes([0])) { $0 = [31] }
  }
}
