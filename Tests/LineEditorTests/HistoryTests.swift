import XCTest

@testable import LineEditor

final class HistoryTests: XCTestCase {
  func testRecordsLinesInOrder() {
    var history = History(limit: 10)
    XCTAssertTrue(history.record("first"))
    XCTAssertTrue(history.record("second"))
    XCTAssertEqual(history.entries, ["first", "second"])
  }

  func testSkipsConsecutiveDuplicatesOnly() {
    var history = History(limit: 10)
    _ = history.record("dup")
    XCTAssertFalse(history.record("dup"))
    _ = history.record("other")
    XCTAssertTrue(history.record("dup"))
    XCTAssertEqual(history.entries, ["dup", "other", "dup"])
  }

  func testSkipsLinesStartingWithSpaceAndBlankLines() {
    var history = History(limit: 10)
    XCTAssertFalse(history.record(" secret"))
    XCTAssertFalse(history.record(""))
    XCTAssertFalse(history.record("\t  "))
    XCTAssertFalse(history.record("two\nlines"))
    XCTAssertTrue(history.record("kept  "))
    XCTAssertEqual(history.entries, ["kept  "])
  }

  func testDropsOldestEntriesPastTheLimit() {
    var history = History(limit: 3)
    for number in 1...5 { _ = history.record("line \(number)") }
    XCTAssertEqual(history.entries, ["line 3", "line 4", "line 5"])
  }

  func testLimitZeroKeepsNothing() {
    var history = History(limit: 0)
    XCTAssertFalse(history.record("anything"))
    XCTAssertEqual(history.entries, [])
  }

  func testReplaceAppliesTheRules() {
    var history = History(limit: 2)
    history.replace(with: ["a", "a", " hidden", "b", "c"])
    XCTAssertEqual(history.entries, ["b", "c"])
  }
}
