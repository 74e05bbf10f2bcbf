import TerminalTesting
import XCTest

/// Up-arrow in the shell: within a session, and across a restart with the same history file.
final class HistoryTerminalTests: ShellTerminalTestCase {

  func testUpRecallsThePreviousCommand() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.enter("send counter.increment")
    try tmux.enter("state counter.count")
    try tmux.keys("Up")
    try tmux.waitFor(lastLine: "store> state counter.count")
    try tmux.keys("Up")
    try tmux.waitFor(lastLine: "store> send counter.increment")
    try tmux.keys("Enter")
    try tmux.waitFor("the recalled command run again") { $0.contains("+     count: 2,") }
  }

  func testHistoryCarriesOverToTheNextSession() throws {
    var tmux = try Tmux.storeShell(in: sandbox)
    try tmux.enter("send counter.increment")
    try tmux.enter("state timer")
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)

    tmux = try Tmux.storeShell(in: sandbox)
    try tmux.keys("Up")
    try tmux.waitFor(lastLine: "store> state timer")
    try tmux.keys("Up")
    try tmux.waitFor(lastLine: "store> send counter.increment")
  }
}
