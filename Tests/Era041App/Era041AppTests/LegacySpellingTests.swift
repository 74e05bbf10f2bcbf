import ComposableArchitecture
import Era041Clients
import Era041Features
import Era041Models
import XCTest

/// The same app tested as TCA 0.41 spelled it: `TestStore(initialState:reducer:
/// prepareDependencies:)`, dependencies changed through `store.dependencies`.
@MainActor
final class LegacySpellingTests: XCTestCase {
  func testSearch() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(
      initialState: QuoteSearch.State(),
      reducer: QuoteSearch(),
      prepareDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
      }
    )
    store.dependencies.quoteClient.search = { _ in [] }
    await store.send(.queryChanged("zz")) {
      $0.query = "zz"
      $0.isSearching = true
    }
    await mainQueue.advance(by: 0.3)
    await store.receive(.searchResponse(.success([]))) {
      $0.isSearching = false
    }
  }

  func testNotes() async {
    let store = TestStore(
      initialState: NoteList.State(),
      reducer: NoteList(),
      prepareDependencies: { $0.uuid = .incrementing }
    )
    await store.send(.addButtonTapped) {
      $0.notes = [Note(id: UUID(0))]
    }
  }

  func testCountdown() async {
    let clock = TestClock()
    let store = TestStore(initialState: Countdown.State(secondsLeft: 2), reducer: Countdown())
    store.dependencies.continuousClock = clock
    await store.send(.startButtonTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.secondsLeft = 1 }
    await store.receive(.tick) { $0.secondsLeft = 0 }
    await store.receive(.finished) { $0.isRunning = false }
  }
}
