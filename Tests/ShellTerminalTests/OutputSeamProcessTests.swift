import Foundation
import TerminalTesting
import XCTest

/// What a session printed reaches the output once and in order, however it runs: the session
/// emits events, and the host (the shell's process, a worker under its supervisor, the rerun
/// after a trap) passes on each event once. Each test here failed before the session emitted
/// events (the supervisor and the rerun each kept their own count of what was printed).
final class OutputSeamProcessTests: ShellTerminalTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    sandbox.extraEnvironment = ["STORE_SHELL_TEST_FEATURES": "1"]
  }

  private func write(_ lines: [String], to name: String) throws -> String {
    let path = sandbox.path(name)
    try (["# store-shell script"] + lines).joined(separator: "\n").appending("\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func count(_ line: String, in output: String) -> Int {
    output.components(separatedBy: "\n").filter { $0 == line }.count
  }

  /// A live store's worker sends a step's lines as they are printed; a delivery in the same
  /// step then traps: the report follows those lines without printing them again.
  func testALiveSupervisedTrapAfterPrintedLinesReportsThemOnce() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let run = try ShellProcess.run(
      ["--feature", "traps", "--live"],
      input: ["send add(\"milk\")", "send addThenRemove(\"eggs\", at: 9)", "state items"],
      in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    XCTAssertEqual(count("→ addThenRemove(\"eggs\", at: 9)", in: run.output), 1, run.output)
    XCTAssertEqual(count("→ add(\"milk\")", in: run.output), 1, run.output)
    XCTAssertTrue(run.output.contains("trapped: Fatal error: Index out of range"), run.output)
    // The session went on at the state before the step.
    XCTAssertEqual(count("    [0]: \"milk\"", in: run.output), 1, run.output)
  }

  /// `--script --echo` prints the replay's echo once, first; and when a step traps after
  /// more than a block of output was printed, the supervised rerun leaves out exactly those
  /// lines, the echo among them.
  func testAScriptsEchoIsPrintedOnceFirstAndTheRerunAfterATrapRepeatsNothing() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = nil
    let adds = (1...300).map { "send add(\"item \($0)\")" }
    let script = try write(
      ["set diff off"] + adds + ["send remove(at: 5000)", "send add(\"after\")"], to: "long.shell")
    let run = try ShellProcess.run(
      ["--feature", "traps", "--echo", "--script", script], input: [], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output.suffix(2000).description)
    let lines = run.output.components(separatedBy: "\n")
    let echo = "> replay \"\(script)\""
    XCTAssertEqual(lines.filter { $0 == echo }.count, 1, run.output.suffix(2000).description)
    XCTAssertEqual(lines.first { $0.hasPrefix(">") }, echo)
    for number in [1, 150, 299, 300] {
      XCTAssertEqual(count("> send add(\"item \(number)\")", in: run.output), 1, "\(number)")
      XCTAssertEqual(count("→ add(\"item \(number)\")", in: run.output), 1, "\(number)")
    }
    XCTAssertEqual(lines.filter { $0.hasPrefix("→ add(") }.count, 300)
    XCTAssertEqual(lines.filter { $0.hasPrefix("effects: ") }.count, 300)
    XCTAssertTrue(
      run.output.contains("\(script):303: error: 'send remove(at: 5000)' trapped: "),
      run.output.suffix(2000).description)
  }

  /// Two traps in scripts one script replays, under a supervisor: each report stands where
  /// its trap was, between what the outer script printed before and after it, and the outer
  /// replay's echo is not printed again when it goes on after each.
  func testNestedTrapsAreReportedInOrder() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let first = try write(["send add(\"one\")", "send remove(at: 9)"], to: "first.shell")
    let second = try write(["send add(\"two\")", "send remove(at: 9)"], to: "second.shell")
    let outer = try write(
      [
        "send add(\"a\")", "replay \(first)", "send add(\"b\")", "replay \(second)",
        "send add(\"c\")",
      ], to: "outer.shell")
    let run = try ShellProcess.run(
      ["--feature", "traps", "--echo"], input: ["replay \(outer)", "state items"], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    let lines = run.output.components(separatedBy: "\n")
    let firstReport = try XCTUnwrap(
      lines.first { $0.hasPrefix("\(first):3: error: 'send remove(at: 9)' trapped: ") }, run.output)
    let secondReport = try XCTUnwrap(
      lines.first { $0.hasPrefix("\(second):3: error: 'send remove(at: 9)' trapped: ") },
      run.output)
    let order = [
      "> replay \(outer)", "> send add(\"a\")", "→ add(\"a\")", "> replay \(first)",
      "> send add(\"one\")", "→ add(\"one\")", firstReport, "> send add(\"b\")", "→ add(\"b\")",
      "> replay \(second)", "> send add(\"two\")", "→ add(\"two\")", secondReport,
      "> send add(\"c\")", "→ add(\"c\")", "> state items",
    ]
    XCTAssertEqual(order.map { count($0, in: run.output) }, order.map { _ in 1 }, run.output)
    let positions = order.compactMap { lines.firstIndex(of: $0) }
    XCTAssertEqual(positions, positions.sorted(), run.output)
  }

  /// `--script` prints each command's lines with the colour setting they were made under, as
  /// piped input does. Before, `--script` held its lines and coloured them all by the setting
  /// at the moment it wrote them: a script that turned colour on, sent, and turned it off
  /// printed the send uncoloured.
  func testAScriptColoursEachCommandsLinesByTheSettingTheyWereMadeUnder() throws {
    let script = try write(
      [
        "set diff off", "set color on", "send add(\"coloured\")", "set color off",
        "send add(\"plain\")",
      ], to: "colours.shell")
    let scripted = try ShellProcess.run(
      ["--feature", "traps", "--script", script], input: [], in: sandbox)
    XCTAssertEqual(scripted.status, 0, scripted.output)
    let lines = scripted.output.components(separatedBy: "\n")
    let coloured = try XCTUnwrap(lines.first { $0.contains("add(\"coloured\")") }, scripted.output)
    let plain = try XCTUnwrap(lines.first { $0.contains("add(\"plain\")") }, scripted.output)
    XCTAssertTrue(coloured.contains("\u{1B}["), "\(coloured.debugDescription)")
    XCTAssertFalse(plain.contains("\u{1B}["), "\(plain.debugDescription)")
    // The same bytes as the script replayed at a piped prompt.
    let piped = try ShellProcess.run(
      ["--feature", "traps"], input: ["replay \(script)"], in: sandbox)
    XCTAssertEqual(piped.status, 0, piped.output)
    XCTAssertEqual(scripted.output, piped.output)
  }
}
