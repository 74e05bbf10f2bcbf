import Foundation
import XCTest

extension Tmux {
  /// The screen did not come to show what a test waited for (the test has failed already).
  public struct Timeout: Error {}

  /// Polls the screen until `condition` holds and returns it; after `timeout`, fails the test
  /// with the screen and throws ``Timeout``.
  @discardableResult
  public func waitFor(
    _ description: String, timeout: Duration = .seconds(10),
    file: StaticString = #filePath, line: UInt = #line,
    _ condition: (String) throws -> Bool
  ) throws -> String {
    let deadline = ContinuousClock.now + timeout
    var screen = ""
    while ContinuousClock.now < deadline {
      screen = try self.screen()
      if try condition(screen) { return screen }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTFail("timed out waiting for \(description); the screen:\n\(screen)", file: file, line: line)
    throw Timeout()
  }

  /// Waits until the screen shows `text`.
  @discardableResult
  public func waitFor(
    text: String, timeout: Duration = .seconds(10), file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> String {
    try waitFor("“\(text)”", timeout: timeout, file: file, line: line) { $0.contains(text) }
  }

  /// Waits until the last non-blank line of the screen is `expected` (the prompt and the line
  /// being typed, say).
  @discardableResult
  public func waitFor(
    lastLine expected: String, timeout: Duration = .seconds(10),
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    try waitFor("the last line to be “\(expected)”", timeout: timeout, file: file, line: line) {
      $0.components(separatedBy: "\n").last == expected
    }
  }

  /// Waits until the program has exited, and returns its exit status.
  public func waitForExit(
    timeout: Duration = .seconds(10), file: StaticString = #filePath, line: UInt = #line
  ) throws -> Int {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if let status = try exitStatus() { return status }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTFail("the program did not exit; the screen:\n\(try screen())", file: file, line: line)
    throw Timeout()
  }
}
