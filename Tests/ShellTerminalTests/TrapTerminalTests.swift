import Foundation
import StoreShell
import TerminalTesting
import XCTest

/// A reducer that traps does not end the session: the shell reports the trap with the
/// feature's `file:line`, keeps the step in the recording marked as trapped, and goes on at the
/// state before it; replaying that recording exits 1 at the step's line.
final class TrapTerminalTests: ShellTerminalTestCase {
  /// The package's root: the locations of traps are shown relative to the current folder.
  private let root = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  override func setUpWithError() throws {
    try super.setUpWithError()
    sandbox.extraEnvironment = ["STORE_SHELL_TEST_FEATURES": "1"]
  }

  /// A step whose effect's delivery traps prints its own action and change first, then the
  /// trap (at a terminal its lines were held in the worker and lost with it).
  func testAStepWhoseEffectTrapsPrintsItsOwnOutputBeforeTheTrap() throws {
    let tmux = try Tmux(
      command: "cd \(root.shellQuoted) && " + sandbox.shellCommand(["--feature", "traps"]))
    try tmux.waitFor(lastLine: Tmux.emptyPrompt)
    let trapped = try tmux.enter("send addThenRemove(\"eggs\", at: 9)", timeout: .seconds(30))
    XCTAssertEqual(trapped.first, "→ addThenRemove(\"eggs\", at: 9)", "\(trapped)")
    // Its change: the item added, in the diff.
    XCTAssertTrue(trapped.dropFirst().contains { $0.contains("+ ") && $0.contains("\"eggs\"") }, "\(trapped)")
    XCTAssertTrue(
      trapped.contains { $0.hasPrefix("trapped: Fatal error: Index out of range (") }, "\(trapped)")
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)
  }

  func testATrappingStepIsReportedRecordedAndTheSessionGoesOnAtTheStateBeforeIt() throws {
    let trap = "trapped: Fatal error: Index out of range (\(try trappingLine()))"
    let recording = sandbox.path("trap.shell")
    let tmux = try Tmux(
      command: "cd \(root.shellQuoted) && " + sandbox.shellCommand(["--feature", "traps"]))
    try tmux.waitFor(lastLine: Tmux.emptyPrompt)
    try tmux.enter("record \(recording)")
    try tmux.enter("send add(\"milk\")")
    try tmux.enter("send add(\"eggs\")")

    let trapped = try tmux.enter("send remove(at: 5)", timeout: .seconds(30))
    XCTAssertEqual(
      trapped,
      [
        trap,
        "the step 'send remove(at: 5)' did not happen; the state before it is back (2 steps replayed)",
      ])
    XCTAssertNil(try tmux.exitStatus(), "the shell is still running")
    XCTAssertEqual(
      try tmux.enter("state items"), ["  [", "    [0]: \"milk\",", "    [1]: \"eggs\"", "  ]"])
    XCTAssertEqual(try tmux.enter("send remove(at: 0)").first, "→ remove(at: 0)")
    XCTAssertEqual(
      try tmux.enter("history"),
      ["1  send add(\"milk\")", "2  send add(\"eggs\")", "3  send remove(at: 0)"])
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)

    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let script = try Script.parse(text, path: recording)
    // After the prelude every recording starts with: `reset` and the settings.
    let entries = Array(
      script.entries.drop { $0.command == "reset" || $0.command.hasPrefix("set ") })
    XCTAssertEqual(script.entries.first?.command, "reset")
    XCTAssertEqual(
      entries.map(\.command),
      ["send add(\"milk\")", "send add(\"eggs\")", "send remove(at: 5)", "state items",
        "send remove(at: 0)", "history"])
    XCTAssertEqual(entries[2].expected, [trap], text)
    XCTAssertEqual(entries[2].recordedTrap, String(trap.dropFirst("trapped: ".count)))
    XCTAssertEqual(entries[3].expected.first, "  [")

    // Replayed, the recording stops at the trap: exit 1, naming the line.
    let replay = try ShellProcess.run(
      ["--feature", "traps", "--script", recording], input: [], in: sandbox)
    XCTAssertEqual(replay.status, 1, replay.output)
    let line = entries[2].line
    XCTAssertTrue(
      replay.output.contains(
        "\(recording):\(line): error: 'send remove(at: 5)' trapped: Fatal error: Index out of range ("),
      replay.output)
    XCTAssertTrue(replay.output.contains("→ add(\"eggs\")"), "the steps before it ran:\n\(replay.output)")
    XCTAssertFalse(replay.output.contains("→ remove(at: 0)"), "it stopped there:\n\(replay.output)")

    // Checked, the steps before it match, and the trap stops it the same way.
    let check = try ShellProcess.run(
      ["--feature", "traps", "--script", recording, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 1, check.output)
    XCTAssertTrue(
      check.output.hasPrefix("\(recording):\(line): error: 'send remove(at: 5)' trapped: "),
      check.output)

    // Without the mark, the script runs in the shell's process until the trap, and is then run
    // again under a supervisor to report it: the same line, exit 1, no backtrace.
    let unmarked = sandbox.path("unmarked.shell")
    try text.replacingOccurrences(of: "  \(trap)\n", with: "")
      .write(toFile: unmarked, atomically: true, encoding: .utf8)
    XCTAssertNil(try Script.parse(String(contentsOfFile: unmarked, encoding: .utf8), path: unmarked)
      .entries.first { $0.recordedTrap != nil })
    let rerun = try ShellProcess.run(
      ["--feature", "traps", "--script", unmarked], input: [], in: sandbox)
    XCTAssertEqual(rerun.status, 1, rerun.output)
    XCTAssertTrue(
      rerun.output.contains(
        "\(unmarked):\(line): error: 'send remove(at: 5)' trapped: Fatal error: Index out of range ("),
      rerun.output)
    XCTAssertTrue(rerun.output.contains("TrapsFeature.swift:"), rerun.output)
    XCTAssertTrue(rerun.output.contains("Swift/Array.swift:"), "the runtime's message:\n\(rerun.output)")
    XCTAssertTrue(rerun.output.contains("→ add(\"eggs\")"), rerun.output)
    XCTAssertFalse(rerun.output.contains("→ remove(at: 0)"), rerun.output)
    XCTAssertFalse(rerun.output.contains("crashed"), "no backtrace:\n\(rerun.output)")
  }

  /// `Examples/StoreShellDemo/TrapsFeature.swift:<line>`: where the demo's reducer removes an item.
  private func trappingLine() throws -> String {
    let file = "Examples/StoreShellDemo/TrapsFeature.swift"
    let source = try String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)
    let lines = source.components(separatedBy: "\n")
    let index = try XCTUnwrap(lines.firstIndex { $0.contains("state.items.remove(at: index)") })
    return "\(file):\(index + 1)"
  }
}

/// A piped session sends its lines to the store ahead of their answers: after a trap, the lines
/// sent to the process that died run in the new one, at the state before the trapping step.
final class TrapProcessTests: ShellSandboxTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    // Piped input is supervised only when asked.
    sandbox.extraEnvironment = ["STORE_SHELL_TEST_FEATURES": "1", "STORE_SHELL_SUPERVISOR": "1"]
  }

  func testAPipedSessionGoesOnAfterATrapAndExits1() throws {
    let adds = (1...200).map { "send add(\"item \($0)\")" }
    let run = try ShellProcess.run(
      ["--feature", "traps"],
      input: ["set diff off"] + adds + ["send remove(at: 500)", "send remove(at: 0)", "state items[0]"],
      in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    let lines = run.output.components(separatedBy: "\n")
    let trapped = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("trapped: Fatal error: Index out of range (") }, run.output)
    XCTAssertEqual(lines.filter { $0.hasPrefix("→ add(") }.count, 200)
    XCTAssertEqual(
      lines[trapped + 1],
      "the step 'send remove(at: 500)' did not happen; the state before it is back (200 steps replayed)")
    XCTAssertEqual(lines[trapped + 2], "→ remove(at: 0)")
    XCTAssertEqual(lines.suffix(2), ["  \"item 2\"", ""], run.output)
  }

  /// A trap in a script another replays ends that replay, as an error would: the trap is
  /// reported at its line, the state before the step is back, and the outer script goes on.
  func testATrapInAReplayedScriptEndsThatReplayAndTheOuterScriptGoesOn() throws {
    let inner = sandbox.path("inner.shell")
    let outer = sandbox.path("outer.shell")
    var script = try record(
      ["send add(\"milk\")", "send add(\"eggs\")", "send add(\"butter\")"], to: inner,
      arguments: ["--feature", "traps"])
    // Edited by hand: the second step now traps.
    let trapping = try XCTUnwrap(script.entries.firstIndex { $0.command == "send add(\"eggs\")" })
    script.entries[trapping].command = "send remove(at: 5)"
    try script.text.write(toFile: inner, atomically: true, encoding: .utf8)
    let commands = ["send add(\"first\")", "replay \(inner)", "send add(\"after\")", "state items"]
    let entries = commands.map { ScriptEntry(command: $0, expected: []) }
    try Script(header: script.header, entries: entries)
      .text.write(toFile: outer, atomically: true, encoding: .utf8)
    let replayLine = try Script.parse(String(contentsOfFile: outer, encoding: .utf8), path: outer)
      .entries[1].line

    // Supervised, and in the shell's process (run again under a supervisor at the trap).
    for supervisor in ["1", nil] {
      sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = supervisor
      let run = try ShellProcess.run(
        ["--feature", "traps", "--script", outer], input: [], in: sandbox)
      let output = run.output
      XCTAssertEqual(run.status, 1, output)
      let report = try XCTUnwrap(
        output.range(
          of: "\(inner):\(script.entries[trapping].line): error: 'send remove(at: 5)' trapped: "
            + "Fatal error: Index out of range ("),
        output)
      XCTAssertTrue(output[..<report.lowerBound].contains("→ add(\"milk\")"), output)
      XCTAssertTrue(
        output[report.upperBound...].contains(
          "the state before it is back (1 step replayed); "
            + "\(outer) goes on after line \(replayLine)"),
        output)
      XCTAssertFalse(output.contains("→ add(\"butter\")"), "the inner replay ended:\n\(output)")
      XCTAssertTrue(output[report.upperBound...].contains("→ add(\"after\")"), output)
      XCTAssertTrue(
        output.hasSuffix("  [\n    [0]: \"milk\",\n    [1]: \"after\"\n  ]\n"), output)
    }

    // Piped input on a supervised store goes on after the replay, at the state it left.
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let piped = try ShellProcess.run(
      ["--feature", "traps"], input: ["replay \(outer)", "state items[1]"], in: sandbox)
    XCTAssertEqual(piped.status, 1, piped.output)
    XCTAssertTrue(piped.output.hasSuffix("  \"after\"\n"), piped.output)
  }

  func testAnUnsupervisedPipedSessionReportsATrapAtItsLineAndExits1() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = nil
    let run = try ShellProcess.run(
      ["--feature", "traps"],
      input: ["send add(\"milk\")", "send remove(at: 3)", "send add(\"eggs\")"], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("→ add(\"milk\")"), run.output)
    XCTAssertTrue(
      run.output.contains(
        "stdin:2: error: 'send remove(at: 3)' trapped: Fatal error: Index out of range; "
          + "piped input runs the store in the shell's process: STORE_SHELL_SUPERVISOR=1 survives "
          + "a trap and names the feature's line\n"),
      run.output)
    XCTAssertFalse(run.output.contains("→ add(\"eggs\")"), run.output)
    XCTAssertFalse(run.output.contains("crashed"), "no backtrace:\n\(run.output)")
  }

  /// A long unmarked script prints its output as it runs; when it traps, the supervised rerun
  /// that reports the trap leaves out what was printed already: every step shows once.
  func testALongScriptThatTrapsPrintsEachStepOnce() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = nil
    let script = sandbox.path("long.shell")
    let adds = (1...700).map { "send add(\"item \($0)\")" }
    try (["# store-shell script", "set diff off"] + adds + ["send remove(at: 5000)", "send add(\"after\")"])
      .joined(separator: "\n").appending("\n").write(toFile: script, atomically: true, encoding: .utf8)
    let run = try ShellProcess.run(["--feature", "traps", "--script", script], input: [], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    let lines = run.output.components(separatedBy: "\n")
    XCTAssertEqual(lines.filter { $0.hasPrefix("→ add(") }.count, 700, run.output.suffix(2000).description)
    XCTAssertEqual(lines.filter { $0 == "→ add(\"item 1\")" }.count, 1)
    XCTAssertTrue(
      run.output.contains("\(script):703: error: 'send remove(at: 5000)' trapped: Fatal error: Index out of range ("),
      run.output.suffix(2000).description)
    XCTAssertFalse(run.output.contains("→ add(\"after\")"), run.output.suffix(2000).description)
  }

  func testWithBailAPipedSessionStopsAtTheTrap() throws {
    let run = try ShellProcess.run(
      ["--feature", "traps", "--bail"],
      input: ["send add(\"milk\")", "send remove(at: 3)", "send add(\"eggs\")"], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertTrue(run.output.contains("trapped: Fatal error: Index out of range"), run.output)
    XCTAssertFalse(run.output.contains("→ add(\"eggs\")"), run.output)
  }
}
