import Foundation
import XCTest

extension Process {
  /// Waits for the process to exit, at most 60 s; past that it is killed, the test fails
  /// ("store-shell did not exit") and `ShellProcess.Timeout` is thrown.
  func waitForExit(file: StaticString, line: UInt) throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while isRunning {
      guard ContinuousClock.now < deadline else {
        kill(processIdentifier, SIGKILL)
        waitUntilExit()
        XCTFail("store-shell did not exit", file: file, line: line)
        throw ShellProcess.Timeout()
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    waitUntilExit()
  }
}
