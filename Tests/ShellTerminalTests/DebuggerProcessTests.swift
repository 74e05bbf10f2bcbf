import Foundation
import StoreShell
import XCTest

/// The debugger through pipes: a breakpoint set at the prompt stops a replay and `continue`
/// goes on with it; watches and breakpoints outlive a trap; a live `wait` a breakpoint stops
/// says when.
final class DebuggerProcessTests: ShellSandboxTestCase {
  /// The to-dos' debugger transcript, replayed here.
  private var transcript: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("StoreShellTests/Transcripts/todos-branches.shell").path
  }

  func testABreakpointStopsAReplayAndContinueGoesOnWithTheRest() throws {
    let script = try Script.parse(String(contentsOfFile: transcript, encoding: .utf8), path: transcript)
    let adds = script.entries.filter { $0.command == "send addTodoButtonTapped" }.map(\.line)
    XCTAssertEqual(adds.count, 2)
    let run = try ShellProcess.run(
      ["--feature", "todos"],
      input: [
        "break when todos.count changes", "replay \(transcript)", "state todos.count", "continue",
        "state todos.count", "break off 1", "continue", "history",
      ],
      in: sandbox)
    let lines = run.output.components(separatedBy: "\n")
    let stops = lines.filter { $0.hasPrefix("replay stopped after ") }
    XCTAssertEqual(stops, [
      "replay stopped after \(transcript):\(adds[0]) (send addTodoButtonTapped); 'continue' goes on with the rest of the replay",
      "replay stopped after \(transcript):\(adds[1]) (send addTodoButtonTapped); 'continue' goes on with the rest of the replay",
    ], run.output)
    XCTAssertEqual(lines.filter { $0.hasPrefix("break 1: ") }, [
      "break 1: when todos.count changes", "break 1: todos.count: 0 → 1", "break 1: todos.count: 1 → 2",
    ])
    // `state todos.count` at each stop, after the step that hit.
    XCTAssertEqual(lines.filter { $0 == "  1" || $0 == "  2" }, ["  1", "  2"], run.output)
    // The rest of the script ran to its end: its history, its last branch's, and no 'continue'.
    XCTAssertEqual(lines.suffix(8), [
      "1  set state filter = .active",
      "2  send addTodoButtonTapped",
      "3  send addTodoButtonTapped",
      "4  send todo(id: $todos.first.id, action: .textFieldChanged(\"Milk\"))",
      "5  send todo(id: $todos.first.id, action: .checkBoxToggled)",
      "6  set state todos[1].description = \"Oat milk\"",
      "7  advance 1s",
      "",
    ], run.output)
  }

  func testWatchesAndBreakpointsOutliveATrap() throws {
    sandbox.extraEnvironment = ["STORE_SHELL_TEST_FEATURES": "1", "STORE_SHELL_SUPERVISOR": "1"]
    let run = try ShellProcess.run(
      ["--feature", "traps"],
      input: [
        "set diff off", "watch items.count", "break on add", "watch off 1", "watch items",
        "send add(\"a\")", "send remove(at: 5)", "send add(\"b\")", "watches", "breaks",
      ],
      in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    let lines = run.output.components(separatedBy: "\n")
    let trapped = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("trapped: ") }, run.output)
    XCTAssertEqual(Array(lines[(trapped + 2)...]), [
      "→ add(\"b\")",
      "watch items: [[0]: \"a\"] → [[0]: \"a\", [1]: \"b\"]",
      "effects: none in flight",
      "break 1: → add(\"b\")",
      "2  items = [[0]: \"a\", [1]: \"b\"]",
      "1  on add",
      "",
    ], run.output)
  }

  func testALiveWaitStoppedByABreakpointSaysWhenAndContinueWaitsOn() throws {
    let run = try ShellProcess.run(
      ["--feature", "search", "--live"],
      input: ["set diff off", "break on searchResponse", "send searchQueryChanged(\"Li\")", "wait 2s", "continue", "history"],
      in: sandbox)
    XCTAssertEqual(run.status, 0, run.output)
    let lines = run.output.components(separatedBy: "\n")
    let hit = try XCTUnwrap(lines.first { $0.hasPrefix("break 1: ← searchResponse") }, run.output)
    // `… at 312ms of the wait; 1.688s of it left, 'continue' goes on`: after the 300 ms debounce.
    let match = try XCTUnwrap(
      hit.firstMatch(of: /at (\d+)ms of the wait; ([\d.]+m?s) of it left, 'continue' goes on$/), hit)
    let waited = try XCTUnwrap(Int(match.1))
    XCTAssertGreaterThanOrEqual(waited, 300, hit)
    XCTAssertLessThan(waited, 1_500, hit)
    // The history keeps the wait as the time it ran, then the rest `continue` waited.
    let left = try ShellDuration(parsing: String(match.2))
    XCTAssertEqual(lines.suffix(4), [
      "1  send searchQueryChanged(\"Li\")", "2  wait \(waited)ms", "3  wait \(left)", "",
    ], run.output)
  }
}
