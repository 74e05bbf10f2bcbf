import Composable
import XCTest

// The reflection `/` extracts by before a case path learns its case (`reflectedExtraction`):
// the cases swift-case-paths' `AnyCasePath(unsafe:)` handled, with its results.

private enum Action: Equatable {
  case count(Int)
  case other(Int)
  case row(id: Int)
  case reset
  case tick
}

final class CaseReflectionTests: XCTestCase {
  func testASingleLabelledValueExtractsAsItself() {
    let path = /Action.row(id:)
    XCTAssertEqual(path.extract(from: .row(id: 3)), 3)
    XCTAssertEqual(path.extract(from: .row(id: 4)), 4)
    XCTAssertNil(path.extract(from: .count(3)))
  }

  func testCasesOfOnePayloadTypeDifferByTag() {
    let count = /Action.count
    let other = /Action.other
    XCTAssertNil(other.extract(from: .count(1)))
    XCTAssertEqual(count.extract(from: .count(1)), 1)
    XCTAssertEqual(other.extract(from: .other(2)), 2)
    XCTAssertNil(count.extract(from: .other(2)))
  }

  func testCasesWithoutPayloadMatchTheirTag() {
    let reset = /Action.reset
    XCTAssertNotNil(reset.extract(from: .reset))
    XCTAssertNil(reset.extract(from: .tick))
    XCTAssertNil(reset.extract(from: .count(0)))
    XCTAssertEqual(reset.embed(()), .reset)
  }

  func testAnOptionalRootExtractsThroughTheWrappedEnum() {
    let promoted: CasePath<Action?, Int> = /{ (count: Int) -> Action? in .count(count) }
    XCTAssertEqual(promoted.extract(from: .count(5)), 5)
    XCTAssertNil(promoted.extract(from: .other(5)))
    XCTAssertNil(promoted.extract(from: nil))
    XCTAssertEqual(promoted.embed(6), .count(6))
    let some: CasePath<Action?, Action> = /Optional<Action>.some
    XCTAssertEqual(some.extract(from: .tick), .tick)
    XCTAssertNil(some.extract(from: nil))
  }
}
