import Foundation
import StoreShell
import XCTest

/// Piped input in the shell's process under `record`: a step that traps ends the shell, and
/// the recording keeps it, marked `trapped:` as a supervisor writes it (issue 37: it was lost),
/// so that a replay of the recording reports the trap with the feature's `file:line`.
final class PipedTrapRecordingProcessTests: ShellSandboxTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    // Piped input runs the store in the shell's process (`STORE_SHELL_SUPERVISOR` unset).
    sandbox.extraEnvironment = ["STORE_SHELL_TEST_FEATURES": "1"]
  }

  func testAPipedTrapUnderRecordKeepsTheTrappingStepMarked() throws {
    let path = sandbox.path("piped-trap.shell")
    let run = try SeparatedRun(
      ["--feature", "traps"],
      input: ["record \(path)", "send add(\"a\")", "  send remove(at: 7)  ", "send add(\"b\")"],
      in: sandbox)
    XCTAssertEqual(run.status, 1, run.standardError)
    XCTAssertTrue(
      run.standardError.contains("stdin:3: error: '  send remove(at: 7)  ' trapped: Fatal error: Index out of range"),
      run.standardError)
    let script = try Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
    let last = try XCTUnwrap(script.entries.last)
    XCTAssertEqual(last.command, "send remove(at: 7)")
    XCTAssertEqual(last.expected, ["trapped: Fatal error: Index out of range"])
    XCTAssertEqual(last.recordedTrap, "Fatal error: Index out of range")
    XCTAssertEqual(script.entries.dropLast().last?.command, "send add(\"a\")")

    // Replayed (under a supervisor, as a script holding a trap is), the step traps again and
    // is reported at its line with the feature's file:line.
    let replay = try SeparatedRun(["--feature", "traps", "--script", path], input: [], in: sandbox)
    XCTAssertEqual(replay.status, 1, replay.standardError)
    XCTAssertTrue(
      replay.standardError.contains(
        "\(path):\(last.line): error: 'send remove(at: 7)' trapped: Fatal error: Index out of range ("),
      replay.standardError)
    XCTAssertTrue(replay.standardError.contains("TrapsFeature.swift:"), replay.standardError)
  }
}
