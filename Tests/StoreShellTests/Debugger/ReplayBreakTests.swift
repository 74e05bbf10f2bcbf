import Composable
import Foundation
import XCTest

@testable import StoreShell

/// A breakpoint set at the prompt stops a replay right after the step that hits; `continue`
/// goes on with the rest of the script. The script's own breakpoints do not stop it.
final class ReplayBreakTests: XCTestCase {
  private var file = ""

  override func setUpWithError() throws {
    file = FileManager.default.temporaryDirectory.appendingPathComponent("replay-break-\(UUID()).shell").path
    try [
      "# store-shell script", "reset", "set diff off", "send add(\"milk\")", "send bumpLater",
      "advance 10s", "send add(\"eggs\")", "send bump",
    ].map { $0 + "\n" }.joined().write(toFile: file, atomically: true, encoding: .utf8)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: file)
  }

  private func run(_ session: ShellSession<DebuggerTests.State, DebuggerTests.Action>, _ line: String) -> [String] {
    // Volatile lines too: what the user's breakpoints print in a replay is shown, not recorded.
    session.execute(line).lines.map(\.text)
  }

  func testABreakpointStopsAReplayAndContinueGoesOnWithTheRest() {
    let session = ShellSession(feature: DebuggerTests.feature)
    XCTAssertEqual(run(session, "break when count changes"), ["break 1: when count changes"])
    XCTAssertEqual(run(session, "watch items.count"), ["watch 1: items.count = 0"])
    let replay = run(session, "replay \(file)")
    // The script's reset keeps the breakpoint and the watch set at the prompt.
    XCTAssertTrue(replay.contains("watch items.count: 0 → 1"), "\(replay)")
    XCTAssertTrue(replay.contains("break 1: count: 0 → 1 at 1s"), "\(replay)")
    XCTAssertEqual(
      replay.last,
      "replay stopped after \(file):6 (advance 10s); 'continue' goes on with the advance (9s left), then the rest of the replay")
    XCTAssertEqual(session.state.count, 1)
    XCTAssertEqual(session.state.items.map(\.name), ["milk"])
    // Stopped again by the next bump, within the advance: the rest of the replay still waits.
    let second = run(session, "continue")
    XCTAssertTrue(second.contains("break 1: count: 1 → 2 at 2s"), "\(second)")
    XCTAssertEqual(
      second.last,
      "replay stopped after \(file):6 (advance 10s); 'continue' goes on with the advance (8s left), then the rest of the replay")
    XCTAssertEqual(session.state.count, 2)
    _ = run(session, "break off 1")
    let rest = run(session, "continue")
    XCTAssertTrue(rest.contains("watch items.count: 1 → 2"), "\(rest)")
    XCTAssertEqual(session.state.count, 4)
    XCTAssertEqual(session.state.items.map(\.name), ["milk", "eggs"])
    XCTAssertEqual(run(session, "continue"), ["error: nothing to continue: no breakpoint stopped an advance, run, wait or replay"])
    // The steps as they ran: the stopped advance as the time each part covered; no 'continue'.
    XCTAssertEqual(run(session, "history"), [
      "1  send add(\"milk\")", "2  send bumpLater", "3  advance 1s", "4  advance 1s", "5  advance 8s",
      "6  send add(\"eggs\")", "7  send bump",
    ])
    _ = run(session, "goto 4")
    XCTAssertEqual(session.state.count, 2)
  }

  func testABreakOnASentActionStopsTheReplayAfterThatSend() {
    let session = ShellSession(feature: DebuggerTests.feature)
    _ = run(session, "break on add")
    let replay = run(session, "replay \(file)")
    XCTAssertEqual(Array(replay.suffix(2)), [
      "break 1: → add(\"milk\")",
      "replay stopped after \(file):4 (send add(\"milk\")); 'continue' goes on with the rest of the replay",
    ])
    XCTAssertEqual(session.state.items.count, 1)
    XCTAssertEqual(session.state.count, 0)
    XCTAssertEqual(run(session, "continue").suffix(2), [
      "break 1: → add(\"eggs\")",
      "replay stopped after \(file):7 (send add(\"eggs\")); 'continue' goes on with the rest of the replay",
    ])
    XCTAssertEqual(session.state.count, 3)
    _ = run(session, "continue")
    XCTAssertEqual(session.state.count, 4)
    XCTAssertEqual(run(session, "history").count, 5)
  }

  func testAStopInAReplayedScriptStopsTheReplaysAroundItToo() throws {
    let outer = file.replacingOccurrences(of: ".shell", with: "-outer.shell")
    defer { try? FileManager.default.removeItem(atPath: outer) }
    try ["# store-shell script", "send add(\"first\")", "replay \(file)", "send add(\"last\")"]
      .map { $0 + "\n" }.joined().write(toFile: outer, atomically: true, encoding: .utf8)
    let session = ShellSession(feature: DebuggerTests.feature)
    _ = run(session, "break on bump")
    XCTAssertEqual(
      run(session, "replay \(outer)").last,
      "replay stopped after \(file):6 (advance 10s), in \(outer):3; 'continue' goes on with the advance (9s left), then the rest of the replay")
    XCTAssertEqual(session.state.items.map(\.name), ["milk"])
    XCTAssertEqual(session.state.count, 1)
    _ = run(session, "break off 1")
    _ = run(session, "continue")
    XCTAssertEqual(session.state.items.map(\.name), ["milk", "eggs", "last"])
    XCTAssertEqual(session.state.count, 4)
  }

  /// What the user's watches and breakpoints print in a replay is shown, not recorded; the
  /// stopped steps are recorded as the time they covered: a recording or a saved session made
  /// across the stops replays --check without them.
  func testARecordingAcrossAStoppedReplayReplaysAsChecked() throws {
    let recording = file.replacingOccurrences(of: ".shell", with: "-recording.shell")
    let saved = file.replacingOccurrences(of: ".shell", with: "-saved.shell")
    defer {
      try? FileManager.default.removeItem(atPath: recording)
      try? FileManager.default.removeItem(atPath: saved)
    }
    let session = ShellSession(feature: DebuggerTests.feature)
    for line in [
      "record \(recording)", "watch items.count", "break when count changes", "replay \(file)", "continue",
      "record stop", "save \(saved)",
    ] {
      XCTAssertNil(session.execute(line).error, line)
    }
    XCTAssertEqual(session.state.count, 2)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    XCTAssertFalse(text.contains("\ncontinue\n"), text)
    XCTAssertFalse(text.contains("advance 10s"), text)
    XCTAssertEqual(text.components(separatedBy: "\nadvance 1s\n").count, 3, text)
    // What the user's watches and breakpoints printed is recorded, the stop as the time it
    // covered; after the script's reset, the recording brings them back.
    XCTAssertTrue(text.contains("\n  break 1: count: 0 → 1 at 1s\n"), text)
    XCTAssertFalse(text.contains("advance left"), text)
    XCTAssertTrue(
      text.contains("reset\n  reset to the initial state; effects cancelled\nwatch items.count\n"), text)
    for script in [recording, saved] {
      let check = ShellSession(feature: DebuggerTests.feature).execute("replay \(script) --check")
      XCTAssertFalse(check.checkFailed, check.lines.map(\.text).joined(separator: "\n"))
      XCTAssertNil(check.error, script)
    }
  }

  /// Failed before: a stop at the script's last command said "'continue' goes on with the
  /// rest of the replay", and 'continue' then did nothing.
  func testAStopWithNothingLeftSaysSo() throws {
    let session = ShellSession(feature: DebuggerTests.feature)
    _ = run(session, "break on add")
    XCTAssertEqual(run(session, "replay \(file)").last?.hasSuffix("'continue' goes on with the rest of the replay"), true)
    XCTAssertEqual(
      run(session, "continue").last,
      "replay stopped after \(file):7 (send add(\"eggs\")); 'continue' goes on with the rest of the replay")
    _ = run(session, "break on bump")
    XCTAssertEqual(
      run(session, "continue").last,
      "replay stopped after \(file):8 (send bump); nothing of the replay is left")
    XCTAssertEqual(
      run(session, "continue"), ["error: nothing to continue: no breakpoint stopped an advance, run, wait or replay"])
    // A stopped advance at the end: 'continue' goes on with it alone.
    let short = file.replacingOccurrences(of: ".shell", with: "-end.shell")
    defer { try? FileManager.default.removeItem(atPath: short) }
    try ["# store-shell script", "send bumpLater", "advance 10s"].map { $0 + "\n" }.joined()
      .write(toFile: short, atomically: true, encoding: .utf8)
    XCTAssertEqual(
      run(session, "replay \(short)").last,
      "replay stopped after \(short):3 (advance 10s); 'continue' goes on with the advance (9s left)")
  }

  func testANewReplayDropsWhatTheLastStopLeft() throws {
    let short = file.replacingOccurrences(of: ".shell", with: "-short.shell")
    defer { try? FileManager.default.removeItem(atPath: short) }
    // No `reset`, and an advance first: the stop is its first step's.
    try ["# store-shell script", "advance 1s"].map { $0 + "\n" }.joined()
      .write(toFile: short, atomically: true, encoding: .utf8)
    let session = ShellSession(feature: DebuggerTests.feature)
    _ = run(session, "break on bump")
    XCTAssertEqual(run(session, "replay \(file)").last?.hasPrefix("replay stopped after \(file):6"), true)
    XCTAssertEqual(run(session, "replay \(short)").last?.hasPrefix("replay stopped after \(short):2"), true)
    XCTAssertEqual(session.state.count, 2)
    // `continue` goes on with the second replay, which has nothing left: not the first's rest.
    _ = run(session, "continue")
    XCTAssertEqual(session.state.items.map(\.name), ["milk"])
    XCTAssertEqual(session.state.count, 2)
  }

  func testAScriptsOwnBreakpointsAndACheckingReplayDoNotStopIt() throws {
    let session = ShellSession(feature: DebuggerTests.feature)
    try [
      "# store-shell script", "reset", "set diff off", "break when count changes", "send bumpLater",
      "advance 10s", "continue", "continue",
    ].map { $0 + "\n" }.joined().write(toFile: file, atomically: true, encoding: .utf8)
    let replay = run(session, "replay \(file)")
    XCTAssertFalse(replay.contains { $0.hasPrefix("replay stopped") }, "\(replay)")
    XCTAssertEqual(session.state.count, 3)
    // A replay with --check runs as recorded: the user's breakpoints are not its.
    _ = run(session, "reset")
    _ = run(session, "break on bump")
    _ = run(session, "replay \(file) --update")
    _ = run(session, "reset")
    _ = run(session, "break on bump")
    let check = run(session, "replay \(file) --check")
    XCTAssertEqual(check.last, "\(file): 7 commands checked, all match")
  }
}

/// A recording across a replay keeps what the user's watches and breakpoints did there, and
/// brings them back after the script's `reset`, so that it replays `--check` as it ran.
final class ReplayBreakRecordingTests: XCTestCase {
  private var directory = ""

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-break-recording-\(UUID())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  private func write(_ name: String, _ lines: [String]) throws -> String {
    let path = directory + "/" + name
    try (["# store-shell script"] + lines).map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func assertRecordingChecks(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws {
    try assertRecordingChecksIn(ShellSession(feature: DebuggerTests.feature), lines, file: file, line: line)
  }

  /// Failed before: the recorded `reset` of the script removed breakpoint 1 in the check, so
  /// `break off 1` said 'no breakpoint 1'.
  func testADebuggerCommandAfterAReplaysResetReplaysAsChecked() throws {
    let script = try write("script.shell", [
      "reset", "set diff off", "send add(\"milk\")", "send bumpLater", "advance 10s", "send add(\"eggs\")",
    ])
    let session = ShellSession(feature: DebuggerTests.feature)
    XCTAssertNil(session.execute("break when count changes").error)
    XCTAssertNil(session.execute("watch items.count").error)
    try assertRecordingChecksIn(session, [
      "replay \(script)", "break off 1", "continue", "send add(\"late\")", "watches", "breaks",
    ])
  }

  /// Failed before: the user's watch printed in the replay was not recorded, but the check,
  /// with no `reset` in the script, had the watch and printed it.
  func testAWatchInAReplayWithoutResetReplaysAsChecked() throws {
    let script = try write("script.shell", ["send add(\"milk\")", "send bump", "send add(\"eggs\")"])
    try assertRecordingChecks(["watch items.count", "break on bump", "replay \(script)", "continue", "send add(\"ham\")"])
  }

  /// Failed before: the recording wrote `break on bump` for breakpoint 2, which replays as
  /// breakpoint 1, so the check's 'break off 2' printed something else.
  func testARecordingStartedAfterABreakOffKeepsTheNumbers() throws {
    let session = ShellSession(feature: DebuggerTests.feature)
    for line in [
      "break on add", "break on bump", "break off 1", "break on add", "break off 3", "watch count",
      "watch items.count", "watch off 1",
    ] {
      XCTAssertNil(session.execute(line).error, line)
    }
    // The recording's reset restarts the numbers after those it brings back: break 3 again.
    try assertRecordingChecksIn(session, ["send bump", "break on add", "break off 2", "watch off 2", "watches", "breaks"])
    XCTAssertEqual(session.execute("breaks").lines.map(\.text), ["3  on add"])
    let text = try String(contentsOfFile: directory + "/recording.shell", encoding: .utf8)
    XCTAssertTrue(text.contains("\nwatch 2 items.count\n  watch 2: items.count = 0\nbreak 2 on bump\n"), text)
  }

  func testANumberedWatchOrBreakpoint() {
    let session = ShellSession(feature: DebuggerTests.feature)
    XCTAssertEqual(session.execute("break 3 on bump").lines.map(\.text), ["break 3: on bump"])
    XCTAssertEqual(session.execute("break on add").lines.map(\.text), ["break 4: on add"])
    XCTAssertEqual(session.execute("break 2 when count changes").lines.map(\.text), ["break 2: when count changes"])
    XCTAssertEqual(
      session.execute("break 3 on add").lines.map(\.text),
      ["error: break 3 is set already; 'break off 3' first, or leave the number out"])
    XCTAssertEqual(
      session.execute("break 2 off").lines.map(\.text),
      ["error: a numbered break takes on or when, like 'break 2 on sortCompletedTodos'; got '2 off'"])
    XCTAssertEqual(session.execute("watch 2 count").lines.map(\.text), ["watch 2: count = 0"])
    XCTAssertEqual(session.execute("watch items.count").lines.map(\.text), ["watch 3: items.count = 0"])
    XCTAssertEqual(
      session.execute("watch 0 count").lines.map(\.text),
      ["error: watch takes a number from 1, like 'watch 2 todos.count'; got '0'"])
  }

  private func assertRecordingChecksIn(
    _ session: ShellSession<DebuggerTests.State, DebuggerTests.Action>, _ lines: [String],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let recording = directory + "/recording.shell"
    for command in ["record \(recording)"] + lines + ["record stop"] {
      XCTAssertNil(session.execute(command).error, command, file: file, line: line)
    }
    let check = ShellSession(feature: DebuggerTests.feature).execute("replay \(recording) --check")
    XCTAssertFalse(
      check.checkFailed, check.lines.map(\.text).joined(separator: "\n") + "\n"
        + ((try? String(contentsOfFile: recording, encoding: .utf8)) ?? ""), file: file, line: line)
    XCTAssertNil(check.error, file: file, line: line)
  }
}
