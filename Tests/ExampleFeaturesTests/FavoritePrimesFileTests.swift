// The favourite primes against the live file client in a real temporary directory: a save
// then a load round trip, and a missing or corrupt file reported with the primes kept.
import Composable
import XCTest

@testable import StoreShellExamples

class FavoritePrimesFileTests: XCTestCase {
  var directory: URL!

  override func setUp() {
    super.setUp()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FavoritePrimesFileTests-\(UUID())")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
    super.tearDown()
  }

  var file: URL { directory.appendingPathComponent("favorite-primes.json") }

  func makeStore(_ primes: [Int]) -> TestStore<[Int], FavoritePrimesAction, FavoritePrimesEnvironment> {
    TestStore(
      initialState: primes,
      reducer: Reducer.merging(favoritePrimesReducer),
      environment: .live(directory: directory)
    )
  }

  func testSaveThenLoad() throws {
    let saving = makeStore([2, 3, 5, 7])
    saving.send(.saveButtonTapped)
    XCTAssertEqual(try JSONDecoder().decode([Int].self, from: Data(contentsOf: file)), [2, 3, 5, 7])

    let loading = makeStore([11])
    loading.send(.loadButtonTapped)
    loading.receive(.loadedFavoritePrimes([2, 3, 5, 7])) {
      $0 = [2, 3, 5, 7]
    }
  }

  func testSavingOverwrites() throws {
    let store = makeStore([2, 3])
    store.send(.saveButtonTapped)
    store.send(.deleteFavoritePrimes([0])) { $0 = [3] }
    store.send(.saveButtonTapped)
    XCTAssertEqual(try JSONDecoder().decode([Int].self, from: Data(contentsOf: file)), [3])
  }

  func testMissingFileKeepsThePrimes() {
    let store = makeStore([2, 3])
    store.send(.loadButtonTapped)
    store.receive(
      .loadFailed("No saved favorite primes: favorite-primes.json is missing or unreadable."))
    XCTAssertEqual(store.state, [2, 3])
  }

  func testCorruptFileKeepsThePrimes() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("[2, 3, five]".utf8).write(to: file)

    let store = makeStore([2, 3])
    store.send(.loadButtonTapped)
    store.receive(
      .loadFailed("favorite-primes.json is corrupt: expected a JSON array of integers."))
    XCTAssertEqual(store.state, [2, 3])

    try Data(#"{"primes": [2]}"#.utf8).write(to: file)
    store.send(.loadButtonTapped)
    store.receive(
      .loadFailed("favorite-primes.json is corrupt: expected a JSON array of integers."))
  }

  func testFileClientRoundTripDirectly() {
    let client = FileClient.live(directory: directory)
    var saved = false
    client.save("numbers.json", Data("[1]".utf8))
      .sink(receiveCompletion: { _ in saved = true }, receiveValue: { _ in })
    XCTAssertTrue(saved)
    var loaded: Data??
    client.load("numbers.json").sink { loaded = $0 }
    XCTAssertEqual(loaded, .some(Data("[1]".utf8)))
    client.load("other.json").sink { loaded = $0 }
    XCTAssertEqual(loaded, .some(nil))
  }
}
