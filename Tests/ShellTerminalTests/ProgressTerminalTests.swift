import Foundation
import TerminalTesting
import XCTest

/// Long work shows its progress at a terminal (issue 37): a status line updated in place with
/// what is done and what is left, gone once the work ends; never piped (it showed nothing).
final class ProgressTerminalTests: ShellTerminalTestCase {
  private let setup = ["send timer.start", "set diff off", "set filter -timer.timeUpdated"]

  func testALongAdvanceShowsItsProgressInPlaceAndClearsIt() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    for command in setup { try tmux.enter(command) }
    // 1000 minutes of 10 ms ticks: minutes of work in a debug build.
    try tmux.type("advance 1000m --force")
    try tmux.keys("Enter")
    let progress = try tmux.waitFor("the progress line", timeout: .seconds(30)) { screen in
      screen.components(separatedBy: "\n").last?.hasPrefix("advance 1000m: ") == true
    }
    let line = try XCTUnwrap(progress.components(separatedBy: "\n").last)
    XCTAssertTrue(line.contains("% ("), line)
    XCTAssertTrue(line.contains(" of 60000s, "), line)
    XCTAssertTrue(line.contains(" actions, "), line)
    XCTAssertTrue(line.contains(" left"), line)
    try tmux.keys("C-c")
    let screen = try tmux.waitFor("the interrupted advance and a prompt") { screen in
      screen.contains("interrupted at ")
        && screen.components(separatedBy: "\n").last == Tmux.emptyPrompt
    }
    XCTAssertFalse(screen.contains("advance 1000m: "), "the progress line is gone:\n\(screen)")
  }

  /// A `goto` that replays a long step shows its progress in steps, and Ctrl-C brings the
  /// session back where it was, in one line, without the `goto` in the history.
  func testALongGotoShowsItsProgressAndCtrlCLeavesTheSessionAsItWas() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    for command in setup { try tmux.enter(command) }
    // 120 minutes of 10 ms ticks, which goto 2 replays: 5 to 20 s of work in a debug build on
    // a quiet machine (30 minutes took under the 2 s after which progress shows), about two
    // minutes on one shared with builds.
    try tmux.enter("advance 120m --force", timeout: .seconds(400))
    try tmux.enter("send timer.stop")
    try tmux.type("goto 2")
    try tmux.keys("Enter")
    let progress = try tmux.waitFor("the progress line", timeout: .seconds(120)) { screen in
      screen.components(separatedBy: "\n").last?.hasPrefix("goto 2: ") == true
    }
    let line = try XCTUnwrap(progress.components(separatedBy: "\n").last)
    XCTAssertTrue(line.contains(" of 2 steps, "), line)
    try tmux.keys("C-c")
    let screen = try tmux.waitFor("the stopped goto and a prompt", timeout: .seconds(300)) { screen in
      screen.contains("goto 2 stopped (Ctrl-C) after ")
        && screen.components(separatedBy: "\n").last == Tmux.emptyPrompt
    }
    XCTAssertTrue(screen.contains("goto 2 stopped (Ctrl-C) after 1 of 2 steps; back after step 3, as it was"), screen)
    XCTAssertFalse(screen.components(separatedBy: "\n").contains { $0.hasPrefix("goto 2: ") }, screen)
    let history = try tmux.enter("history")
    XCTAssertEqual(history.last, "3  send timer.stop", "\(history)")
    XCTAssertFalse(history.contains { $0.contains("(ahead)") }, "\(history)")
  }

  /// Piped (under a supervisor too) there is no progress line: standard output is the
  /// transcript.
  func testPipedWorkShowsNoProgress() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    let run = try ShellProcess.run(input: setup + ["advance 400s --force"], in: sandbox)
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertFalse(run.output.contains("advance 400s: "), run.output)
    XCTAssertFalse(run.output.contains("\u{1B}[K"), run.output)
  }
}
