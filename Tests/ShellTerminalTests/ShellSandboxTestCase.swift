import Foundation
import StoreShell
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

  /// Records `commands` to the script at `path` in a piped session (with `arguments`), and
  /// reads it back.
  func record(
    _ commands: [String], to path: String, arguments: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> Script {
    let recording = try ShellProcess.run(
      arguments, input: ["record \(path)"] + commands, in: sandbox, file: file, line: line)
    XCTAssertEqual(recording.status, 0, recording.output, file: file, line: line)
    return try Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
  }
}

/// A shell sandbox test that drives a terminal through tmux.
class ShellTerminalTestCase: ShellSandboxTestCase {
  override func setUpWithError() throws {
    try Tmux.requireTmux()
    try super.setUpWithError()
  }
}
