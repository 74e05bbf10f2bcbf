import TerminalTesting
import XCTest

/// Ctrl-C in the shell: it stops a long command and abandons a half-typed line, and the session
/// goes on either way.
final class InterruptTerminalTests: ShellTerminalTestCase {

  func testCtrlCStopsALongAdvanceAndKeepsTheSession() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.enter("send timer.start")
    try tmux.enter("set diff off")
    try tmux.enter("set filter -timer.timeUpdated")
    // 1000 minutes of 10 ms ticks: 6,000,000 of them, past the limit of delivered actions
    // (hence --force), and minutes of work in a debug build.
    try tmux.type("advance 1000m --force")
    try tmux.keys("Enter")
    try tmux.waitFor("the advance to start") { screen in
      // The line is accepted: the cursor left it for the start of the next row.
      try screen.components(separatedBy: "\n").last == "store> advance 1000m --force"
        && tmux.cursor().column == 0
    }
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.keys("C-c")
    let screen = try tmux.waitFor("the interrupted advance and a prompt") { screen in
      screen.contains("interrupted at ")
        && screen.components(separatedBy: "\n").last == Tmux.emptyPrompt
    }
    let lines = screen.components(separatedBy: "\n")
    let interrupted = try XCTUnwrap(lines.firstIndex { $0.contains("interrupted at ") })
    XCTAssertTrue(
      lines[interrupted].hasPrefix("interrupted at "), "on a line of its own:\n\(screen)")
    XCTAssertEqual(
      lines[interrupted + 1],
      "effects: 1 in flight: #0 timer from timer.start, next in 10ms, id TimerId()")
    XCTAssertNil(try tmux.exitStatus())

    let state = try tmux.enter("state timer.duration")
    let value = state.count == 1 ? Double(state[0].trimmingCharacters(in: .whitespaces)) : nil
    let duration = try XCTUnwrap(value, "no duration printed: \(state)")
    XCTAssertGreaterThan(duration, 0, "some time passed before Ctrl-C")
    XCTAssertLessThan(duration, 6000, "Ctrl-C stopped the advance before its end")

    let stopped = try tmux.enter("send timer.stop")
    XCTAssertEqual(stopped.first, "→ timer.stop")
    XCTAssertEqual(stopped.last, "effects: none in flight")

    // The step is kept as the time it covered, so that the session replays to where it got.
    let history = try tmux.enter("history")
    XCTAssertEqual(history.count, 3, "\(history)")
    XCTAssertEqual(history.first, "1  send timer.start")
    let advanced = try XCTUnwrap(history.dropFirst().first)
    XCTAssertTrue(advanced.hasPrefix("2  advance "), advanced)
    XCTAssertNotEqual(advanced, "2  advance 1000m")
    let script = sandbox.path("interrupted.shell")
    try tmux.enter("save \(script)")
    let replay = try ShellProcess.run(["--script", script, "--check"], input: [], in: sandbox)
    XCTAssertEqual(replay.status, 0, replay.output)
  }

  func testCtrlCClearsAHalfTypedLine() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.type("send counter.incr")
    try tmux.waitFor(lastLine: "store> send counter.incr")
    try tmux.keys("C-c")
    try tmux.waitFor(lastLine: Tmux.emptyPrompt)
    XCTAssertNil(try tmux.exitStatus())
    XCTAssertEqual(try tmux.enter("state counter.count"), ["  0"], "the abandoned line did not run")
    try tmux.keys("Up")
    try tmux.waitFor(lastLine: "store> state counter.count")
  }

  func testCtrlDAtAnEmptyPromptExitsWithStatusZero() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.enter("send counter.increment")
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)
  }
}
