// The PrimeTime app as a whole (seed 004): the app reducer with its flat environment tuple,
// the activity feed and logging higher-order reducers, favourites in a real directory.
import Composable
import XCTest

@testable import StoreShellExamples

class PrimeTimeAppTests: XCTestCase {
  var directory: URL!

  override func setUp() {
    super.setUp()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("PrimeTimeAppTests-\(UUID())")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
    super.tearDown()
  }

  func testTheWholeApp() {
    let log = Log()
    let store = TestStore(
      initialState: AppState(),
      reducer: PrimeTime.reducer(printer: log.append),
      environment: PrimeTime.deterministicEnvironment(directory: directory)
    )
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 1 }
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 2 }
    store.send(.counterView(.counter(.nthPrimeButtonTapped))) {
      $0.isNthPrimeButtonDisabled = true
    }
    store.receive(.counterView(.counter(.nthPrimeResponse(3)))) {
      $0.alertNthPrime = PrimeAlert(prime: 3)
      $0.isNthPrimeButtonDisabled = false
    }
    store.send(.counterView(.counter(.alertDismissButtonTapped))) {
      $0.alertNthPrime = nil
    }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped))) {
      $0.favoritePrimes = [2]
      $0.activityFeed = [
        .init(timestamp: Date(timeIntervalSince1970: 0), type: .addedFavoritePrime(2))
      ]
    }
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 3 }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped))) {
      $0.favoritePrimes = [2, 3]
      $0.activityFeed.append(
        .init(timestamp: Date(timeIntervalSince1970: 0), type: .addedFavoritePrime(3)))
    }
    store.send(.favoritePrimes(.saveButtonTapped))
    store.send(.favoritePrimes(.deleteFavoritePrimes([0]))) {
      $0.favoritePrimes = [3]
      $0.activityFeed.append(
        .init(timestamp: Date(timeIntervalSince1970: 0), type: .removedFavoritePrime(2)))
    }
    store.send(.favoritePrimes(.loadButtonTapped))
    store.receive(.favoritePrimes(.loadedFavoritePrimes([2, 3]))) {
      $0.favoritePrimes = [2, 3]
    }
    store.send(.counterView(.primeModal(.removeFavoritePrimeTapped))) {
      $0.favoritePrimes = [2]
      $0.activityFeed.append(
        .init(timestamp: Date(timeIntervalSince1970: 0), type: .removedFavoritePrime(3)))
    }

    // One log entry per action, sent or received, with the state after it.
    XCTAssertEqual(log.entries.count, 13)
    XCTAssertEqual(log.entries.first?.hasPrefix("Action: counterView("), true)
    XCTAssertEqual(log.entries.first?.hasSuffix("---"), true)
    XCTAssertTrue(log.entries.first?.contains("count: 1") ?? false)
  }

  func testActivityFeedRecordsOnlyWhatHappens() {
    let store = TestStore(
      initialState: AppState(count: 4, favoritePrimes: [2]),
      reducer: with(appReducer, activityFeed),
      environment: PrimeTime.deterministicEnvironment(directory: directory)
    )
    // 4 is not prime, and not a favourite: nothing to record.
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped)))
    store.send(.counterView(.primeModal(.removeFavoritePrimeTapped)))
    store.send(.favoritePrimes(.deleteFavoritePrimes([5])))
  }

  func testLoadingAMissingFileKeepsTheFavourites() {
    let store = TestStore(
      initialState: AppState(favoritePrimes: [5]),
      reducer: PrimeTime.reducer(),
      environment: PrimeTime.deterministicEnvironment(directory: directory)
    )
    store.send(.favoritePrimes(.loadButtonTapped))
    store.receive(
      .favoritePrimes(
        .loadFailed("No saved favorite primes: favorite-primes.json is missing or unreadable.")))
  }

  func testTheLiveEnvironment() {
    let store = TestStore(
      initialState: AppState(count: 10),
      reducer: PrimeTime.reducer(),
      environment: PrimeTime.liveEnvironment(directory: directory)
    )
    store.send(.counterView(.counter(.nthPrimeButtonTapped))) {
      $0.isNthPrimeButtonDisabled = true
    }
    store.receive(.counterView(.counter(.nthPrimeResponse(29)))) {
      $0.alertNthPrime = PrimeAlert(prime: 29)
      $0.isNthPrimeButtonDisabled = false
    }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped)))
    XCTAssertTrue(store.state.activityFeed.isEmpty)
  }

  // The seed's own composition, with the default logger printing to standard output.
  func testSeedComposition() {
    let store = TestStore(
      initialState: AppState(count: 6),
      reducer: with(appReducer, compose(logging, activityFeed)),
      environment: (
        fileClient: .mock, nthPrime: { _ in .sync { 17 } }, date: { Date(timeIntervalSince1970: 1) }
      )
    )
    store.send(.counterView(.counter(.incrTapped))) { $0.count = 7 }
    store.send(.counterView(.primeModal(.saveFavoritePrimeTapped))) {
      $0.favoritePrimes = [7]
      $0.activityFeed = [.init(timestamp: Date(timeIntervalSince1970: 1), type: .addedFavoritePrime(7))]
    }
    store.send(.favoritePrimes(.loadButtonTapped))
    store.receive(.favoritePrimes(.loadedFavoritePrimes([2, 31]))) {
      $0.favoritePrimes = [2, 31]
    }
  }

  func testNthPrime() {
    XCTAssertEqual(PrimeTime.computeNthPrime(1), 2)
    XCTAssertEqual(PrimeTime.computeNthPrime(2), 3)
    XCTAssertEqual(PrimeTime.computeNthPrime(5), 11)
    XCTAssertEqual(PrimeTime.computeNthPrime(6), 13)
    XCTAssertEqual(PrimeTime.computeNthPrime(10), 29)
    XCTAssertEqual(PrimeTime.computeNthPrime(100), 541)
    XCTAssertEqual(PrimeTime.computeNthPrime(1000), 7919)
    XCTAssertEqual(PrimeTime.computeNthPrime(10000), 104_729)
    XCTAssertNil(PrimeTime.computeNthPrime(0))
    XCTAssertNil(PrimeTime.computeNthPrime(-3))
    XCTAssertNil(PrimeTime.computeNthPrime(PrimeTime.nthPrimeLimit + 1))
    // Every n up to 2000 agrees with counting primes one by one.
    var primes: [Int] = []
    var candidate = 1
    while primes.count < 2000 {
      candidate += 1
      if isPrime(candidate) { primes.append(candidate) }
    }
    for n in 1...2000 { XCTAssertEqual(PrimeTime.computeNthPrime(n), primes[n - 1]) }
  }

  func testIsPrime() {
    XCTAssertEqual((-2...20).filter(isPrime), [2, 3, 5, 7, 11, 13, 17, 19])
    XCTAssertTrue(isPrime(7919))
    XCTAssertFalse(isPrime(7917))
  }
}

/// Collects the log entries of `logging(_:printer:)`.
final class Log {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}
