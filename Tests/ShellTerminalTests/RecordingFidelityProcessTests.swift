import Foundation
import StoreShell
import XCTest

/// A recording replays to the same output whatever came before it, and `--update` never
/// blesses a stale script.
final class RecordingFidelityProcessTests: ShellSandboxTestCase {

  func testARecordingReplaysAlikeAfterOtherSettingsAndSteps() throws {
    let path = sandbox.path("compact.shell")
    let recording = try ShellProcess.run(
      input: [
        "set diff compact", "set filter -timer.timeUpdated", "record \(path)",
        "send counter.increment", "send timer.start", "advance 25ms", "state counter.count",
      ],
      in: sandbox)
    XCTAssertEqual(recording.status, 0, recording.output)

    // Another session, other settings, other steps: the replay still matches.
    let replay = try ShellProcess.run(
      input: [
        "set diff off", "set filter off", "send counter.increment", "send counter.increment",
        "replay \(path) --check",
      ],
      in: sandbox)
    XCTAssertEqual(replay.status, 0, replay.output)
    XCTAssertTrue(replay.output.contains("\(path): 12 commands checked, all match"), replay.output)
  }

  func testRecordAfterStepsRefusesAndFromStartWritesThemFirst() throws {
    let path = sandbox.path("late.shell")
    let refused = try SeparatedRun(
      input: ["send counter.increment", "record \(path)"], in: sandbox)
    XCTAssertEqual(refused.status, 1, refused.standardError)
    XCTAssertEqual(
      refused.standardError,
      "stdin:2: error: record: the session has 1 step already, which a script starting here "
        + "would not replay; 'record \(path) --from-start' writes them first, or 'reset' and "
        + "then record\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))

    let recorded = try ShellProcess.run(
      input: [
        "set diff compact", "send counter.increment", "record \(path) --from-start",
        "send counter.increment", "state counter.count",
      ],
      in: sandbox)
    XCTAssertEqual(recorded.status, 0, recorded.output)
    let script = try Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
    XCTAssertEqual(script.entries.first?.command, "reset")
    XCTAssertEqual(script.entries[1].command, "set diff full", "the settings the session started with")
    XCTAssertEqual(
      Array(script.entries.map(\.command).dropFirst(8)),
      ["set diff compact", "send counter.increment", "send counter.increment", "state counter.count"])
    XCTAssertEqual(script.entries.last?.expected, ["  2"])
    let replay = try ShellProcess.run(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(replay.status, 0, replay.output)
  }

  func testUpdateRefusesAChangedActionTypeUntilAccepted() throws {
    let path = sandbox.path("stale.shell")
    _ = try ShellProcess.run(input: ["record \(path)", "send counter.increment"], in: sandbox)
    var script = try Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
    script.header?.fingerprint = "0000000000000000"
    script.header?.cases.append("counter.reset")
    try script.text.write(toFile: path, atomically: true, encoding: .utf8)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let refused = try SeparatedRun(["--script", path, "--update"], input: [], in: sandbox)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(refused.standardError.contains("removed or changed: counter.reset"), refused.standardError)
    XCTAssertTrue(refused.standardError.contains("--update --accept"), refused.standardError)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "the file changed")

    let accepted = try SeparatedRun(
      ["--script", path, "--update", "--accept"], input: [], in: sandbox)
    XCTAssertEqual(accepted.status, 0, accepted.standardError)
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
  }

  func testUpdateWritesAnErrorOnlyWhereTheRecordingExpectedOne() throws {
    let path = sandbox.path("renamed.shell")
    try """
      # store-shell script
      send counter.incremented
        → counter.incremented
      send counter.nope
        error: unknown action 'counter.nope'; expected one of: counter.increment, counter.decrement, counter.setCount, counter.playNext

      """.write(toFile: path, atomically: true, encoding: .utf8)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let refused = try SeparatedRun(["--script", path, "--update"], input: [], in: sandbox)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.standardError.contains(
        "not updated: 1 command now fails where the recording expected no error: line 2 "
          + "'send counter.incremented'"),
      refused.standardError)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before, "the file changed")
  }
}
