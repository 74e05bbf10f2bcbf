import TerminalTesting
import XCTest

/// A live store (`--live`): a timer's deliveries print above the prompt while a line is typed,
/// and the line survives them.
final class LiveTerminalTests: ShellTerminalTestCase {

  private static let tick = "← timer.timeUpdated"

  func testTimerOutputGoesAboveAHalfTypedLine() throws {
    let tmux = try Tmux.storeShell("--live", in: sandbox)
    try tmux.enter("send timer.start")
    try tmux.type("send counter.inc")
    try tmux.waitFor(lastLine: "store> send counter.inc")
    let ticksWhenTyped = try tmux.scrollback().filter { $0.hasPrefix(Self.tick) }.count
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.waitFor("more ticks above the typed line") { screen in
      let ticks = try tmux.scrollback().filter { $0.hasPrefix(Self.tick) }.count
      return ticks > ticksWhenTyped
        && screen.components(separatedBy: "\n").last == "store> send counter.inc"
    }
    let lines = try tmux.scrollback()
    XCTAssertEqual(
      lines.filter { $0.hasPrefix("store> send counter.inc") }.count, 1,
      "the typed line is drawn once, at the bottom")
    XCTAssertEqual(try tmux.cursor().column, "store> send counter.inc".count)

    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> send counter.increment")
    try tmux.keys("Enter")
    try tmux.waitFor("the sent action") { _ in
      try tmux.scrollback().contains("→ counter.increment")
    }
    try tmux.enter("send timer.stop")
    let scrollback = try tmux.scrollback()
    let sent = try XCTUnwrap(scrollback.firstIndex(of: "store> send counter.increment"))
    XCTAssertEqual(scrollback[sent + 1], "→ counter.increment", "the command's output follows it")
    XCTAssertTrue(scrollback.contains("→ timer.stop"))
  }

  func testCtrlCStopsAWait() throws {
    let tmux = try Tmux.storeShell("--live", in: sandbox)
    try tmux.type("wait 60s")
    try tmux.keys("Enter")
    try tmux.waitFor("the wait to start") { screen in
      try screen.components(separatedBy: "\n").last == "store> wait 60s"
        && tmux.cursor().column == 0
    }
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.keys("C-c")
    let screen = try tmux.waitFor("the interrupted wait and a prompt") { screen in
      screen.contains("\ninterrupted after ")
        && screen.components(separatedBy: "\n").last == Tmux.emptyPrompt
    }
    XCTAssertNil(try tmux.exitStatus(), screen)
    try tmux.enter("send counter.increment")
  }
}

/// Work a live feature hands to the main queue itself runs on the shell's thread as real time
/// passes: a `DispatchQueue.main.asyncAfter` of 300 ms delivers above the prompt in time.
final class MainQueueTerminalTests: ShellTerminalTestCase {
  func testMainQueueAsyncAfterDeliversAboveThePromptInTime() throws {
    let tmux = try Tmux.storeShell("--live", "--feature", "banner", in: sandbox)
    try tmux.waitFor(lastLine: Tmux.emptyPrompt)
    try tmux.type("send pingButtonTapped")
    let sent = Date()
    try tmux.keys("Enter")
    try tmux.waitFor("the ping's answer above the prompt", timeout: .seconds(5)) { screen in
      try tmux.scrollback().contains("← pingAnswered  (#0 future)")
        && screen.components(separatedBy: "\n").last == Tmux.emptyPrompt
    }
    let elapsed = Date().timeIntervalSince(sent)
    XCTAssertLessThan(elapsed, 0.6, "delivered \(elapsed)s after the send")
    XCTAssertGreaterThanOrEqual(elapsed, 0.3)
  }
}
