import Foundation
import XCTest

/// The built `store-shell` run to its end with its input from a file, its standard output and
/// standard error kept apart: for what goes where, and for limits set by `sh` (`ulimit`).
struct SeparatedRun {
  let status: Int32
  let standardOutput: String
  let standardError: String

  /// Runs `store-shell` with `arguments` on `input`; `shellSetup` (like `ulimit -f 4`) runs in
  /// `sh` first; with `discardOutput`, standard output goes to `/dev/null`.
  init(
    _ arguments: [String] = [], input: [String], in sandbox: ShellSandbox,
    shellSetup: String? = nil, discardOutput: Bool = false,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let id = UUID().uuidString
    let inputPath = sandbox.path("input-\(id)")
    let outputPath = discardOutput ? "/dev/null" : sandbox.path("stdout-\(id)")
    let errorPath = sandbox.path("stderr-\(id)")
    try input.map { $0 + "\n" }.joined().write(toFile: inputPath, atomically: true, encoding: .utf8)
    for path in [outputPath, errorPath] where path != "/dev/null" {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    let process = Process()
    let program = try StoreShellProgram.path()
    if let shellSetup {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "\(shellSetup); exec \"$0\" \"$@\"", program] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
    }
    process.environment = ProcessInfo.processInfo.environment.merging(sandbox.environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    try process.run()
    try process.waitForExit(file: file, line: line)
    XCTAssertEqual(
      process.terminationReason, .exit, "store-shell was killed by a signal", file: file, line: line)
    status = process.terminationStatus
    standardOutput =
      discardOutput ? "" : (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
  }
}
