import XCTest

@testable import LineEditor

final class HistoryPathTests: XCTestCase {
  func testTheVariableWins() {
    XCTAssertEqual(
      LineEditor.historyPath(environment: ["STORE_SHELL_HISTORY": "/tmp/h", "HOME": "/home/me"]),
      "/tmp/h")
  }

  func testDefaultsToTheHomeDirectory() {
    XCTAssertEqual(
      LineEditor.historyPath(environment: ["HOME": "/home/me"]), "/home/me/.store_shell_history")
    XCTAssertEqual(
      LineEditor.historyPath(environment: ["STORE_SHELL_HISTORY": "", "HOME": "/home/me"]),
      "/home/me/.store_shell_history")
  }
}
