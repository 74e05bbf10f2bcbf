import Foundation
import StoreShell
import XCTest

/// `record` writes each step as it completes, so a shell killed with `kill -9` leaves a script
/// that holds every completed step with its output, and that replays.
final class RecordingProcessTests: ShellSandboxTestCase {

  private let commands = [
    "send counter.increment",
    "send counter.increment",
    "send timer.start",
    "advance 35ms",
    "send timer.stop",
    "send counter.setCount(\"7\")",
  ]

  func testARecordingKilledWithKill9HoldsEveryCompletedStepAndReplays() throws {
    let path = sandbox.path("rec.shell")
    let shell = try ShellProcess(in: sandbox)
    try shell.send("record \(path)")
    for command in commands { try shell.send(command) }
    let deadline = ContinuousClock.now + .seconds(10)
    // The recording starts with `reset` and the settings, then the commands.
    let prelude = [
      "reset", "set diff full", "set color auto", "set echo off", "set exhaustive off",
      "set timing off", "set filter off", "set limit 1000000",
    ]
    // Each command is written before it runs and its output after: wait for the last output.
    func holdsEveryStep() -> Bool {
      guard let script = try? recordedScript(path) else { return false }
      return script.entries.count == prelude.count + commands.count
        && script.entries.last?.expected.isEmpty == false
    }
    while !holdsEveryStep() {
      guard ContinuousClock.now < deadline else {
        XCTFail(
          "the recording never held the \(commands.count) commands; it holds:\n\(try recorded(path))"
        )
        return
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    shell.kill9()

    let written = try recordedScript(path)
    XCTAssertNotNil(written.header)
    XCTAssertEqual(written.entries.map(\.command), prelude + commands)
    let script = Script(header: written.header, entries: Array(written.entries.dropFirst(prelude.count)))
    for entry in script.entries {
      XCTAssertFalse(entry.expected.isEmpty, "no output recorded for '\(entry.command)'")
    }
    XCTAssertEqual(script.entries[0].expected.first, "→ counter.increment")
    XCTAssertTrue(
      script.entries[1].expected.contains("  +     count: 2,"), "\(script.entries[1].expected)")
    XCTAssertTrue(script.entries[3].expected.contains { $0.hasPrefix("← timer.timeUpdated") })
    // What was recorded is what the shell printed, after the note that recording started.
    let printed = shell.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    XCTAssertEqual(printed.first, "recording to \(path)")
    XCTAssertEqual(Array(printed.dropFirst().dropLast()), script.entries.flatMap(\.expected))

    let replay = try ShellProcess.run(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(replay.status, 0, replay.output)
    XCTAssertTrue(
      replay.output.contains(
        "\(path): \(prelude.count + commands.count) commands checked, all match"),
      replay.output)
  }

  private func recorded(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  private func recordedScript(_ path: String) throws -> Script {
    try Script.parse(recorded(path), path: path)
  }
}
