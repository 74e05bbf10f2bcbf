import Composable
import XCTest

@testable import StoreShellExamples

class GameResultListTests: XCTestCase {
  let results: GameResultListState = [
    GameResult(counter: Counter(count: 10, secret: 10, id: Deterministic.uuid(1)), timeSpent: 100),
    GameResult(counter: Counter(count: 0, secret: 20, id: Deterministic.uuid(2)), timeSpent: 100),
    GameResult(counter: Counter(count: 5, secret: 5, id: Deterministic.uuid(3)), timeSpent: 3),
  ]

  func testRemove() {
    let store = TestStore(
      initialState: results,
      reducer: gameResultListReducer,
      environment: GameResultListEnvironment()
    )
    store.send(.remove(offset: [0, 2])) {
      $0 = [self.results[1]]
    }
  }

  func testSummary() {
    XCTAssertEqual(results.totalCount, 3)
    XCTAssertEqual(results.correctCount, 2)
    XCTAssertEqual(results.resultLabel, "Result: 2/3 correct")
    XCTAssertEqual(GameResultListState().resultLabel, "Result: 0/0 correct")
  }

  func testResultIdentity() {
    let result = results[0]
    XCTAssertEqual(result.id, Deterministic.uuid(1))
    XCTAssertTrue(result.correct)
    XCTAssertFalse(results[1].correct)
  }
}
