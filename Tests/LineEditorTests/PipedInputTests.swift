import Foundation
import XCTest

/// Without a terminal the example reads plain lines: no prompt, no escape codes.
final class PipedInputTests: XCTestCase {
  func testPipedLinesComeOutByteForByte() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("LineEditorTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let historyFile = directory.appendingPathComponent("history").path

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try ExampleProgram.path())
    var environment = ProcessInfo.processInfo.environment
    environment["STORE_SHELL_HISTORY"] = historyFile
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // The last line has no newline; `tick 2` prints through the editor from another thread.
    input.fileHandleForWriting.write(Data("alpha\n  spaced  \n\tsend counter.increment\ntick 2\nlast".utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    XCTAssertEqual(process.terminationStatus, 0)
    XCTAssertFalse(data.contains(0x1B), "no escape codes")
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self),
      """
      got: alpha
      got:   spaced  
      got: \tsend counter.increment
      got: tick 2
      got: last
      tick 1
      tick 2

      """)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: historyFile), "piped lines are not history")
  }
}
