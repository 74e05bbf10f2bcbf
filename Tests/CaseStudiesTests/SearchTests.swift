import StoreShellCaseStudies
import Composable
import ConcurrencyExtras
import XCTest

@MainActor
final class SearchTests: XCTestCase {
  let mainQueue = DispatchQueue.test
  let lisbon = Place(id: 1, name: "Lisbon", country: "Portugal")
  let lima = Place(id: 2, name: "Lima", country: "Peru")

  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func makeStore(_ state: SearchState = SearchState())
    -> TestStore<SearchState, SearchAction, SearchEnvironment>
  {
    TestStore(
      initialState: state,
      reducer: searchReducer,
      environment: SearchEnvironment(
        searchClient: .unimplemented,
        mainQueue: mainQueue.eraseToAnyScheduler()
      )
    )
  }

  func testSearchAfterTheDebounceAndClearQuery() async {
    let store = makeStore()
    store.environment.searchClient.search = { [lisbon, lima] query in
      XCTAssertEqual(query, "Li")
      return [lisbon, lima]
    }

    await store.send(.searchQueryChanged("Li")) {
      $0.searchQuery = "Li"
    }
    await mainQueue.advance(by: .milliseconds(299))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.searchResponse(.success([lisbon, lima]))) {
      $0.results = [self.lisbon, self.lima]
    }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
  }

  func testSearchFailure() async {
    let store = makeStore()
    store.environment.searchClient.search = { _ in throw SearchClient.Failure() }

    await store.send(.searchQueryChanged("L")) {
      $0.searchQuery = "L"
    }
    await mainQueue.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(.failure(SearchClient.Failure()))) {
      $0.errorMessage = "Search failed."
    }
    // Typing again clears the error.
    store.environment.searchClient.search = { [lisbon] _ in [lisbon] }
    await store.send(.searchQueryChanged("Lis")) {
      $0.searchQuery = "Lis"
      $0.errorMessage = nil
    }
    await mainQueue.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(.success([lisbon]))) {
      $0.results = [self.lisbon]
    }
  }

  func testTypingFastCancelsTheEarlierSearch() async {
    let store = makeStore()
    let queries = LockIsolated<[String]>([])
    store.environment.searchClient.search = { [lisbon, lima] query in
      queries.withValue { $0.append(query) }
      return query == "Lis" ? [lisbon] : [lisbon, lima]
    }

    await store.send(.searchQueryChanged("L")) {
      $0.searchQuery = "L"
    }
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Li")) {
      $0.searchQuery = "Li"
    }
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Lis")) {
      $0.searchQuery = "Lis"
    }
    // 400 ms since the first keystroke, but only 0 since the last: nothing yet.
    await mainQueue.advance(by: .milliseconds(299))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.searchResponse(.success([lisbon]))) {
      $0.results = [self.lisbon]
    }
    let searched = queries.value
    XCTAssertEqual(searched, ["Lis"])
  }

  func testClearingTheQueryCancelsThePendingSearch() async {
    // The search client is unimplemented: a search that ran would fail the test.
    let store = makeStore()

    await store.send(.searchQueryChanged("L")) {
      $0.searchQuery = "L"
    }
    await mainQueue.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
    await mainQueue.advance(by: .seconds(1))
  }

  func testTapRowLoadsDetails() async {
    let store = makeStore(SearchState(searchQuery: "Li", results: [lisbon, lima]))
    let details = PlaceDetails(id: 2, population: 10, summary: "Ten people.")
    store.environment.searchClient.details = { id in
      XCTAssertEqual(id, 2)
      return details
    }

    await store.send(.placeTapped(lima)) {
      $0.detailsRequestInFlight = self.lima
    }
    await store.receive(.detailsResponse(.success(details))) {
      $0.detailsRequestInFlight = nil
      $0.details = details
    }
  }

  func testTapAnotherRowCancelsTheFirstLoad() async {
    let store = makeStore(SearchState(searchQuery: "Li", results: [lisbon, lima]))
    let mainQueue = self.mainQueue
    store.environment.searchClient.details = { id in
      try await mainQueue.sleep(for: .seconds(1))
      return PlaceDetails(id: id, population: id, summary: "Place \(id)")
    }

    await store.send(.placeTapped(lisbon)) {
      $0.detailsRequestInFlight = self.lisbon
    }
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.placeTapped(lima)) {
      $0.detailsRequestInFlight = self.lima
    }
    await mainQueue.advance(by: .seconds(1))
    await store.receive(.detailsResponse(.success(PlaceDetails(id: 2, population: 2, summary: "Place 2")))) {
      $0.detailsRequestInFlight = nil
      $0.details = PlaceDetails(id: 2, population: 2, summary: "Place 2")
    }
  }

  func testDetailsFailure() async {
    let store = makeStore(SearchState(searchQuery: "Li", results: [lisbon]))
    store.environment.searchClient.details = { _ in throw SearchClient.Failure() }

    await store.send(.placeTapped(lisbon)) {
      $0.detailsRequestInFlight = self.lisbon
    }
    await store.receive(.detailsResponse(.failure(SearchClient.Failure()))) {
      $0.detailsRequestInFlight = nil
      $0.errorMessage = "Could not load the details."
    }
  }

  func testLiveClientSearchesTheGazetteer() async throws {
    let places = try await SearchClient.live.search("l")
    XCTAssertEqual(places.map(\.name), ["Lisbon", "Lima", "Lyon"])
    let details = try await SearchClient.live.details(4)
    XCTAssertEqual(details.population, 709_000)
  }
}
