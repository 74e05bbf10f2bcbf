// The game end to end on a test store (seeds 000 and 003): guessing, recording results,
// the stopwatch, navigation to the result list, deleting, the "Save Changes?" alert, the 2 s
// save on the test scheduler, the cancel path, and the in-flight save fix.
import Composable
import XCTest

@testable import StoreShellExamples

class GameTests: XCTestCase {
  let scheduler = DispatchQueue.test
  let listTag = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!

  /// A store with a fixed date (100 s after the epoch), secrets of 5 and ids counting up from
  /// `…0001`, on the test scheduler.
  func makeStore(_ state: GameState) -> TestStore<GameState, GameAction, GameEnvironment> {
    TestStore(
      initialState: state,
      reducer: gameReducer,
      environment: GameEnvironment(
        date: { Date(timeIntervalSince1970: 100) },
        mainQueue: scheduler.eraseToAnyScheduler(),
        generateRandom: { _ in 5 },
        uuid: Deterministic.incrementingUUIDs()
      )
    )
  }

  func uuid(_ n: Int) -> UUID { Deterministic.uuid(n) }

  func testGuessTimeAndPlayNext() {
    let store = makeStore(GameState(counter: Counter(count: 0, secret: 3, id: uuid(100))))

    store.send(.timer(.start)) {
      $0.timer.started = Date(timeIntervalSince1970: 100)
    }
    store.send(.counter(.increment)) { $0.counter.count = 1 }
    store.send(.counter(.setCount("3"))) { $0.counter.count = 3 }
    XCTAssertEqual(store.state.counter.checkResult, .equal)

    scheduler.advance(by: .milliseconds(35))
    store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.01 }
    store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.02 }
    store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.03 }

    // The result is recorded; the next puzzle gets a new secret and a new id.
    store.send(.counter(.playNext)) {
      $0.results = [
        GameResult(counter: Counter(count: 3, secret: 3, id: self.uuid(100)), timeSpent: 0.03)
      ]
      $0.lastTimestamp = 0.03
      $0.counter = Counter(count: 0, secret: 5, id: self.uuid(1))
    }

    scheduler.advance(by: .milliseconds(10))
    store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.04 }
    store.send(.counter(.decrement)) { $0.counter.count = -1 }
    XCTAssertEqual(store.state.counter.checkResult, .lower)
    store.send(.counter(.playNext)) {
      $0.results.append(
        GameResult(counter: Counter(count: -1, secret: 5, id: self.uuid(1)), timeSpent: 0.04 - 0.03)
      )
      $0.lastTimestamp = 0.04
      $0.counter = Counter(count: 0, secret: 5, id: self.uuid(2))
    }
    store.send(.timer(.stop))

    XCTAssertEqual(store.state.totalCount, 2)
    XCTAssertEqual(store.state.correctCount, 1)
    XCTAssertEqual(store.state.resultLabel, "Result: 1/2 correct")
    XCTAssertEqual(store.state.results.map(\.correct), [true, false])
  }

  func testNavigateDeleteAndSave() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let r2 = GameResult(counter: Counter(count: 0, secret: 7, id: uuid(101)), timeSpent: 2)
    let store = makeStore(
      GameState(counter: Counter(count: 0, secret: 5, id: uuid(102)), results: [r1, r2]))

    store.send(.setNavigation(listTag)) {
      $0.resultListState = Identified([r1, r2], id: self.listTag)
    }
    store.send(.listResult(.remove(offset: [0]))) {
      $0.resultListState?.value = [r2]
    }
    // The list edits a copy: the results stay until the save.
    XCTAssertEqual(store.state.results, [r1, r2])

    store.send(.setNavigation(nil)) {
      $0.alert = AlertState(
        title: .init("Save Changes?"),
        primaryButton: .default(.init("OK"), action: .send(.alertSaveButtonTapped)),
        secondaryButton: .cancel(.init("Cancel"), action: .send(.alertCancelButtonTapped))
      )
    }
    store.send(.alertAction(.alertSaveButtonTapped)) {
      $0.alert = nil
      $0.savingResults = true
    }

    scheduler.advance(by: .seconds(1))
    XCTAssertTrue(store.state.savingResults)
    XCTAssertEqual(store.effects.records.map(\.kind), ["delay"])

    scheduler.advance(by: .seconds(1))
    store.receive(.saveResult(.success)) {
      $0.savingResults = false
      $0.results = [r2]
      $0.resultListState = nil
    }
    XCTAssertEqual(store.state.resultLabel, "Result: 0/1 correct")
  }

  func testLeavingAnUnchangedListShowsNoAlert() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let store = makeStore(GameState(counter: Counter(count: 0, secret: 5, id: uuid(102)), results: [r1]))

    store.send(.setNavigation(listTag)) {
      $0.resultListState = Identified([r1], id: self.listTag)
    }
    store.send(.setNavigation(nil)) {
      $0.resultListState = nil
    }
  }

  func testCancelKeepsTheResults() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let r2 = GameResult(counter: Counter(count: 0, secret: 7, id: uuid(101)), timeSpent: 2)
    let store = makeStore(
      GameState(counter: Counter(count: 0, secret: 5, id: uuid(102)), results: [r1, r2]))

    store.send(.setNavigation(listTag)) {
      $0.resultListState = Identified([r1, r2], id: self.listTag)
    }
    store.send(.listResult(.remove(offset: [0, 1]))) {
      $0.resultListState?.value = []
    }
    store.send(.setNavigation(nil)) {
      $0.alert = .saveChanges
    }
    store.send(.alertAction(.alertCancelButtonTapped)) {
      $0.alert = nil
      $0.resultListState = nil
    }
    XCTAssertEqual(store.state.results, [r1, r2])
    // Nothing was scheduled: no save runs.
    XCTAssertEqual(scheduler.scheduledCount, 0)
  }

  func testDismissClearsTheAlert() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let store = makeStore(
      GameState(
        resultListState: Identified([], id: listTag), results: [r1], alert: .saveChanges))
    store.send(.alertAction(.alertDismiss)) {
      $0.alert = nil
    }
  }

  /// The seed 003 exercise: a puzzle finished while the save runs is not lost.
  func testResultsRecordedDuringTheSaveAreKept() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let r2 = GameResult(counter: Counter(count: 0, secret: 7, id: uuid(101)), timeSpent: 2)
    let store = makeStore(
      GameState(counter: Counter(count: 0, secret: 5, id: uuid(102)), results: [r1, r2]))

    store.send(.setNavigation(listTag)) {
      $0.resultListState = Identified([r1, r2], id: self.listTag)
    }
    store.send(.listResult(.remove(offset: [0]))) {
      $0.resultListState?.value = [r2]
    }
    store.send(.setNavigation(nil)) {
      $0.alert = .saveChanges
    }
    store.send(.alertAction(.alertSaveButtonTapped)) {
      $0.alert = nil
      $0.savingResults = true
    }
    scheduler.advance(by: .seconds(1))

    // Halfway through the save, the player finishes a puzzle.
    store.send(.counter(.setCount("5"))) { $0.counter.count = 5 }
    let r3 = GameResult(counter: Counter(count: 5, secret: 5, id: uuid(102)), timeSpent: 0)
    store.send(.counter(.playNext)) {
      $0.results.append(r3)
      $0.resultListState?.value.append(r3)
      $0.counter = Counter(count: 0, secret: 5, id: self.uuid(1))
    }

    scheduler.advance(by: .seconds(1))
    store.receive(.saveResult(.success)) {
      $0.savingResults = false
      $0.results = [r2, r3]
      $0.resultListState = nil
    }
    XCTAssertEqual(store.state.results.ids, [r2.id, r3.id])
    XCTAssertEqual(store.state.resultLabel, "Result: 1/2 correct")
  }

  func testAFailedSaveKeepsTheResultsAndSaysWhy() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let store = makeStore(
      GameState(
        counter: Counter(count: 0, secret: 5, id: uuid(102)),
        resultListState: Identified([], id: listTag), results: [r1], savingResults: true))

    store.send(.saveResult(.failure(SaveError(message: "The server is away.")))) {
      $0.savingResults = false
      $0.resultListState = nil
      $0.alert = AlertState(
        title: .init("Saving failed"),
        message: .init("The server is away."),
        dismissButton: .default(.init("OK"), action: .send(.alertDismiss))
      )
    }
    XCTAssertEqual(store.state.results, [r1])
  }

  func testDeletingAnOffsetOutOfRangeDoesNothing() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let store = makeStore(
      GameState(resultListState: Identified([r1], id: listTag), results: [r1]))
    store.send(.listResult(.remove(offset: [4])))
  }

  func testListActionsWithoutTheListAreIgnored() {
    let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: uuid(100)), timeSpent: 1)
    let store = makeStore(GameState(counter: Counter(count: 0, secret: 5, id: uuid(102)), results: [r1]))
    store.send(.listResult(.remove(offset: [0])))
  }

  /// The deterministic environment a shell runs a test store with: the first puzzle takes id
  /// `…0001`, the next `…0002`; the date is the epoch; secrets repeat from run to run.
  func testDeterministicEnvironment() {
    let environment = GameEnvironment.deterministic(mainQueue: scheduler.eraseToAnyScheduler())
    let initial = GameState(environment: environment)
    XCTAssertEqual(initial.counter.id, uuid(1))
    XCTAssertEqual(initial.counter.count, 0)

    let again = GameEnvironment.deterministic(mainQueue: scheduler.eraseToAnyScheduler())
    let sameStart = GameState(environment: again)
    XCTAssertEqual(sameStart, initial)
    let secondSecret = again.generateRandom(-100...100)

    let store = TestStore(initialState: initial, reducer: gameReducer, environment: environment)
    store.send(.timer(.start)) {
      $0.timer.started = Date(timeIntervalSince1970: 0)
    }
    store.send(.counter(.playNext)) {
      $0.results = [GameResult(counter: initial.counter, timeSpent: 0)]
      $0.counter = Counter(count: 0, secret: secondSecret, id: self.uuid(2))
    }
    store.send(.timer(.stop))
  }

  func testLiveEnvironmentUsesTheGivenScheduler() {
    let store = TestStore(
      initialState: GameState(),
      reducer: gameReducer,
      environment: .live(mainQueue: scheduler.eraseToAnyScheduler())
    )
    store.exhaustivity = .off
    store.send(.timer(.start))
    XCTAssertNotNil(store.state.timer.started)
    scheduler.advance(by: .milliseconds(20))
    store.skipReceivedActions()  // `state` is as of the last asserted step
    XCTAssertEqual(store.state.timer.duration, 0.02)
    let before = store.state.counter
    store.send(.counter(.playNext))
    XCTAssertNotEqual(store.state.counter.id, before.id)
    store.send(.timer(.stop))
  }
}
