import Foundation
import StoreShell
import XCTest

/// Every write the shell makes is checked (issue 37): standard output on a full device or a
/// closed pipe, and a recording whose temporary folder is full.
final class CheckedWritesProcessTests: ShellSandboxTestCase {
  /// Runs the shell on `input` with standard output to `output` (and closes this process's
  /// copy of it), standard error to a file; returns how it ended and what it wrote there.
  private func run(
    input: [String], output: FileHandle, closing: FileHandle? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> (reason: Process.TerminationReason, status: Int32, standardError: String) {
    let errorPath = sandbox.path("stderr-\(UUID().uuidString)")
    let inputPath = sandbox.path("input-\(UUID().uuidString)")
    try input.map { $0 + "\n" }.joined().write(toFile: inputPath, atomically: true, encoding: .utf8)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try StoreShellProgram.path())
    process.environment = ProcessInfo.processInfo.environment.merging(sandbox.environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    try process.run()
    try closing?.close()
    try process.waitForExit(file: file, line: line)
    let standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    return (process.terminationReason, process.terminationStatus, standardError)
  }

  /// `store-shell > /dev/full`: a one-line error naming standard output and the cause, exit 1
  /// (it exited 0, saying nothing). Supervised or not.
  func testStandardOutputOnAFullDeviceIsAnErrorAndExit1() throws {
    for supervisor in ["0", "1"] {
      sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = supervisor
      let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
      let run = try run(input: ["send counter.increment", "send counter.increment"], output: full)
      XCTAssertEqual(run.reason, .exit, "STORE_SHELL_SUPERVISOR=\(supervisor)")
      XCTAssertEqual(run.status, 1, "STORE_SHELL_SUPERVISOR=\(supervisor): \(run.standardError)")
      XCTAssertEqual(
        run.standardError, "error: cannot write standard output: no space left on the device\n",
        "STORE_SHELL_SUPERVISOR=\(supervisor)")
    }
  }

  /// `store-shell | head -1`: a closed pipe ends the shell quietly, by `exit` with the status a
  /// shell gives a tool a closed pipe ended (141), not killed by SIGPIPE. Supervised or not.
  func testAClosedPipeEndsTheShellQuietlyWithStatus141() throws {
    for supervisor in ["0", "1"] {
      sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = supervisor
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()
      let run = try run(
        input: Array(repeating: "send counter.increment", count: 200),
        output: pipe.fileHandleForWriting, closing: pipe.fileHandleForWriting)
      XCTAssertEqual(run.reason, .exit, "STORE_SHELL_SUPERVISOR=\(supervisor): killed by a signal")
      XCTAssertEqual(run.status, 141, "STORE_SHELL_SUPERVISOR=\(supervisor): \(run.standardError)")
      XCTAssertEqual(run.standardError, "", "STORE_SHELL_SUPERVISOR=\(supervisor)")
    }
  }

  /// `TMPDIR` on a full 1 MiB tmpfs, a step over 1 MiB: the recording stops with an error
  /// naming the temporary folder and the cause, exit 1, and the file keeps whole steps and
  /// passes its check (it was cut and spliced, exit 0). Needs root to mount the tmpfs.
  func testAFullTemporaryFolderStopsTheRecordingWithWholeSteps() throws {
    let folder = sandbox.path("small-tmp")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=1m", "tmpfs", folder]
    mount.standardError = FileHandle.nullDevice
    guard (try? mount.run()) != nil else { throw XCTSkip("no mount") }
    mount.waitUntilExit()
    guard mount.terminationStatus == 0 else { throw XCTSkip("a tmpfs cannot be mounted here (root?)") }
    defer {
      let umount = Process()
      umount.executableURL = URL(fileURLWithPath: "/bin/umount")
      umount.arguments = [folder]
      try? umount.run()
      umount.waitUntilExit()
    }
    sandbox.extraEnvironment["TMPDIR"] = folder
    let path = sandbox.path("spilled.shell")
    let recording = try SeparatedRun(
      input: ["record \(path)", "send timer.start", "advance 200s", "send timer.stop"],
      in: sandbox, discardOutput: true)
    XCTAssertEqual(recording.status, 1, recording.standardError)
    XCTAssertTrue(
      recording.standardError.contains("error: recording stopped: cannot write command 10 "
        + "('advance 200s') to its temporary file in '\(folder)'"), recording.standardError)
    XCTAssertTrue(recording.standardError.contains("no space left on the device"), recording.standardError)
    sandbox.extraEnvironment["TMPDIR"] = nil
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
  }
}
