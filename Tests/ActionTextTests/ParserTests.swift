import Testing

@testable import ActionText

@Suite struct ParserTests {
  private func kind(_ text: String) throws -> Syntax.Kind {
    try ActionParser.parse(text).kind
  }

  private func failure(_ text: String) -> TextFailure? {
    do {
      _ = try ActionParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  private func names(_ syntax: Syntax.Kind) -> [String]? {
    if case .reference(_, let names, _) = syntax { return names.map(\.text) }
    return nil
  }

  @Test func parsesDottedCasePaths() throws {
    #expect(names(try kind("counter.increment")) == ["counter", "increment"])
    #expect(
      names(try kind("  alertAction.alertSaveButtonTapped  ")) == [
        "alertAction", "alertSaveButtonTapped",
      ])
    guard case .reference(true, let names, nil) = try kind(".counter.increment") else {
      Issue.record("expected a reference with a leading dot")
      return
    }
    #expect(names.map(\.offset) == [1, 9])
  }

  @Test func parsesArgumentsWithAndWithoutLabels() throws {
    guard case .reference(false, _, let arguments?) = try kind(#"tag("a", count: -3)"#) else {
      Issue.record("expected arguments")
      return
    }
    #expect(arguments.map(\.label?.text) == [nil, "count"])
    #expect(arguments[0].value.kind == .string("a"))
    #expect(arguments[1].value.kind == .integer(negative: true, magnitude: 3))
    guard case .reference(_, _, let empty?) = try kind("increment()") else {
      Issue.record("expected an empty argument list")
      return
    }
    #expect(empty.isEmpty)
    guard case .reference(_, _, let underscored?) = try kind(#"setCount(_: "1",)"#) else {
      Issue.record("expected arguments")
      return
    }
    #expect(underscored.count == 1 && underscored[0].label == nil)
  }

  @Test func parsesStringEscapes() throws {
    #expect(try kind(#""a\n\t\"\\\0\'b""#) == .string("a\n\t\"\\\0'b"))
    #expect(try kind(#""\u{1F600}\u{41}""#) == .string("😀A"))
    #expect(try kind(#""""#) == .string(""))
    #expect(try kind("\"héllo wörld\"") == .string("héllo wörld"))
  }

  @Test func parsesNumbers() throws {
    #expect(try kind("42") == .integer(negative: false, magnitude: 42))
    #expect(try kind("-7") == .integer(negative: true, magnitude: 7))
    #expect(try kind("1_000_000") == .integer(negative: false, magnitude: 1_000_000))
    #expect(try kind("0xFF") == .integer(negative: false, magnitude: 255))
    #expect(try kind("0b101") == .integer(negative: false, magnitude: 5))
    #expect(try kind("0o17") == .integer(negative: false, magnitude: 15))
    #expect(try kind("18446744073709551615") == .integer(negative: false, magnitude: .max))
    #expect(try kind("1.5") == .float(1.5))
    #expect(try kind("-2.5e-3") == .float(-0.0025))
    #expect(try kind("1e+20") == .float(1e20))
    #expect(try kind("-.infinity") == .float(-.infinity))
  }

  @Test func parsesKeywordsCollectionsAndTuples() throws {
    #expect(try kind("true") == .bool(true))
    #expect(try kind("false") == .bool(false))
    #expect(try kind("nil") == .nilLiteral)
    guard case .array(let elements) = try kind("[1, 2, ]") else {
      Issue.record("expected an array")
      return
    }
    #expect(
      elements.map(\.kind) == [
        .integer(negative: false, magnitude: 1), .integer(negative: false, magnitude: 2),
      ])
    #expect(try kind("[]") == .array([]))
    #expect(try kind("[:]") == .dictionary([]))
    guard case .dictionary(let entries) = try kind(#"["a": 1, "b": 2]"#) else {
      Issue.record("expected a dictionary")
      return
    }
    #expect(entries.map(\.key.kind) == [.string("a"), .string("b")])
    guard case .tuple(let fields) = try kind("(secret: 10, guess: 10)") else {
      Issue.record("expected a tuple")
      return
    }
    #expect(fields.map(\.label?.text) == ["secret", "guess"])
    #expect(try kind("((42))") == .integer(negative: false, magnitude: 42))
    #expect(try kind(#"\.foo.bar"#) == .keyPath(#"\.foo.bar"#))
    #expect(try kind(#"\State.foo"#) == .keyPath(#"\State.foo"#))
    #expect(names(try kind("`default`")) == ["default"])
  }

  @Test func reportsUnbalancedBracketsAtTheOpeningOne() {
    #expect(
      failure(#"counter.setCount("42""#)
        == TextFailure(offset: 16, message: "expected ')' to close this '('"))
    #expect(
      failure("bulk([1, 2") == TextFailure(offset: 5, message: "expected ']' to close this '['"))
    #expect(
      failure("counter.increment)")
        == TextFailure(offset: 17, message: "unexpected ')' with no matching '('"))
    #expect(
      failure("bulk([1])]")
        == TextFailure(offset: 9, message: "unexpected ']' with no matching '['"))
    #expect(
      failure("bulk([1)") == TextFailure(offset: 7, message: "expected ',' or ']', found ')'"))
    #expect(
      failure("tag(1 2)") == TextFailure(offset: 6, message: "expected ',' or ')', found '2'"))
  }

  @Test func reportsBadStrings() {
    #expect(
      failure(#"setCount("42)"#) == TextFailure(offset: 9, message: "unterminated string literal"))
    #expect(
      failure(#"setCount("4\q")"#)
        == TextFailure(offset: 11, message: #"invalid escape sequence '\q' in string literal"#))
    #expect(
      failure(#""\u{110000}""#)
        == TextFailure(offset: 1, message: #"invalid unicode scalar \u{110000}"#))
    #expect(
      failure(#""\u{}""#)
        == TextFailure(
          offset: 1, message: #"invalid unicode escape: expected \u{1 to 8 hex digits}"#))
    #expect(failure(#""abc\"#) == TextFailure(offset: 0, message: "unterminated string literal"))
  }

  @Test func reportsUnexpectedCharacters() {
    #expect(failure("") == TextFailure(offset: 0, message: "expected an action"))
    #expect(failure("   ") == TextFailure(offset: 0, message: "expected an action"))
    #expect(
      failure("counter.increment;")
        == TextFailure(offset: 17, message: "unexpected character ';' after the action"))
    #expect(
      failure("counter.increment now")
        == TextFailure(offset: 18, message: "unexpected 'now' after the action"))
    #expect(
      failure("counter.") == TextFailure(offset: 8, message: "expected a case name after '.'"))
    #expect(
      failure("counter.1")
        == TextFailure(offset: 8, message: "expected a case name after '.', found '1'"))
    #expect(failure("%") == TextFailure(offset: 0, message: "unexpected character '%'"))
    #expect(failure("tag(,)") == TextFailure(offset: 4, message: "expected a value, found ','"))
    #expect(failure("tag(a: )") == TextFailure(offset: 7, message: "expected a value, found ')'"))
    #expect(failure("tag(1") == TextFailure(offset: 3, message: "expected ')' to close this '('"))
    #expect(failure("é€") == nil)
  }

  @Test func reportsBadNumbers() {
    #expect(
      failure("99999999999999999999")
        == TextFailure(offset: 0, message: "integer literal '99999999999999999999' overflows"))
    #expect(
      failure("-x") == TextFailure(offset: 1, message: "expected a number after '-', found 'x'"))
    #expect(failure("12ab") == TextFailure(offset: 2, message: "unexpected 'a' in number"))
    #expect(failure("1e") == TextFailure(offset: 2, message: "expected exponent digits"))
    #expect(failure("0x") == TextFailure(offset: 2, message: "expected digits after '0x'"))
  }

  @Test func refusesDeepNesting() {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(failure(deep)?.message == "nested too deeply")
    let fine = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
    #expect(failure(fine) == nil)
  }

  @Test func recordsWhereEachNodeIs() throws {
    let syntax = try ActionParser.parse(#"tag("a", count: 3)"#)
    #expect(syntax.start == 0 && syntax.end == 18)
    guard case .reference(_, _, let arguments?) = syntax.kind else { return }
    #expect(arguments[0].value.start == 4 && arguments[0].value.end == 7)
    #expect(arguments[1].label?.offset == 9)
    #expect(arguments[1].value.start == 16)
  }
}
