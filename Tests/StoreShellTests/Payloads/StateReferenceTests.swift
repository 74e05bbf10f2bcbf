import Foundation
import XCTest

@testable import StoreShell

/// `$path` arguments read the current state; string literals keep their `$`.
final class StateReferenceTests: XCTestCase {
  struct Row { var id: UUID; var title: String }
  struct State { var rows: [Row]; var selection: Int? }

  let state = State(
    rows: [
      Row(id: UUID(uuidString: "00000000-0000-0000-0000-000000000007")!, title: "a \"b\""),
      Row(id: UUID(uuidString: "00000000-0000-0000-0000-000000000009")!, title: "c"),
    ],
    selection: nil)

  func testReferencesAreReplacedByLiteralsOfTheirValues() throws {
    XCTAssertEqual(
      try StateReferences.substitute(in: "open(id: $rows[1].id)", state: state),
      #"open(id: "00000000-0000-0000-0000-000000000009")"#)
    XCTAssertEqual(
      try StateReferences.substitute(in: "rename($rows[0].title, $selection)", state: state),
      #"rename("a \"b\"", nil)"#)
    XCTAssertEqual(
      try StateReferences.substitute(
        in: #"open(id: $rows[id: "00000000-0000-0000-0000-000000000007"].id)."#, state: state),
      #"open(id: "00000000-0000-0000-0000-000000000007")."#)
    XCTAssertEqual(
      try StateReferences.substitute(in: #"say("costs $5 \" $rows")"#, state: state),
      #"say("costs $5 \" $rows")"#)
  }

  func testABadReferenceNamesThePathAndTheFix() {
    XCTAssertThrowsError(try StateReferences.substitute(in: "open($rows[5].id)", state: state)) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message,
        "in $rows[5].id: index 5 is out of range in rows: it has 2 elements")
    }
    XCTAssertThrowsError(try StateReferences.substitute(in: "open($)", state: state)) {
      XCTAssertEqual(
        ($0 as? ShellError)?.message, "'$' must be followed by a state path, like $rows[0].id")
    }
  }

  func testTabCompletesReferencesAndTheIdsInTheState() {
    let completer = ShellCompleter(state: { self.state }, actionType: String.self)
    XCTAssertEqual(completer.completions(for: "send open($r").candidates, ["open($rows"])
    XCTAssertEqual(
      completer.completions(for: "send open(id: $rows[").candidates,
      [
        "open(id: $rows[0]", #"open(id: $rows[id: "00000000-0000-0000-0000-000000000007"]"#,
        "open(id: $rows[1]", #"open(id: $rows[id: "00000000-0000-0000-0000-000000000009"]"#,
      ])
    XCTAssertEqual(
      completer.completions(for: "send open(id: $rows[1].").candidates,
      ["open(id: $rows[1].id", "open(id: $rows[1].title"])
  }
}
