import TerminalTesting
import XCTest

/// A test case with its own shell sandbox (history file, data folder), made before each test
/// and removed after; tests that drive a terminal also need tmux.
class ShellSandboxTestCase: XCTestCase {
  var sandbox: ShellSandbox!

  override func setUpWithError() throws {
    sandbox = try ShellSandbox()
  }

  override func tearDown() {
    sandbox = nil
  }
}

/// A shell sandbox test that drives a terminal through tmux.
class ShellTerminalTestCase: ShellSandboxTestCase {
  override func setUpWithError() throws {
    try Tmux.requireTmux()
    try super.setUpWithError()
  }
}
