import Foundation
import StoreShell
import XCTest

/// JSON around traps (issue 37): a trap is a `trapped` event (command, message, location) in
/// every mode, every line of input still ends with `done`, and nothing is printed twice.
final class TrapJSONProcessTests: ShellSandboxTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    sandbox.extraEnvironment = ["STORE_SHELL_TEST_FEATURES": "1"]
  }

  /// The objects of standard output, each line one (a line that is not an object fails).
  private func objects(_ output: String, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
    output.split(separator: "\n").compactMap { text in
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      if object == nil { XCTFail("not a JSON object: \(text)", file: file, line: line) }
      return object
    }
  }

  /// Piped, in the shell's process or supervised: the trapping line gets a `trapped` event and
  /// its `done` (in the shell's process it got neither, only text on standard error; supervised,
  /// an `error` event).
  func testAPipedTrapIsATrappedEventAndItsLineEndsWithDone() throws {
    // Unset: in the shell's process.
    for supervisor in [nil, "1"] {
      sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = supervisor
      let run = try SeparatedRun(
        ["--feature", "traps", "--output", "json"],
        input: ["send add(\"a\")", "send remove(at: 7)", "send add(\"b\")"], in: sandbox)
      let context = "STORE_SHELL_SUPERVISOR=\(supervisor ?? "unset"):\n\(run.standardOutput)"
      XCTAssertEqual(run.status, 1, context)
      let objects = objects(run.standardOutput)
      let trapped = objects.filter { $0["event"] as? String == "trapped" }
      XCTAssertEqual(trapped.count, 1, context)
      XCTAssertEqual(trapped.first?["command"] as? String, "send remove(at: 7)", context)
      XCTAssertEqual(trapped.first?["line"] as? Int, 2, context)
      XCTAssertTrue(
        (trapped.first?["message"] as? String)?.hasPrefix("Fatal error: Index out of range") == true,
        context)
      XCTAssertFalse(
        objects.contains { $0["event"] as? String == "error" && "\($0)".contains("trapped") }, context)
      // Each line of input ends with its `done`, the trapping one's an error.
      let done = objects.filter { $0["event"] as? String == "done" }
      XCTAssertEqual(done.first { $0["line"] as? Int == 2 }?["status"] as? String, "error", context)
      let afterTrap = objects.drop { $0["event"] as? String != "trapped" }.dropFirst()
      XCTAssertEqual(
        afterTrap.first { $0["event"] as? String != "info" }?["event"] as? String, "done", context)
      // Supervised, the input goes on after the trap; in the shell's process it ends there.
      XCTAssertEqual(done.count, supervisor == "1" ? 3 : 2, context)
      XCTAssertEqual(objects.last?["event"] as? String, "done", context)
    }
  }

  /// `--script --output json` whose step traps: the script runs again under a supervisor,
  /// which leaves out what was printed: each object once, the trap a `trapped` event at the
  /// script's line (the events before the trap were printed twice).
  func testAScriptsTrapInJSONPrintsNothingTwice() throws {
    let path = sandbox.path("trap.shell")
    try "# store-shell script\nsend add(\"a\")\nsend add(\"c\")\nsend remove(at: 7)\nsend add(\"b\")\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try SeparatedRun(
      ["--feature", "traps", "--output", "json", "--script", path], input: [], in: sandbox)
    XCTAssertEqual(run.status, 1, run.standardError)
    let lines = run.standardOutput.split(separator: "\n")
    XCTAssertEqual(Set(lines).count, lines.count, "printed twice:\n\(run.standardOutput)")
    let objects = objects(run.standardOutput)
    XCTAssertEqual(objects.filter { $0["event"] as? String == "sent" }.count, 2, run.standardOutput)
    let trapped = objects.filter { $0["event"] as? String == "trapped" }
    XCTAssertEqual(trapped.count, 1, run.standardOutput)
    XCTAssertEqual(trapped.first?["location"] as? String, "\(path):4", run.standardOutput)
    XCTAssertEqual(objects.last?["event"] as? String, "done", run.standardOutput)
    XCTAssertEqual(objects.last?["status"] as? String, "error", run.standardOutput)
  }
}
