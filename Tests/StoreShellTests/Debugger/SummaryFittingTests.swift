import XCTest

@testable import StoreShell

/// The effects summary fits a line: long payloads are cut with `…`, short ones never.
final class SummaryFittingTests: XCTestCase {
  private func item(_ action: String) -> SummaryFitting.Item {
    SummaryFitting.Item(before: "#0 task from ", action: action, after: ", next in 1s, id SearchID")
  }

  func testALineThatFitsIsLeftWhole() {
    let line = SummaryFitting.line("effects: 1 in flight: ", [item("search(\"L\")")], width: 80)
    XCTAssertEqual(line, "effects: 1 in flight: #0 task from search(\"L\"), next in 1s, id SearchID")
  }

  func testALongPayloadIsCutToTheWidth() {
    let long = "search(\"" + String(repeating: "x", count: 600) + "\")"
    let line = SummaryFitting.line("effects: 1 in flight: ", [item(long)], width: 100)
    XCTAssertEqual(line.count, 100)
    XCTAssertTrue(line.hasPrefix("effects: 1 in flight: #0 task from search(\"xxx"), line)
    XCTAssertTrue(line.hasSuffix("x…), next in 1s, id SearchID"), line)
  }

  func testShortPayloadsAreNeverCutEvenWhenTheLineIsLong() {
    let line = SummaryFitting.line(
      "effects: 2 in flight: ", [item("search(\"Lisbon\")"), item("search(\"Lima\")")], width: 80)
    XCTAssertTrue(line.contains("search(\"Lisbon\")") && line.contains("search(\"Lima\")"), line)
  }

  func testSeveralLongPayloadsShareTheWidth() {
    let a = "a(" + String(repeating: "1", count: 100) + ")"
    let b = "b(" + String(repeating: "2", count: 100) + ")"
    let line = SummaryFitting.line("effects: 2 in flight: ", [item(a), item(b)], width: 160)
    XCTAssertLessThanOrEqual(line.count, 160)
    XCTAssertTrue(line.contains("a(" + String(repeating: "1", count: 26) + "…)"), line)
    XCTAssertTrue(line.contains("b(" + String(repeating: "2", count: 26) + "…)"), line)
  }

  func testAPayloadIsNotCutBelowSixteenCharactersWhateverTheWidth() {
    let long = "search(\"" + String(repeating: "x", count: 600) + "\")"
    let line = SummaryFitting.line("effects: 1 in flight: ", [item(long)], width: 40)
    XCTAssertTrue(line.contains("search(\"" + String(repeating: "x", count: 14) + "…)"), line)
  }
}
