import XCTest

@testable import LineEditor

final class CompletionPlanTests: XCTestCase {
  /// Plans a completion of `line` with the cursor at its end (or at `|`), libedit replacing the
  /// whole text before the cursor as the editor sets it up to.
  private func plan(
    _ line: String, wordStartOffset: Int? = nil, _ candidates: [String], appendsSpace: Bool = true
  ) -> CompletionPlan? {
    var line = line
    let cursor: String.Index
    if let bar = line.firstIndex(of: "|") {
      let offset = line.distance(from: line.startIndex, to: bar)
      line.remove(at: bar)
      cursor = line.index(line.startIndex, offsetBy: offset)
    } else {
      cursor = line.endIndex
    }
    let before = line[..<cursor]
    let wordStart =
      wordStartOffset.map { line.index(line.startIndex, offsetBy: $0) }
      ?? before.lastIndex(of: " ").map { line.index(after: $0) } ?? line.startIndex
    return CompletionPlan(
      line: line, cursor: cursor, replacedStart: line.startIndex,
      completions: Completions(
        wordStart: wordStart, candidates: candidates, appendsSpace: appendsSpace))
  }

  func testAUniqueCandidateCompletesWithASpace() {
    XCTAssertEqual(plan("se", ["send"]), CompletionPlan(replacement: "send ", listed: []))
  }

  func testTheCompleterDecidesAboutTheSpace() {
    XCTAssertEqual(
      plan("cou", ["counter."], appendsSpace: false),
      CompletionPlan(replacement: "counter.", listed: []))
  }

  func testTheTextBeforeTheWordIsKept() {
    XCTAssertEqual(
      plan("send counter.inc", ["counter.increment"]),
      CompletionPlan(replacement: "send counter.increment ", listed: []))
  }

  func testOnlyTheTextBeforeTheCursorIsReplaced() {
    XCTAssertEqual(
      plan("send cou| tail", ["counter."], appendsSpace: false),
      CompletionPlan(replacement: "send counter.", listed: []))
  }

  func testSeveralCandidatesCompleteToTheirCommonPrefixAndAreListed() {
    XCTAssertEqual(
      plan("send sta", ["state", "status"]),
      CompletionPlan(replacement: "send stat", listed: ["state", "status"]))
  }

  func testTheTypedWordIsNeverShortened() {
    XCTAssertEqual(
      plan("incremnt", ["increment", "incrementBy"]),
      CompletionPlan(replacement: "incremnt", listed: ["increment", "incrementBy"]))
  }

  func testAUniqueCandidateMayCorrectTheWord() {
    XCTAssertEqual(
      plan("send counter.incremnt", ["counter.increment"]),
      CompletionPlan(replacement: "send counter.increment ", listed: []))
  }

  func testDuplicatesCountOnce() {
    XCTAssertEqual(plan("st", ["state", "state"]), CompletionPlan(replacement: "state ", listed: []))
  }

  func testNoCandidatesPlanNothing() {
    XCTAssertNil(plan("xyz", []))
  }

  func testNonASCIIText() {
    XCTAssertEqual(
      plan("日本 é", ["été"]), CompletionPlan(replacement: "日本 été ", listed: []))
  }

  func testLibeditReplacingLessThanTheWord() {
    let line = "send counter.in"
    let wordStart = line.index(line.startIndex, offsetBy: 5)
    let replacedStart = line.index(line.startIndex, offsetBy: 13)
    let completions = Completions(wordStart: wordStart, candidates: ["counter.increment"])
    XCTAssertEqual(
      CompletionPlan(
        line: line, cursor: line.endIndex, replacedStart: replacedStart, completions: completions),
      CompletionPlan(replacement: "increment ", listed: []))
    let mismatched = Completions(wordStart: wordStart, candidates: ["other"])
    XCTAssertNil(
      CompletionPlan(
        line: line, cursor: line.endIndex, replacedStart: replacedStart, completions: mismatched))
  }
}
