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
    XCTAssertTrue(replay.contains("break 1: count: 0 → 1 at 1s; 9s of the advance left, 'continue' goes on"), "\(replay)")
    XCTAssertEqual(
      replay.last,
      "replay stopped after \(file):6 (advance 10s); 'continue' goes on with the advance, then the rest of the replay")
    XCTAssertEqual(session.state.count, 1)
    XCTAssertEqual(session.state.items.map(\.name), ["milk"])
    // Stopped again by the next bump, within the advance: the rest of the replay still waits.
    let second = run(session, "continue")
    XCTAssertTrue(second.contains("break 1: count: 1 → 2 at 2s; 8s of the advance left, 'continue' goes on"), "\(second)")
    XCTAssertEqual(
      second.last,
      "replay stopped after \(file):6 (advance 10s); 'continue' goes on with the advance, then the rest of the replay")
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
      "replay stopped after \(file):6 (advance 10s), in \(outer):3; 'continue' goes on with the advance, then the rest of the replay")
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
    XCTAssertFalse(text.contains("break 1: count"), text)
    for script in [recording, saved] {
      let check = ShellSession(feature: DebuggerTests.feature).execute("replay \(script) --check")
      XCTAssertFalse(check.checkFailed, check.lines.map(\.text).joined(separator: "\n"))
      XCTAssertNil(check.error, script)
    }
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
