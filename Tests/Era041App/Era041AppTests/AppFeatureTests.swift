import ComposableArchitecture
import Era041Clients
import Era041Features
import Era041Models
import XCTest

/// The app's tests as TCA 0.56 spells them.
@MainActor
final class AppFeatureTests: XCTestCase {
  func testSearchIsDebouncedOnTheMainQueue() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
      $0.quoteClient.search = { query in [Quote(id: 1, text: "\(query)!")] }
    }
    await store.send(.search(.queryChanged("m"))) {
      $0.search.query = "m"
      $0.search.isSearching = true
    }
    await mainQueue.advance(by: 0.2)
    await store.send(.search(.queryChanged("ma"))) {
      $0.search.query = "ma"
    }
    await mainQueue.advance(by: 0.3)
    await store.receive(.search(.searchResponse(.success([Quote(id: 1, text: "ma!")])))) {
      $0.search.isSearching = false
      $0.search.results = [Quote(id: 1, text: "ma!")]
    }
  }

  func testCountdownSleepsOnTheContinuousClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.bonusButtonTapped) {
      $0.bonusCountdown = Countdown.State(secondsLeft: 1)
    }
    await store.send(.bonusCountdown(.startButtonTapped)) {
      $0.bonusCountdown?.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.bonusCountdown(.tick)) {
      $0.bonusCountdown?.secondsLeft = 0
    }
    await store.receive(.bonusCountdown(.finished)) {
      $0.bonusCountdown = nil
    }
  }

  func testNotesGetFreshIDs() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.notes(.addButtonTapped)) {
      $0.notes.notes = [Note(id: UUID(0))]
    }
    await store.send(.notes(.note(id: UUID(0), action: .textChanged("Buy ink")))) {
      $0.notes.notes[id: UUID(0)]?.text = "Buy ink"
    }
    await store.send(.notes(.note(id: UUID(0), action: .pinToggled))) {
      $0.notes.notes[id: UUID(0)]?.isPinned = true
    }
    await store.send(.notes(.deleteButtonTapped(UUID(0)))) {
      $0.notes.notes = []
    }
  }

  func testPresentedEditorDismissesItself() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.editButtonTapped) {
      $0.editor = NoteEditor.State()
    }
    await store.send(.editor(.presented(.draftChanged("Hi")))) {
      $0.editor?.draft = "Hi"
    }
    await store.send(.editor(.presented(.saveButtonTapped)))
    await store.receive(.editor(.dismiss)) {
      $0.editor = nil
      $0.savedDrafts = ["Hi"]
    }
  }

  func testStackOfEditors() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.pushEditorButtonTapped) {
      $0.path.append(NoteEditor.State())
    }
    await store.send(.path(.element(id: 0, action: .draftChanged("Deep")))) {
      $0.path[id: 0]?.draft = "Deep"
    }
    await store.send(.path(.element(id: 0, action: .saveButtonTapped)))
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  func testTheLiveClientFindsQuotes() async throws {
    let quotes = try await QuoteClient.liveValue.search("fast")
    XCTAssertEqual(quotes.map(\.id), [3])
  }
}
