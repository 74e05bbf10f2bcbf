// Seed 002's Counter tests (part 1's TestStore tests, updated as seed 002 updates them), with
// the mechanical changes: `import Composable`, a local `let store` per test, and the new puzzle
// id of the seed 002 exercise in the `playNext` expectation.
import Composable
import XCTest

@testable import StoreShellExamples

class CounterDemoTests: XCTestCase {
  func testCounterIncrement() throws {
    let store = TestStore(
      initialState: Counter(count: Int.random(in: -100...100)),
      reducer: counterReducer,
      environment: .test
    )
    store.send(.increment) { state in
      state.count += 1
    }
  }

  func testCounterDecrement() throws {
    let store = TestStore(
      initialState: Counter(count: Int.random(in: -100...100)),
      reducer: counterReducer,
      environment: .test
    )
    store.send(.decrement) { state in
      state.count -= 1
    }
  }

  func testSetCount() throws {
    let store = TestStore(
      initialState: Counter(count: 0, secret: 5, id: Deterministic.uuid(100)),
      reducer: counterReducer,
      environment: .test
    )
    store.send(.setCount("42")) { state in
      state.count = 42
    }
    store.send(.setCount("-7")) { state in
      state.count = -7
    }
    // Not a number: the count stays.
    store.send(.setCount("abc"))
    XCTAssertEqual(store.state.countString, "-7")
  }

  func testPlayNext() throws {
    let store = TestStore(
      initialState: Counter(count: Int.random(in: -100...100)),
      reducer: counterReducer,
      environment: .test
    )
    store.send(.playNext) { state in
      state = Counter(
        count: 0, secret: 5, id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
    }
    // Every puzzle gets a new id (the seed 002 exercise).
    store.send(.increment) { $0.count = 1 }
    store.send(.playNext) { state in
      state = Counter(
        count: 0, secret: 5, id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!)
    }
  }

  func testCheckResult() {
    XCTAssertEqual(Counter(count: -3, secret: 5).checkResult, .lower)
    XCTAssertEqual(Counter(count: 5, secret: 5).checkResult, .equal)
    XCTAssertEqual(Counter(count: 6, secret: 5).checkResult, .higher)
    XCTAssertEqual(Counter(count: 6, secret: 5).checkResult.label, "Higher")
    XCTAssertEqual(Counter(count: 5, secret: 5).checkResult.label, "Correct")
  }

  func testCounterFromEnvironment() {
    let counter = Counter(environment: .test)
    XCTAssertEqual(counter, Counter(count: 0, secret: 5, id: Deterministic.uuid(1)))
  }
}
