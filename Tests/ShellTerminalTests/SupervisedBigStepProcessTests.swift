import Foundation
import TerminalTesting
import XCTest

/// One step of many ticks under a supervisor streams through both processes: neither the
/// worker (its transcript's entry, its frames) nor the supervisor (its snapshot's transcript,
/// the answer) keeps the step's text.
final class SupervisedBigStepProcessTests: ShellSandboxTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    // Piped input is supervised only when asked.
    sandbox.extraEnvironment = ["STORE_SHELL_SUPERVISOR": "1"]
  }

  /// 100,000 ticks in one `advance`, diffs off (~5 MB printed): each process's peak resident
  /// memory (`VmHWM`) grows by less than 8 MiB. (The old worker kept the step's text twice and
  /// its frames until the answer's end, the supervisor once more: they grew ~20 MiB and
  /// ~10 MiB.)
  func testAStepOfAHundredThousandTicksKeepsNeitherProcessGrowing() throws {
    let shell = try ShellProcess(in: sandbox)
    try shell.send("set diff off", "send timer.start", "help quit")
    try waitFor("the setup", in: shell) { $0.outputSuffix(200).contains("example: quit") }
    let worker = try XCTUnwrap(WorkerLifetimeProcessTests.children(of: shell.pid).first, "no worker")
    let before = try (Self.peakBytes(of: shell.pid), Self.peakBytes(of: worker))
    try shell.send("advance 1000s --force", "help reset")
    try waitFor("the step", in: shell, timeout: .seconds(300)) {
      $0.outputSuffix(200).contains("example: reset")
    }
    let after = try (Self.peakBytes(of: shell.pid), Self.peakBytes(of: worker))
    try shell.closeInput()
    XCTAssertEqual(try shell.waitForExit(), 0, shell.outputSuffix())
    XCTAssertTrue(shell.output.contains("← timer.timeUpdated"), shell.outputSuffix())
    XCTAssertLessThan(after.0 - before.0, 8 << 20, "the shell's peak grew from \(before.0) to \(after.0) bytes")
    XCTAssertLessThan(after.1 - before.1, 8 << 20, "the worker's peak grew from \(before.1) to \(after.1) bytes")
  }

  /// The peak resident memory of `pid` (`VmHWM` of `/proc/<pid>/status`), in bytes.
  static func peakBytes(of pid: pid_t) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    return try XCTUnwrap(Int(line.split(separator: " ").dropFirst().first ?? "")) * 1024
  }

  private func waitFor(
    _ what: String, in shell: ShellProcess, timeout: Duration = .seconds(30),
    file: StaticString = #filePath, line: UInt = #line, _ condition: (ShellProcess) -> Bool
  ) throws {
    let deadline = ContinuousClock.now + timeout
    while !condition(shell) {
      guard ContinuousClock.now < deadline else {
        XCTFail("waited in vain for \(what):\n\(shell.outputSuffix())", file: file, line: line)
        throw ShellProcess.Timeout()
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
