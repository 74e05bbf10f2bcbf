import Foundation
import IdentifiedCollections
@testable import StatePaths
import XCTest

@testable import StoreShell

/// `state` paths ask collections for `count`, `isEmpty`, `first`, `last`, `keys`, filter
/// them, and chain; TAB completes them.
final class StateExpressionTests: XCTestCase {
  struct Todo: Identifiable, Equatable { var description: String; var id: Int; var isComplete: Bool }
  struct Counter { var count: Int }
  struct State {
    var todos: IdentifiedArrayOf<Todo>
    var scores: [String: Int]
    var counter: Counter
    var title: String
    var empty: [Int]
  }

  let state = State(
    todos: [
      Todo(description: "Milk", id: 1, isComplete: true),
      Todo(description: "Eggs", id: 2, isComplete: false),
      Todo(description: "Bread", id: 3, isComplete: true),
    ],
    scores: ["blob": 3, "alice": 5], counter: Counter(count: 7), title: "Hi", empty: [])

  private func read(_ path: String) throws -> Any { try StatePath.parse(path).read(from: state) }
  private func text(_ path: String) throws -> String { StateValueText.oneLine(try read(path)) }

  func testCollectionsAnswerCountIsEmptyFirstLastAndKeys() throws {
    XCTAssertEqual(try text("todos.count"), "3")
    XCTAssertEqual(try text("todos.isEmpty"), "false")
    XCTAssertEqual(try text("empty.isEmpty"), "true")
    XCTAssertEqual(try text("todos.first.description"), #""Milk""#)
    XCTAssertEqual(try text("todos.last.id"), "3")
    XCTAssertEqual(try text("scores.keys"), #"[[0]: "alice", [1]: "blob"]"#)
    XCTAssertEqual(try text("scores.count"), "2")
    XCTAssertEqual(try text(#"scores["blob"]"#), "3")
    XCTAssertEqual(try text("title.count"), "2")
    // A field named like a property is the field.
    XCTAssertEqual(try text("counter.count"), "7")
  }

  func testFiltersKeepTheElementsForWhichTheTestHolds() throws {
    XCTAssertEqual(try text("todos[isComplete == true].count"), "2")
    XCTAssertEqual(try text("todos[isComplete].last.description"), #""Bread""#)
    XCTAssertEqual(try text("todos[!isComplete].first.description"), #""Eggs""#)
    XCTAssertEqual(try text(#"todos[description != "Milk"].count"#), "2")
    XCTAssertEqual(try text("todos[id >= 2].count"), "2")
    XCTAssertEqual(try text("todos[id < 2].first.description"), #""Milk""#)
    XCTAssertEqual(try text(#"todos[description == "a ] b"].count"#), "0")
    XCTAssertEqual(try text("todos[id: 2].description"), #""Eggs""#)
  }

  func testMistakesSayWhatIsWrongAndTheFix() {
    func message(_ path: String) -> String? {
      do {
        _ = try read(path)
        return nil
      } catch {
        return (error as? ShellError)?.message
      }
    }
    XCTAssertEqual(message("empty.first"), "empty is empty: it has no first element")
    XCTAssertEqual(
      message("counter.first"),
      "no field 'first' in counter: count, isEmpty, first, last and keys apply to collections "
        + "and dictionaries")
    XCTAssertEqual(message("todos.keys"), "todos is not a dictionary: keys applies to dictionaries")
    XCTAssertEqual(message(#"scores["bob"]"#), #"no key "bob" in scores"#)
    XCTAssertEqual(
      message("counter[count == 1]"),
      "counter is not a collection: [count == 1] filters a collection's elements")
    XCTAssertEqual(
      message("todos[nope == 1]"),
      "in [nope == 1] on todos's elements: no field 'nope' in Todo; fields: description, id, isComplete (a computed property is read once its type lists it: ShellComputedProperties)")
    XCTAssertEqual(
      message("todos[== 1]"), "filter '[== 1]' needs a field and a value, like [isComplete == true]")
    XCTAssertEqual(message("todos[1"), "unbalanced '[' in state path 'todos[1'; close it with ']'")
  }

  func testTabCompletesPropertiesFiltersElementsAndChains() {
    let completer = ShellCompleter(state: { self.state }, actionType: NoAction.self)
    XCTAssertEqual(completer.completions(for: "state todos.").candidates, [
      "todos.count", "todos.isEmpty", "todos.first", "todos.last",
    ])
    XCTAssertEqual(completer.completions(for: "state todos.first.d").candidates, ["todos.first.description"])
    XCTAssertEqual(completer.completions(for: "state scores.k").candidates, ["scores.keys"])
    XCTAssertEqual(
      completer.completions(for: "state todos[isComplete].f").candidates, ["todos[isComplete].first"])
    XCTAssertEqual(completer.completions(for: "state todos[").candidates.prefix(2), [
      "todos[0]", "todos[id: 1]",
    ])
    XCTAssertEqual(completer.completions(for: "watch counter.c").candidates, ["counter.count"])
    XCTAssertEqual(completer.completions(for: "set state counter.c").candidates, ["counter.count"])
    XCTAssertEqual(completer.completions(for: "set st").candidates, ["state "])
    XCTAssertEqual(completer.completions(for: "break w").candidates, ["when "])
    XCTAssertEqual(completer.completions(for: "break when ti").candidates, ["title"])
  }
}

private enum NoAction: Codable { case none }
