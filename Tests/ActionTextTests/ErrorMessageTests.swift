import ActionText
import Foundation
import Testing

/// Every error form, with its exact message and column.
@Suite struct ErrorMessageTests {
  private func error<Action: Decodable>(
    _ text: String, as type: Action.Type = GameAction.self
  ) -> ActionTextError? {
    do {
      _ = try ActionText.decode(text, as: type)
      return nil
    } catch {
      return error
    }
  }

  private func expectError(
    _ text: String, _ message: String, column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      error(text) == ActionTextError(message: message, column: column),
      sourceLocation: sourceLocation)
  }

  @Test func suggestsTheClosestActions() {
    expectError(
      "counter.incremnt", "unknown action 'counter.incremnt'; did you mean 'counter.increment'?",
      column: 9)
    expectError("countr.increment", "unknown action 'countr'; did you mean 'counter'?", column: 1)
    expectError(
      "increment", "unknown action 'increment'; did you mean 'counter.increment'?", column: 1)
    expectError(
      "alertDismis", "unknown action 'alertDismis'; did you mean 'alertAction.alertDismiss'?",
      column: 1)
    expectError(
      "setFilter.actve", "unknown action 'setFilter.actve'; did you mean 'setFilter.active'?",
      column: 11)
    #expect(
      error("crement", as: CounterAction.self)?.message
        == "unknown action 'crement'; did you mean 'increment' or 'decrement'?")
  }

  @Test func listsTheActionsWhenNothingIsClose() {
    expectError(
      "zzz",
      "unknown action 'zzz'; expected one of: counter, timer, listResult, setNavigation, alertAction, move, tag, rename, …",
      column: 1)
    expectError(
      "timer.go",
      "unknown action 'timer.go'; expected one of: timer.start, timer.stop, timer.timeUpdated",
      column: 7)
  }

  @Test func reportsIncompleteAndOverlongPaths() {
    expectError(
      "counter",
      "incomplete action 'counter'; expected one of: counter.increment, counter.decrement, counter.setCount, counter.playNext",
      column: 1)
    expectError(
      "counter.setCount.foo",
      "unknown action 'counter.setCount.foo'; 'counter.setCount' has no nested cases", column: 18)
    expectError("reset.now", "unknown action 'reset.now'; 'reset' has no nested cases", column: 7)
  }

  @Test func reportsTheWrongNumberOfArguments() {
    expectError(
      "counter.setCount", "'counter.setCount' takes 1 argument (String), got 0", column: 17)
    expectError(
      "counter.setCount()", "'counter.setCount' takes 1 argument (String), got 0", column: 18)
    expectError(
      #"counter.setCount("1", "2")"#, "'counter.setCount' takes 1 argument (String), got 2",
      column: 23)
    expectError(#"tag("a")"#, "'tag' takes 2 arguments (String, count: Int), got 1", column: 8)
    expectError("counter.increment(1)", "'counter.increment' takes no arguments, got 1", column: 19)
    expectError(
      "listResult.remove", "'listResult.remove' takes 1 argument (offset: [Int]), got 0", column: 18
    )
  }

  @Test func reportsArgumentsOfTheWrongType() {
    expectError(
      #"listResult.remove(offset: "x")"#,
      #"argument 'offset' of 'listResult.remove' expects [Int], got "x""#, column: 27)
    expectError(
      #"listResult.remove(offset: [1, "x"])"#,
      #"element 1 of argument 'offset' of 'listResult.remove' expects Int, got "x""#, column: 31)
    expectError(
      "counter.setCount(42)", "argument 1 of 'counter.setCount' expects String, got 42", column: 18)
    expectError(
      "counter.setCount(nil)", "argument 1 of 'counter.setCount' expects String, got nil",
      column: 18)
    expectError(
      #"tag("a", count: 1.5)"#, "argument 'count' of 'tag' expects Int, got 1.5", column: 17)
    expectError(
      "small(300, 1)", "argument 1 of 'small' expects Int8, got 300 (out of range)", column: 7)
    expectError(
      "small(1, -1)", "argument 2 of 'small' expects UInt8, got -1 (out of range)", column: 10)
    expectError(
      #"setNavigation("nope")"#, #"argument 1 of 'setNavigation' expects UUID, got "nope""#,
      column: 15)
    expectError("enable(1)", "argument 1 of 'enable' expects Bool, got 1", column: 8)
    expectError(#"scale("x")"#, #"argument 1 of 'scale' expects Double, got "x""#, column: 7)
    expectError(
      #"prioritize(.low, at: "yesterday")"#,
      #"argument 'at' of 'prioritize' expects Date (ISO 8601, like "2024-01-31T12:00:00Z"), got "yesterday""#,
      column: 22)
    expectError(
      #"scores(["a": "b"])"#, #"value for key "a" of argument 1 of 'scores' expects Int, got "b""#,
      column: 14)
    expectError("scores([1: 2])", "argument 1 of 'scores' expects a String key, got 1", column: 9)
    expectError("move(5)", "argument 1 of 'move' expects Point, got 5", column: 6)
  }

  @Test func reportsLabelsWithTheExpectedSignature() {
    expectError(
      "listResult.remove([1])",
      "missing argument label 'offset:' in 'listResult.remove(offset: [Int])'", column: 19)
    expectError(
      "listResult.remove(ofset: [1])",
      "incorrect argument label 'ofset:' in 'listResult.remove(offset: [Int])', expected 'offset:'",
      column: 19)
    expectError(
      #"counter.setCount(value: "1")"#,
      "extraneous argument label 'value:' in 'counter.setCount(_: String)'", column: 18)
    expectError(
      #"tag("a", 3)"#, "missing argument label 'count:' in 'tag(_: String, count: Int)'", column: 10
    )
  }

  @Test func reportsStructFields() {
    expectError(
      "move(x: 1)", "missing field 'y' in argument 1 of 'move'; Point has (x: Int, y: Int)",
      column: 10)
    expectError(
      "move(x: 1, z: 2)",
      "unknown field 'z' in argument 1 of 'move'; Point has (x: Int, y: Int); did you mean 'x' or 'y'?",
      column: 12)
    expectError("move(x: 1, x: 2)", "field 'x' given twice in argument 1 of 'move'", column: 12)
    expectError(
      "move((x: 1, 2))", "missing field label in argument 1 of 'move'; Point has (x: Int, y: Int)",
      column: 13)
    expectError(
      #"move(x: "1", y: 2)"#, #"field 'x' of argument 1 of 'move' expects Int, got "1""#, column: 9)
  }

  @Test func reportsCasesWrittenAsArguments() {
    expectError(
      "row(id: 1, action: .incremnt)",
      "unknown case '.incremnt' of CounterAction in argument 'action' of 'row'; did you mean '.increment'?",
      column: 21)
    expectError(
      "setFilter(.foo)",
      "unknown case '.foo' of Filter in argument 1 of 'setFilter'; expected one of: .all, .active, .completed",
      column: 12)
    expectError(
      #"setFilter("nope")"#,
      #"argument 1 of 'setFilter' expects Filter (.all, .active, .completed), got "nope""#,
      column: 11)
    expectError(
      "row(id: 1, action: .setCount)", "'.setCount' takes 1 argument (String), got 0", column: 29)
  }

  @Test func reportsKeyPathsAsImpossible() {
    #expect(
      error(#"binding(\.foo, true)"#, as: FormAction.self)
        == ActionTextError(
          message: #"key path \.foo can't be built from text; 'binding' takes (String, Bool)"#,
          column: 9))
    expectError(
      #"binding(\.foo, true)"#,
      "unknown action 'binding'; expected one of: counter, timer, listResult, setNavigation, alertAction, move, tag, rename, …",
      column: 1)
  }

  @Test func reportsTextThatIsNotAnAction() {
    expectError(#""counter""#, #"expected an action name, found "counter""#, column: 1)
    expectError("42", "expected an action name, found 42", column: 1)
    expectError("", "expected an action", column: 1)
  }

  @Test func reportsSyntaxErrorsByColumn() {
    expectError(#"counter.setCount("42""#, "expected ')' to close this '('", column: 17)
    expectError(#"counter.setCount("42)"#, "unterminated string literal", column: 18)
    expectError("counter.increment)", "unexpected ')' with no matching '('", column: 18)
    expectError("counter.increment #", "unexpected character '#' after the action", column: 19)
  }

  @Test func countsColumnsInCharacters() {
    expectError(
      #"tag("é€😀", count: "x")"#, #"argument 'count' of 'tag' expects Int, got "x""#, column: 19)
  }

  @Test func rewritesErrorsThrownByTheTypeItself() {
    struct Even: Codable, Equatable {
      var value: Int
      init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Int.self)
        guard value.isMultiple(of: 2) else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "\(value) is odd"))
        }
      }
    }
    enum Validating: Codable, Equatable { case even(Even) }
    #expect(
      error("even(3)", as: Validating.self)
        == ActionTextError(
          message: "can't make a Validating from this text: at 'even': 3 is odd", column: 1))
    #expect(error("even(4)", as: Validating.self) == nil)
  }

  @Test func describesItselfByItsMessage() {
    let error = ActionTextError(message: "unknown action 'x'", column: 1)
    #expect(error.description == "unknown action 'x'")
  }
}
