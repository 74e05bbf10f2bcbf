import Foundation
import XCTest

/// Time travel through pipes, as a script uses it: `goto` and `undo` keep the later steps,
/// `goto` forward and `redo` return to them exactly, a new step after going back starts a
/// branch, `skip` replays without a step, `diff` compares two steps, and the compact diff names
/// the path of each change.
final class TimeTravelProcessTests: ShellSandboxTestCase {
  private func run(_ input: [String], status expected: Int32 = 0) throws -> [String] {
    let (status, output) = try ShellProcess.run(input: input, in: sandbox)
    XCTAssertEqual(status, expected, output)
    return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  func testGotoAndUndoKeepTheLaterStepsAndRedoReturnsToThem() throws {
    let lines = try run([
      "set diff compact",
      "send counter.increment", "send counter.increment", "send counter.increment",
      "goto 1", "history", "goto 3", "undo", "undo", "redo", "history",
    ])
    XCTAssertEqual(
      Array(lines.dropFirst(10)),
      [
        "after step 1: send counter.increment",
        "  counter.count: 3 → 1",
        "effects: none in flight",
        "1  send counter.increment",
        "2  send counter.increment  (ahead)",
        "3  send counter.increment  (ahead)",
        "after step 3: send counter.increment",
        "  counter.count: 1 → 3",
        "effects: none in flight",
        "after step 2: send counter.increment",
        "  counter.count: 3 → 2",
        "effects: none in flight",
        "after step 1: send counter.increment",
        "  counter.count: 2 → 1",
        "effects: none in flight",
        "after step 2: send counter.increment",
        "  counter.count: 1 → 2",
        "effects: none in flight",
        "1  send counter.increment",
        "2  send counter.increment",
        "3  send counter.increment  (ahead)",
        "",
      ])
  }

  func testGotoForwardReturnsExactlyToAStateEffectsBuilt() throws {
    let lines = try run([
      "set diff off",
      "send counter.setCount(\"7\")", "send timer.start", "advance 35ms", "send timer.stop",
      "send counter.playNext",
      "state results", "goto 1", "goto 5", "state results",
    ])
    let first = Array(lines.drop { $0 != "  [" }.prefix { !$0.hasPrefix("after step") })
    let last = Array(lines.drop { $0 != "after step 5: send counter.playNext" }.dropFirst(2).dropLast())
    XCTAssertTrue(first.contains("      timeSpent: 0.03"), lines.joined(separator: "\n"))
    XCTAssertEqual(first, last)
  }

  func testASendAfterGoingBackStartsABranch() throws {
    let lines = try run([
      "set diff compact",
      "send counter.increment", "send counter.increment", "send counter.increment",
      "goto 1", "send counter.decrement", "history", "redo",
    ], status: 1)
    XCTAssertEqual(
      Array(lines.dropFirst(13)),
      [
        "→ counter.decrement",
        "  counter.count: 1 → 0",
        "effects: none in flight",
        "new branch 2: the 2 later steps stay on branch 1 ('branches' lists them, 'branch 1' goes back)",
        "1  send counter.increment",
        "2  send counter.decrement",
        "stdin:8: error: nothing to redo: no steps ahead",
        "",
      ])
  }

  func testSkipReplaysWithoutAStepAndSkipAgainPutsItBack() throws {
    let lines = try run([
      "set diff compact",
      "send counter.setCount(\"5\")", "send counter.increment", "send counter.increment",
      "skip 1", "history", "state counter.count", "skip 1", "state counter.count",
    ])
    XCTAssertEqual(
      Array(lines.dropFirst(10)),
      [
        "skipped step 1: send counter.setCount(\"5\") ('skip 1' puts it back)",
        "  counter.count: 7 → 2",
        "effects: none in flight",
        "1  send counter.setCount(\"5\")  (skipped)",
        "2  send counter.increment",
        "3  send counter.increment",
        "  2",
        "step 1 back: send counter.setCount(\"5\")",
        "  counter.count: 2 → 7",
        "effects: none in flight",
        "  7",
        "",
      ])
  }

  func testSaveLeavesSkippedStepsOutAndItsScriptChecks() throws {
    let path = sandbox.path("skipped.shell")
    let lines = try run([
      "set diff compact",
      "send counter.setCount(\"5\")", "state counter.count", "send counter.increment", "skip 1",
      "save \(path)",
    ])
    XCTAssertEqual(
      lines.suffix(2), ["saved 1 command to \(path) (the steps replayed without the skipped ones)", ""])
    let script = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(script.contains("\nset diff compact\n  set diff compact\n"), script)
    XCTAssertTrue(
      script.hasSuffix(
        "set limit 1000000\n  set limit 1000000\nsend counter.increment\n  → counter.increment\n"
          + "    counter.count: 0 → 1\n  effects: none in flight\n"), script)
    let replay = try run(["replay \(path) --check"])
    XCTAssertEqual(replay.suffix(2), ["\(path): 9 commands checked, all match", ""])
  }

  func testARecordingLeavesOutAStepSkippedWhileRecordingAndChecks() throws {
    let path = sandbox.path("recorded.shell")
    let lines = try run([
      "set diff compact", "record \(path)",
      "send counter.setCount(\"5\")", "state counter.count", "send counter.increment", "skip 1",
      "send counter.increment", "record stop",
    ])
    XCTAssertEqual(lines.suffix(2), ["recording stopped: \(path)", ""])
    let script = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertFalse(script.contains("send counter.setCount"), script)
    XCTAssertFalse(script.contains("\nskip "), script)
    XCTAssertTrue(
      script.hasSuffix(
        "send counter.increment\n  → counter.increment\n    counter.count: 0 → 1\n"
          + "  effects: none in flight\nsend counter.increment\n  → counter.increment\n"
          + "    counter.count: 1 → 2\n  effects: none in flight\n"), script)
    let replay = try run(["replay \(path) --check"])
    XCTAssertEqual(replay.suffix(2), ["\(path): 10 commands checked, all match", ""])
  }

  func testRecordFromStartAndExportTestLeaveSkippedStepsOut() throws {
    let path = sandbox.path("from-start.shell")
    let test = sandbox.path("SkippedTests.swift")
    let lines = try run([
      "send counter.setCount(\"5\")", "send counter.increment", "skip 1",
      "record \(path) --from-start", "send counter.increment", "record stop",
      "export test \(test)",
    ])
    XCTAssertEqual(
      lines.suffix(3),
      ["recording stopped: \(path)", "exported 2 steps to \(test): SkippedTests.testSession", ""])
    let script = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertFalse(script.contains("send counter.setCount"), script)
    XCTAssertFalse(script.contains("\nskip "), script)
    let replay = try run(["replay \(path) --check"])
    XCTAssertEqual(replay.suffix(2), ["\(path): 10 commands checked, all match", ""])
    let exported = try String(contentsOfFile: test, encoding: .utf8)
    XCTAssertFalse(exported.contains("setCount"), exported)
    XCTAssertTrue(exported.contains("store.send(.counter(.increment)) { $0.counter.count = 2 }"), exported)
  }

  func testDiffComparesTheStatesAfterTwoSteps() throws {
    let lines = try run([
      "set diff off",
      "send counter.setCount(\"5\")", "send counter.increment", "send timer.start",
      "advance 20ms", "send timer.stop",
      "set diff compact",
      "diff 0", "diff 1 2", "diff 2 1", "diff 9",
    ], status: 1)
    XCTAssertEqual(
      Array(lines.drop { !$0.hasPrefix("from step 0") }),
      [
        "from step 0 to now",
        "  counter.count: 0 → 6",
        "  timer.started: nil → Date(1970-01-01T00:00:00.000Z)",
        "  timer.duration: 0.0 → 0.02",
        "from step 1 to step 2",
        "  counter.count: 5 → 6",
        "from step 2 to step 1",
        "  counter.count: 6 → 5",
        "stdin:11: error: no step 9: history has 5 steps",
        "",
      ])
  }

  func testTheCompactDiffNamesThePathOfEachChange() throws {
    let lines = try run([
      "set diff compact",
      "send counter.playNext", "send counter.playNext",
      "send setNavigation(\"00000000-0000-0000-0000-0000000000AA\")",
      "send listResult.remove(offset: [1])",
    ])
    let removal = Array(lines.drop { $0 != "→ listResult.remove(offset: [1])" }.dropFirst().prefix(2))
    XCTAssertEqual(
      removal,
      [
        "  resultListState.value[id: 00000000-0000-0000-0000-000000000002]:",
        "    - GameResult(",
      ])
    XCTAssertTrue(lines.contains("  counter.id: UUID(00000000-0000-0000-0000-000000000001) → UUID(00000000-0000-0000-0000-000000000002)"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("  results[1]:"), lines.joined(separator: "\n"))
  }

  func testTheCompactDiffNamesAFieldOfARowByItsID() throws {
    let id = "00000000-0000-0000-0000-000000000001"
    let (status, output) = try ShellProcess.run(
      ["--feature", "todos"],
      input: [
        "set diff compact", "send addTodoButtonTapped",
        "send todo(id: \"\(id)\", action: .checkBoxToggled)",
      ], in: sandbox)
    XCTAssertEqual(status, 0, output)
    let lines = output.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      Array(lines.drop { !$0.hasPrefix("→ todo(") }.prefix(2)),
      [
        "→ todo(id: \"\(id)\", action: .checkBoxToggled)",
        "  todos[id: \(id)].isComplete: false → true",
      ])
  }
}
