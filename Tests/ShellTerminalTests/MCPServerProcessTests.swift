import Foundation
import TerminalTesting
import XCTest

/// `store-shell --mcp` driven by the official Python MCP SDK's client over stdio, as an
/// assistant drives it (Tests/MCPClient/drive.py, in the project's virtual environment
/// `.venv-mcp` that scripts/setup makes): tools, a failing line, a trap, the state, an export,
/// the resources, then malformed and huge messages and a client gone mid-call.
final class MCPServerProcessTests: ShellSandboxTestCase {
  /// The package's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func testAnAssistantDrivesTheShellAndExportsAPassingTest() throws {
    #if !MCP
      throw XCTSkip("store-shell was built without the trait MCP: swift build --build-tests --traits MCP")
    #endif
    let python = Self.root.appendingPathComponent(".venv-mcp/bin/python").path
    guard FileManager.default.isExecutableFile(atPath: python) else {
      throw XCTSkip("no .venv-mcp: the MCP test needs the Python MCP SDK (scripts/setup installs it)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      Self.root.appendingPathComponent("Tests/MCPClient/drive.py").path,
      try StoreShellProgram.path(), Self.root.path, sandbox.directory.path,
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(sandbox.environment) { $1 }
    let output = sandbox.path("drive-output.txt")
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    try handle.close()
    let deadline = Date().addingTimeInterval(600)
    while process.isRunning, Date() < deadline { usleep(50_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    XCTAssertEqual(process.terminationStatus, 0, printed)
    XCTAssertTrue(printed.hasSuffix("drive.py: all checks passed\n"), printed)

    // The test export_test gave is the one ExportedTests compiles and runs.
    let exported = try String(
      contentsOfFile: sandbox.path("MCPGameSessionTests.swift"), encoding: .utf8)
    let committed = Self.root.appendingPathComponent("Tests/ExportedTests/MCPGameSessionTests.swift")
    if ProcessInfo.processInfo.environment["STORE_SHELL_UPDATE_EXPORTS"] != nil {
      try exported.write(to: committed, atomically: true, encoding: .utf8)
    }
    XCTAssertEqual(
      exported, try String(contentsOf: committed, encoding: .utf8),
      "what export_test gives differs from Tests/ExportedTests/MCPGameSessionTests.swift; if the "
        + "exporter changed on purpose, run with STORE_SHELL_UPDATE_EXPORTS=1 and review the diff")
  }

  func testHelpListsMCP() throws {
    let (status, output) = try ShellProcess.run(["--help"], input: [], in: sandbox)
    XCTAssertEqual(status, 0, output)
    XCTAssertTrue(output.contains("\n  --mcp "), output)
  }

  func testMCPWithAScriptIsRefused() throws {
    let (status, output) = try ShellProcess.run(["--mcp", "--script", "x.shell"], input: [], in: sandbox)
    XCTAssertEqual(status, 1, output)
    XCTAssertTrue(output.contains("--mcp serves a session to a client and --script replays a file"), output)
  }

  /// A shell that does not link StoreShellMCP (the multi-module app's) says which product to add.
  func testAShellWithoutTheMCPProductSaysWhichToAdd() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try BuiltExecutable.path(named: "multi-shell"))
    process.arguments = ["--mcp"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 1, printed)
    XCTAssertEqual(
      printed,
      "error: --mcp needs the StoreShellMCP product: add traits: [\"MCP\"] to the store-shell "
        + "package and .product(name: \"StoreShellMCP\", package: \"store-shell\") to your shell's "
        + "dependencies (nothing to change in its code)\n")
  }
}
