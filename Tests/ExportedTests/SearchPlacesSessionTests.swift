// Exported by store-shell (export test): 10 steps on SearchFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class SearchPlacesSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(SearchFeature.self, context: .test(scheduler: scheduler))

    await store.send(.searchQueryChanged("L")) { $0.searchQuery = "L" }
    await scheduler.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("Li")) { $0.searchQuery = "Li" }
    await scheduler.advance(by: .milliseconds(300))
    await scheduler.advance(by: .milliseconds(50))
    await store.receive(
      .searchResponse(
        .success(
          [
            Place(id: 1, name: "Lisbon", country: "Portugal"),
            Place(id: 2, name: "Lima", country: "Peru")
          ]
        )
      )
    ) {
      $0.results = [
        Place(id: 1, name: "Lisbon", country: "Portugal"),
        Place(id: 2, name: "Lima", country: "Peru")
      ]
    }
    await store.send(.placeTapped(Place(id: 2, name: "Lima", country: "Peru"))) {
      $0.detailsRequestInFlight = Place(id: 2, name: "Lima", country: "Peru")
    }
    await scheduler.advance(by: .milliseconds(50))
    await store.receive(
      .detailsResponse(
        .success(
          PlaceDetails(id: 2, population: 10000000, summary: "A desert capital on the Pacific.")
        )
      )
    ) {
      $0.detailsRequestInFlight = nil
      $0.details = PlaceDetails(
        id: 2,
        population: 10000000,
        summary: "A desert capital on the Pacific."
      )
    }
    await store.send(.searchResponse(.failure(TaskFailure("network down")))) {
      $0.results = []
      $0.errorMessage = "Search failed."
    }
    await store.send(.detailsResponse(.failure(TaskFailure("timed out")))) {
      $0.errorMessage = "Could not load the details."
    }
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
      $0.details = nil
      $0.errorMessage = nil
    }
  }
}
