import Foundation
import StoreShell
import XCTest

/// What the shell says (issue 37): a file recorded under a supervisor names `store-shell` as
/// its holder, and `--update` of a script that matches says so and leaves it byte for byte.
final class ShellMessagesProcessTests: ShellSandboxTestCase {
  /// The worker that records was named `exe` (started through `/proc/self/exe`).
  func testAFileRecordedUnderASupervisorNamesStoreShellAsItsHolder() throws {
    let path = sandbox.path("held.shell")
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let first = try ShellProcess(in: sandbox)
    try first.send("record \(path)", "send counter.increment")
    let deadline = ContinuousClock.now + .seconds(20)
    while !((try? String(contentsOfFile: path, encoding: .utf8))?.contains("→ counter.increment") ?? false) {
      guard ContinuousClock.now < deadline else { return XCTFail("the first shell never recorded") }
      Thread.sleep(forTimeInterval: 0.02)
    }
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = nil
    let second = try SeparatedRun(input: ["record \(path) --force"], in: sandbox)
    XCTAssertEqual(second.status, 1)
    XCTAssertTrue(
      second.standardError.contains("'\(path)' is being recorded by store-shell (pid "),
      second.standardError)
    try first.closeInput()
    XCTAssertEqual(try first.waitForExit(), 0, first.output)
  }

  /// `--update` of a script that already matches says nothing changed and leaves the file as
  /// it was, CRLF line ends included (it said it updated every command and wrote LF); one
  /// whose expectation changed is written back with its CRLF line ends, naming how many.
  func testUpdateOfAMatchingScriptChangesNothingAndKeepsCRLF() throws {
    let path = sandbox.path("crlf.shell")
    _ = try record(["send counter.increment", "state counter.count"], to: path)
    let lf = try String(contentsOfFile: path, encoding: .utf8)
    let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
    try crlf.write(toFile: path, atomically: true, encoding: .utf8)

    let unchanged = try SeparatedRun(["--script", path, "--update"], input: [], in: sandbox)
    XCTAssertEqual(unchanged.status, 0, unchanged.standardError)
    XCTAssertTrue(unchanged.standardOutput.contains("all match; nothing to update"), unchanged.standardOutput)
    XCTAssertFalse(unchanged.standardOutput.contains("updated the expectations"), unchanged.standardOutput)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(crlf.utf8))

    // The expectation of `state counter.count`, the line after it: 1 made 7.
    let command = try XCTUnwrap(crlf.range(of: "state counter.count\r\n"))
    let value = try XCTUnwrap(crlf.range(of: "1\r\n", range: command.upperBound..<crlf.endIndex))
    let edited = crlf.replacingCharacters(in: value, with: "7\r\n")
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let update = try SeparatedRun(["--script", path, "--update"], input: [], in: sandbox)
    XCTAssertEqual(update.status, 0, update.standardError)
    XCTAssertTrue(update.standardOutput.contains("updated the expectations of 1 of "), update.standardOutput)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), crlf)
  }
}
