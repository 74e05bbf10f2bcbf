import Foundation
import StoreShell
import XCTest

/// Hard stops lose nothing: `kill -9` mid-step, a file size limit, a second shell on a file
/// being recorded; and the exit statuses, output and fuzzing around them.
final class HardStopProcessTests: ShellSandboxTestCase {
  private let prelude = [
    "reset", "set diff full", "set color auto", "set echo off", "set exhaustive off",
    "set timing off", "set filter off", "set limit 1000000",
  ]

  /// Killed in the middle of a long step, a recording holds the steps before it, whole, and
  /// passes its check (the command used to be written before its step ran).
  func testARecordingKilledMidStepPassesItsCheck() throws {
    let path = sandbox.path("killed.shell")
    let shell = try ShellProcess(in: sandbox)
    try shell.send("record \(path)", "send counter.increment", "send timer.start", "advance 2000s")
    let deadline = ContinuousClock.now + .seconds(20)
    while (try? Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path))?
      .entries.contains(where: { $0.command == "send timer.start" && !$0.expected.isEmpty }) != true
    {
      guard ContinuousClock.now < deadline else { return XCTFail("the recording never held the steps") }
      Thread.sleep(forTimeInterval: 0.02)
    }
    // 200,000 ticks: still running well after this.
    Thread.sleep(forTimeInterval: 0.5)
    shell.kill9()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let script = try Script.parse(text, path: path)
    XCTAssertEqual(
      script.entries.map(\.command), prelude + ["send counter.increment", "send timer.start"], text)
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
  }

  /// Past `ulimit -f`, with SIGXFSZ left as the shell found it: the shell's own error, exit 1,
  /// and a recording of whole steps that checks (SIGXFSZ used to end it silently, status 153).
  func testAFileSizeLimitGivesTheShellsOwnErrorAndWholeSteps() throws {
    let path = sandbox.path("limited.shell")
    let steps = Array(repeating: "send counter.increment", count: 40)
    let run = try SeparatedRun(
      input: ["record \(path)"] + steps, in: sandbox, shellSetup: "ulimit -f 16",
      discardOutput: true)
    XCTAssertEqual(run.status, 1, run.standardError)
    XCTAssertTrue(run.standardError.contains("the file is too large"), run.standardError)
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
  }

  /// With no recording, the session's hidden transcript grows past a small limit: the session
  /// goes on (it keeps the rest in memory).
  func testAFileSizeLimitWithoutARecordingDoesNotEndTheShell() throws {
    let steps = Array(repeating: "send counter.increment", count: 3000)
    let run = try SeparatedRun(
      input: steps, in: sandbox, shellSetup: "ulimit -f 1", discardOutput: true)
    XCTAssertEqual(run.status, 0, run.standardError)
  }

  /// A second shell cannot record a file being recorded, nor save over it: it names the
  /// holder; the first recording goes on and checks.
  func testASecondShellIsRefusedAFileBeingRecorded() throws {
    let path = sandbox.path("same.shell")
    let first = try ShellProcess(in: sandbox)
    try first.send("record \(path)", "send counter.increment")
    let deadline = ContinuousClock.now + .seconds(20)
    while !((try? String(contentsOfFile: path, encoding: .utf8))?.contains("→ counter.increment") ?? false) {
      guard ContinuousClock.now < deadline else { return XCTFail("the first shell never recorded") }
      Thread.sleep(forTimeInterval: 0.02)
    }
    let second = try SeparatedRun(
      input: ["record \(path) --force", "send counter.decrement", "save \(path) --force"],
      in: sandbox)
    XCTAssertEqual(second.status, 1)
    let errors = second.standardError.split(separator: "\n")
    XCTAssertEqual(errors.count, 2, second.standardError)
    for error in errors {
      XCTAssertTrue(error.contains("'\(path)' is being recorded by store-shell (pid "), "\(error)")
    }
    try first.send("send counter.increment")
    try first.closeInput()
    XCTAssertEqual(try first.waitForExit(), 0, first.output)
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
    XCTAssertTrue(check.standardOutput.contains("\(prelude.count + 2) commands checked"), check.standardOutput)
  }

  /// `--update --accept` that takes a new error as expected succeeds: exit 0 (it was 1).
  func testAnUpdateThatAcceptsExits0() throws {
    let path = sandbox.path("accept.shell")
    try "# store-shell script\nsend counter.incremnt\n  → counter.incremnt\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let refused = try SeparatedRun(["--script", path, "--update"], input: [], in: sandbox)
    XCTAssertEqual(refused.status, 1, refused.standardError)
    let accepted = try SeparatedRun(["--script", path, "--update", "--accept"], input: [], in: sandbox)
    XCTAssertEqual(accepted.status, 0, accepted.standardError)
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
  }

  /// `export test` on a full device says what `save` says (after its name, as its every
  /// error does).
  func testExportOnAFullDeviceHasSavesWording() throws {
    // A test file's name ends in .swift: a link to the full device.
    let path = sandbox.path("FullTests.swift")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/full")
    let run = try SeparatedRun(
      input: ["send counter.increment", "export test \(path) --force", "save \(path) --force"],
      in: sandbox)
    XCTAssertEqual(
      run.standardError,
      "stdin:2: error: export test: cannot write '\(path)': no space left on the device\n"
        + "stdin:3: error: cannot write '\(path)': no space left on the device\n")
  }

  /// A script line holding escapes prints none of them raw, on standard error either.
  func testAScriptErrorEchoesNoControlBytes() throws {
    let path = sandbox.path("hostile.shell")
    try "# store-shell script\nstate \u{1B}]2;PWNED\u{7}\u{1B}[2J\r\r\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try SeparatedRun(["--script", path], input: [], in: sandbox)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.standardError.contains(#"\u{1B}]2;PWNED\u{7}\u{1B}[2J\r"#), run.standardError)
    XCTAssertFalse(
      (run.standardOutput + run.standardError).unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F
      }, run.standardError)
  }

  /// With `--live` and piped input, effects deliver while the shell waits for the next line.
  func testLivePipedInputDeliversEffectsWhileWaiting() throws {
    let shell = try ShellProcess(["--live"], in: sandbox)
    try shell.send("send timer.start")
    let deadline = ContinuousClock.now + .seconds(10)
    while !shell.output.contains("← timer.timeUpdated") {
      guard ContinuousClock.now < deadline else {
        return XCTFail("no tick delivered while waiting:\n\(shell.output)")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    try shell.send("send timer.stop")
    try shell.closeInput()
    XCTAssertEqual(try shell.waitForExit(), 0, shell.output)
  }

  /// `scripts/fuzz` sees a crash: the test-only feature's reducer traps on a bad index, which
  /// piped input reports as an error line and exit 1 (the fuzzer used to count signals only).
  func testTheFuzzerReportsACrash() throws {
    let (status, text) = try runFuzz([
      "--feature", "traps", "--lines", "200", "--batch", "100", "--hang", "30",
      "--binary", try StoreShellProgram.path(),
    ])
    XCTAssertEqual(status, 1, text)
    XCTAssertTrue(text.contains("fuzz: crash:trap in batch"), text)
    XCTAssertTrue(text.contains("remove(at:"), text)
  }

  /// A batch that hung once (a loaded machine) and runs clean on a rerun is reported as not
  /// reproduced, with its silence, not bisected down to "its last line" (the whole batch).
  func testTheFuzzerSaysAHangDidNotReproduce() throws {
    let fake = sandbox.path("silent-once.sh")
    try """
      #!/bin/sh
      if [ ! -e "$FAKE_MARKER" ]; then : > "$FAKE_MARKER"; sleep 3; fi
      cat

      """.write(toFile: fake, atomically: true, encoding: .utf8)
    chmod(fake, 0o755)
    let (status, text) = try runFuzz(
      ["--lines", "3", "--batch", "3", "--jobs", "1", "--hang", "1", "--binary", fake],
      environment: ["FAKE_MARKER": sandbox.path("marker")])
    XCTAssertEqual(status, 1, text)
    XCTAssertTrue(text.contains("fuzz: hang in batch 0 (game) not reproduced: silent 1"), text)
    XCTAssertFalse(text.contains("at line 3"), text)
  }

  /// Runs `scripts/fuzz` with `arguments`; its exit status and output.
  private func runFuzz(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (Int32, String) {
    let process = Process()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", root.appendingPathComponent("scripts/fuzz").path]
      + arguments + ["--findings", sandbox.path("findings")]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: sandbox.path("."))
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
