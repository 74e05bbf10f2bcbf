import Foundation
import TerminalTesting
import XCTest

/// The debugger at a terminal: a breakpoint stops `advance` there, and a live store delivers a
/// debounced answer at its due time, above the prompt, the `send` having returned at once.
final class DebuggerTerminalTests: ShellTerminalTestCase {
  func testABreakpointStopsAnAdvanceAtATerminal() throws {
    let tmux = try Tmux.storeShell("--feature", "todos", in: sandbox)
    try tmux.enter("set diff off")
    try tmux.enter("break on sortCompletedTodos")
    try tmux.enter("send addTodoButtonTapped")
    try tmux.enter("send todo(id: $todos.first.id, action: .checkBoxToggled)")
    let output = try tmux.enter("advance 10s")
    XCTAssertEqual(
      Array(output.prefix(2)),
      [
        "← sortCompletedTodos  (#0 debounce)",
        "break 1: ← sortCompletedTodos at 1s; 9s of the advance left, 'continue' goes on",
      ])
    XCTAssertEqual(try tmux.enter("history").last, "3  advance 1s")
    try tmux.enter("continue")
    XCTAssertEqual(try tmux.enter("history").last, "4  advance 9s")
  }

  func testABreakpointStopsAReplayAtATerminalAndContinueGoesOn() throws {
    let script = sandbox.path("debounce.shell")
    try [
      "# store-shell script", "reset", "set diff off", "send addTodoButtonTapped",
      "send todo(id: $todos.first.id, action: .checkBoxToggled)", "advance 10s",
      "send addTodoButtonTapped",
    ].map { $0 + "\n" }.joined().write(toFile: script, atomically: true, encoding: .utf8)
    let tmux = try Tmux.storeShell("--feature", "todos", in: sandbox)
    try tmux.enter("break on sortCompletedTodos")
    // Long lines wrap on the screen: compared joined.
    let output = try tmux.enter("replay \(script)").joined()
    XCTAssertTrue(
      output.hasSuffix(
        "break 1: ← sortCompletedTodos at 1s" + "effects: none in flight"
          + "replay stopped after \(script):6 (advance 10s); 'continue' goes on with the advance (9s left), then the rest of the replay"),
      output)
    XCTAssertEqual(try tmux.enter("state todos.count"), ["  1"])
    XCTAssertEqual(try tmux.enter("continue").suffix(2), ["→ addTodoButtonTapped", "effects: none in flight"])
    XCTAssertEqual(try tmux.enter("history"), [
      "1  send addTodoButtonTapped", "2  send todo(id: $todos.first.id, action: .checkBoxToggled)",
      "3  advance 1s", "4  advance 9s", "5  send addTodoButtonTapped",
    ])
  }

  func testALiveDebounceAnswersAtItsDueTimeAboveThePrompt() throws {
    let tmux = try Tmux.storeShell("--feature", "search", "--live", in: sandbox)
    try tmux.enter("set diff off")
    let before = try tmux.scrollback().count
    let command = #"send searchQueryChanged("Li")"#
    try tmux.type(command)
    let start = ContinuousClock.now
    try tmux.keys("Enter")
    // The send returns before the debounce's 300 ms are up: its summary and a prompt come first.
    var returned: Duration?
    var answered: Duration?
    while answered == nil, ContinuousClock.now - start < .seconds(5) {
      let lines = try tmux.scrollback().dropFirst(before)
      if returned == nil, lines.contains(where: { $0.hasPrefix("effects: 1 in flight: #0 task") }),
        lines.last == Tmux.emptyPrompt
      {
        returned = ContinuousClock.now - start
      }
      if lines.contains(where: { $0.hasPrefix("← searchResponse.success") }) {
        answered = ContinuousClock.now - start
      }
      Thread.sleep(forTimeInterval: 0.005)
    }
    let answer = try XCTUnwrap(answered, "no answer within 5s")
    let back = try XCTUnwrap(returned, "the send did not return before the answer")
    XCTAssertLessThan(back, .milliseconds(300), "the send blocked")
    XCTAssertGreaterThanOrEqual(answer, .milliseconds(300), "the debounce answered early")
    XCTAssertLessThan(answer, .milliseconds(600), "the debounce answered late")
    // Above the prompt: the answer (wrapped on the screen), the effects summary, then the
    // prompt, empty.
    let lines = try tmux.waitFor(lastLine: Tmux.emptyPrompt).components(separatedBy: "\n")
    XCTAssertTrue(lines.contains { $0.hasPrefix("← searchResponse.success") })
    // The summary is read as the delivery is printed: the task that sent the answer may end a
    // moment later, so it is either gone or still listed, with nothing scheduled.
    let summary = lines[lines.count - 2]
    XCTAssertTrue(
      summary == "effects: none in flight"
        || (summary.hasPrefix("effects: 1 in flight: #0 task") && !summary.contains("next in")),
      "\(lines)")
    XCTAssertTrue(lines[lines.count - 3].hasSuffix("(#0 task)"), "\(lines)")
  }
}
