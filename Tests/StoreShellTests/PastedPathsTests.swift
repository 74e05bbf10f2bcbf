import Foundation
import StoreShellDemo
@testable import StoreShell
import XCTest

/// State paths take what the shell prints and what Swift writes: a printed `UUID(…)` as an id,
/// `?.`; their errors say what is there (`details is nil`) and what was meant (`todos.count`
/// for `todos.cont`); TAB on an optional field ends without a space (`details?`); `break on`'s
/// list of cases, cut short, keeps those nearest the typed text.
final class PastedPathsTests: XCTestCase {
  private func feature(_ name: String) -> AnyShellFeature {
    DemoFeatures.all.first { $0.name == name }!
  }

  func testAPrintedUUIDIsAnIdInAPath() {
    let runner = feature("todos").makeTestRunner()
    _ = runner.execute("send addTodoButtonTapped")
    let result = runner.execute(
      "state todos[id: UUID(00000000-0000-0000-0000-000000000001)].isComplete")
    XCTAssertNil(result.error)
    XCTAssertEqual(result.lines.map(\.text), ["  false"])
  }

  func testOptionalChainingIsAcceptedAndANilSaysSo() {
    let runner = feature("search").makeTestRunner()
    XCTAssertEqual(
      runner.execute("state details?.summary").error?.message, "details is nil: it has no 'summary'")
    XCTAssertEqual(
      runner.execute("state details.summary").error?.message, "details is nil: it has no 'summary'")
  }

  func testAMisspelledPropertyOfACollectionIsSuggested() {
    let runner = feature("todos").makeTestRunner()
    let message = runner.execute("watch todos.cont").error?.message ?? ""
    XCTAssertTrue(message.contains("did you mean 'count'?"), message)
  }

  func testTabOnAnOptionalFieldEndsWithoutASpace() {
    let runner = feature("search").makeTestRunner()
    XCTAssertEqual(runner.completions(for: "state detailsR", cursor: 14).candidates, ["detailsRequestInFlight?"])
  }

  func testBreakOnsCaseListKeepsTheCasesNearestTheTypedText() {
    let names = (1...12).map { "case\($0)" } + ["didTapPlusButton", "didTapMinusButton"]
    let listed = ShellSession<Int, Never2>.listed(names, nearest: "didTapPlus")
    XCTAssertTrue(listed.contains("didTapPlusButton"), listed)
    XCTAssertTrue(listed.hasSuffix("… and 6 more"), listed)
  }
}

private enum Never2: Codable { case none }
