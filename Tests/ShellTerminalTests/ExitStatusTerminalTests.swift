import Foundation
import TerminalTesting
import XCTest

/// At a terminal, errors and failed checks are part of the conversation: the session exits 0,
/// unless `--bail` asks it to stop at the first one.
final class ExitStatusTerminalTests: ShellTerminalTestCase {

  func testAnInteractiveSessionExits0AfterAnErrorAndAFailedCheck() throws {
    let path = sandbox.path("wrong.shell")
    try "# store-shell script\nstate counter.count\n    7\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let tmux = try Tmux.storeShell(in: sandbox)
    let error = try tmux.enter("send counter.nope").joined()
    XCTAssertTrue(error.hasPrefix("error: unknown action 'counter.nope'"), error)
    let check = try tmux.enter("replay \(path) --check").joined()
    XCTAssertTrue(check.contains("check failed: 'state counter.count'"), check)
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)
  }

  func testWithBailAnInteractiveSessionStopsAtTheFirstError() throws {
    let tmux = try Tmux.storeShell("--bail", in: sandbox)
    try tmux.enter("send counter.increment")
    try tmux.type("send counter.nope")
    try tmux.keys("Enter")
    XCTAssertEqual(try tmux.waitForExit(), 1)
  }
}
