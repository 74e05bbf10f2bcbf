import XCTest

@testable import LineEditor

final class DisplayGeometryTests: XCTestCase {
  private func row(_ prompt: String, _ text: String, columns: Int) -> Int {
    DisplayGeometry.cursorRow(prompt: prompt, textBeforeCursor: text[...], columns: columns)
  }

  func testAShortLineIsOnTheFirstRow() {
    XCTAssertEqual(row("demo> ", "send", columns: 40), 0)
  }

  func testAFullRowMovesTheCursorOn() {
    XCTAssertEqual(row("demo> ", String(repeating: "a", count: 33), columns: 40), 0)
    XCTAssertEqual(row("demo> ", String(repeating: "a", count: 34), columns: 40), 1)
    XCTAssertEqual(row("demo> ", String(repeating: "a", count: 74), columns: 40), 2)
  }

  func testInvisiblePromptTextTakesNoRoom() {
    let prompt = "\u{1}\u{1B}[1;32m\u{2}demo>\u{1}\u{1B}[0m\u{2} "
    XCTAssertEqual(row(prompt, String(repeating: "a", count: 33), columns: 40), 0)
    XCTAssertEqual(row(prompt, String(repeating: "a", count: 34), columns: 40), 1)
  }

  func testTabsAndControlCharacters() {
    XCTAssertEqual(row("", "\t\t\t\t", columns: 32), 1)
    XCTAssertEqual(row("", String(repeating: "\u{3}", count: 5), columns: 10), 1)
  }

  func testNewlinesStartARow() {
    XCTAssertEqual(row("> ", "one\ntwo\nthree", columns: 80), 2)
  }
}
