import Foundation
import TerminalTesting
import XCTest

/// A `replay` typed in a session prints each command's output as the command finishes, at a
/// terminal (the store in a worker process) and piped (the store in the shell's process), so a
/// long script shows where it is and what it printed stays printed if it is stopped or traps.
final class ReplayTerminalTests: ShellTerminalTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    sandbox.extraEnvironment = ["STORE_SHELL_TEST_FEATURES": "1"]
  }

  /// A script of a few steps, then one that runs for minutes in a debug build (1000 minutes
  /// of 10 ms ticks); its path.
  func writeLongScript() throws -> String {
    let script = sandbox.path("long.shell")
    try """
      # store-shell script
      send counter.setCount("7")
      send timer.start
      set diff off
      set filter -timer.timeUpdated
      advance 1000m --force

      """.write(toFile: script, atomically: true, encoding: .utf8)
    return script
  }

  func testAReplayAtTheTerminalPrintsEachCommandAsItFinishes() throws {
    let script = try writeLongScript()
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.type("replay \(script)")
    try tmux.keys("Enter")
    let running = try tmux.waitFor("the commands before the long one, printed while it runs") {
      _ in
      let lines = try tmux.scrollback()
      return lines.contains("→ counter.setCount(\"7\")") && lines.contains("→ timer.start")
        && lines.contains("set filter -timer.timeUpdated")
    }
    XCTAssertNotEqual(
      running.components(separatedBy: "\n").last, Tmux.emptyPrompt, "the replay still runs")
    try tmux.keys("C-c")
    try tmux.waitFor("the interrupted advance and a prompt") { screen in
      screen.contains("interrupted at ")
        && screen.components(separatedBy: "\n").last == Tmux.emptyPrompt
    }
    // Printed once: as it came, not again at the end.
    let lines = try tmux.scrollback()
    XCTAssertEqual(lines.filter { $0 == "→ counter.setCount(\"7\")" }.count, 1, "\(lines)")
    XCTAssertEqual(lines.filter { $0 == "→ timer.start" }.count, 1, "\(lines)")
    XCTAssertEqual(try tmux.enter("state counter.count"), ["  7"])
  }

  func testAPipedReplayThatTrapsLeavesWhatItPrintedBeforeTheTrap() throws {
    let script = sandbox.path("traps.shell")
    try ["# store-shell script", "send add(\"milk\")", "send add(\"eggs\")", "send remove(at: 5)"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    let run = try ShellProcess.run(["--feature", "traps"], input: ["replay \(script)"], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    let lines = run.output.components(separatedBy: "\n")
    // Printed before the store's process ended: before, they were kept until the replay's end.
    XCTAssertEqual(lines.filter { $0 == "→ add(\"milk\")" }.count, 1, run.output)
    XCTAssertEqual(lines.filter { $0 == "→ add(\"eggs\")" }.count, 1, run.output)
    XCTAssertTrue(run.output.contains("trapped: Fatal error: Index out of range"), run.output)
  }

  func testASupervisedPipedReplayPrintsEachLineOnceInOrder() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let script = sandbox.path("steps.shell")
    try ["# store-shell script", "send add(\"milk\")", "state items", "send add(\"eggs\")"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    // A live store's worker streams its session's output as well: the echo still shows once.
    for mode in [[], ["--live"]] {
      let run = try ShellProcess.run(
        ["--feature", "traps", "--echo"] + mode, input: ["replay \(script)", "state items[1]"],
        in: sandbox)
      XCTAssertEqual(run.status, 0, run.output)
      let lines = run.output.components(separatedBy: "\n")
      let order = [
        "> replay \(script)", "> send add(\"milk\")", "→ add(\"milk\")", "> state items",
        "> send add(\"eggs\")", "→ add(\"eggs\")", "> state items[1]", "  \"eggs\"",
      ]
      let found = order.map { want in lines.filter { $0 == want }.count }
      XCTAssertEqual(found, order.map { _ in 1 }, "\(mode): \(run.output)")
      let positions = order.compactMap { lines.firstIndex(of: $0) }
      XCTAssertEqual(positions, positions.sorted(), "\(mode): \(run.output)")
    }
  }

  /// A trap in a script that a typed replay replays: the report stands where the trap was,
  /// and the outer script's lines after it, as they print when it goes on.
  func testASupervisedReplayPrintsATrapsReportBeforeTheOuterScriptGoesOn() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let inner = sandbox.path("inner.shell")
    let outer = sandbox.path("outer.shell")
    try ["# store-shell script", "send add(\"milk\")", "send remove(at: 5)", "send add(\"butter\")"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: inner, atomically: true, encoding: .utf8)
    try ["# store-shell script", "send add(\"first\")", "replay \(inner)", "send add(\"after\")"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: outer, atomically: true, encoding: .utf8)
    let run = try ShellProcess.run(
      ["--feature", "traps"], input: ["replay \(outer)", "state items"], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    let lines = run.output.components(separatedBy: "\n")
    let report = try XCTUnwrap(
      lines.firstIndex { $0.hasPrefix("\(inner):3: error: 'send remove(at: 5)' trapped: ") },
      run.output)
    let order = ["→ add(\"first\")", "→ add(\"milk\")", lines[report], "→ add(\"after\")"]
    XCTAssertEqual(order.map { want in lines.filter { $0 == want }.count }, [1, 1, 1, 1], run.output)
    let positions = order.compactMap { lines.firstIndex(of: $0) }
    XCTAssertEqual(positions, positions.sorted(), run.output)
    XCTAssertFalse(run.output.contains("→ add(\"butter\")"), run.output)
  }

  /// `--script` under a supervisor (a script holding a trapped step, or the rerun after a
  /// trap) prints each command's output as it finishes too, rather than all at the end.
  func testASupervisedScriptPrintsEachCommandAsItFinishes() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let script = try writeLongScript()
    let tmux = try Tmux(command: sandbox.shellCommand(["--script", script]))
    try tmux.waitFor("the commands before the long one, printed while it runs") { _ in
      let lines = try tmux.scrollback()
      return lines.contains("→ counter.setCount(\"7\")") && lines.contains("→ timer.start")
    }
    XCTAssertNil(try tmux.exitStatus(), "the script still runs")
    try tmux.keys("C-c")
  }
}
