import Foundation
import XCTest

/// The built `store-shell` with its standard input from a pipe and its output (standard output
/// and error) to a file, as a script or another program runs it. Killed when released if it is
/// still running.
final class ShellProcess {
  private let process = Process()
  private let input = Pipe()
  private let outputFile: String

  /// Starts `store-shell` with `arguments` in `sandbox`.
  init(_ arguments: [String] = [], in sandbox: ShellSandbox) throws {
    outputFile = sandbox.path("output-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
    // A shell that has exited must not take the test runner with it on the next write.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = URL(fileURLWithPath: try StoreShellProgram.path())
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(sandbox.environment) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    try output.close()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Writes `lines` to the shell's input, each with a newline.
  func send(_ lines: String...) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Writes `lines` to the shell's input, each with a newline, in one write.
  func send(contentsOf lines: [String]) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Closes the shell's input: it reaches the end of its input and exits.
  func closeInput() throws {
    try input.fileHandleForWriting.close()
  }

  /// Ends the shell at once with SIGKILL, as `kill -9` does, and waits for it.
  func kill9() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The shell's process id.
  var pid: pid_t { process.processIdentifier }

  /// Sends `signal` (SIGINT, say) to the shell.
  func send(signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// The shell's resident memory now, in bytes (Linux: `VmRSS` of `/proc/<pid>/status`).
  var residentBytes: Int? {
    let status = try? String(
      contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    let line = status?.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
    return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }.map { $0 * 1024 }
  }

  /// The last `count` bytes the shell printed (cheap on a long output).
  func outputSuffix(_ count: Int = 4096) -> String {
    guard let handle = FileHandle(forReadingAtPath: outputFile) else { return "" }
    defer { try? handle.close() }
    let end = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: end > UInt64(count) ? end - UInt64(count) : 0)
    return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
  }

  /// What the shell printed so far.
  var output: String {
    (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
  }

  /// Waits for the shell to exit and returns its status; after `timeout`, kills it and fails.
  func waitForExit(
    timeout: Duration = .seconds(20), file: StaticString = #filePath, line: UInt = #line
  ) throws -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        kill9()
        XCTFail("store-shell did not exit; it printed:\n\(output)", file: file, line: line)
        throw Timeout()
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Runs `store-shell` with `arguments` and `input` to its end; returns its status and output.
  static func run(
    _ arguments: [String] = [], input: [String], in sandbox: ShellSandbox,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> (status: Int32, output: String) {
    let shell = try ShellProcess(arguments, in: sandbox)
    try shell.input.fileHandleForWriting.write(
      contentsOf: Data(input.map { $0 + "\n" }.joined().utf8))
    try shell.closeInput()
    let status = try shell.waitForExit(file: file, line: line)
    return (status, shell.output)
  }

  /// The shell did not exit in time (the test has failed already).
  struct Timeout: Error {}
}
