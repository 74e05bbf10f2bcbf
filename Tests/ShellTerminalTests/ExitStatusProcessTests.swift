import Foundation
import StoreShell
import XCTest

/// The exit status of piped sessions and replayed scripts: 1 after an error (at once with
/// `--bail`), 3 when a script's recorded output does not match, naming the file and line.
final class ExitStatusProcessTests: ShellSandboxTestCase {

  private let session = ["send counter.increment", "send counter.nope", "send counter.increment"]

  func testAPipedSessionWithABadCommandGoesOnAndExits1() throws {
    let (status, output) = try ShellProcess.run(input: session, in: sandbox)
    XCTAssertEqual(status, 1, output)
    XCTAssertTrue(output.contains("error: "), output)
    XCTAssertTrue(output.contains("+     count: 2,"), "the command after the error ran:\n\(output)")
  }

  func testWithBailAPipedSessionStopsAtTheFirstError() throws {
    let (status, output) = try ShellProcess.run(["--bail"], input: session, in: sandbox)
    XCTAssertEqual(status, 1, output)
    XCTAssertTrue(output.contains("+     count: 1,"), output)
    XCTAssertTrue(output.contains("error: "), output)
    XCTAssertFalse(
      output.contains("count: 2"), "the command after the error did not run:\n\(output)")
    XCTAssertEqual(output.components(separatedBy: "→ counter.increment").count - 1, 1, output)
  }

  /// A replayed script whose command fails is an error of the run, with the store in the
  /// shell's process or in a worker alike.
  func testAPipedReplayWithAFailingCommandExits1SupervisedOrNot() throws {
    let path = sandbox.path("failing.shell")
    let recording = try ShellProcess.run(input: ["record \(path)"] + session, in: sandbox)
    XCTAssertEqual(recording.status, 1, recording.output)
    for supervisor in ["0", "1"] {
      sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = supervisor
      let (status, output) = try ShellProcess.run(input: ["replay \(path)"], in: sandbox)
      XCTAssertEqual(status, 1, "STORE_SHELL_SUPERVISOR=\(supervisor):\n\(output)")
      XCTAssertTrue(output.contains("\(path):"), output)
    }
  }

  func testAScriptWhoseRecordedOutputWasEditedFailsItsCheckWithExit3() throws {
    let path = sandbox.path("edited.shell")
    var script = try record(
      ["send counter.increment", "send counter.increment", "state counter.count"], to: path)
    let edited = try XCTUnwrap(script.entries.firstIndex { $0.command == "state counter.count" })
    XCTAssertEqual(script.entries[edited].expected, ["  2"])
    script.entries[edited].expected = ["  3"]
    try script.text.write(toFile: path, atomically: true, encoding: .utf8)

    let (status, output) = try ShellProcess.run(
      ["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(status, 3, output)
    XCTAssertTrue(
      output.contains(
        "\(path):\(script.entries[edited].line): check failed: 'state counter.count'"),
      output)
    XCTAssertTrue(output.contains("-  3"), output)
    XCTAssertTrue(output.contains("+  2"), output)
  }
}
