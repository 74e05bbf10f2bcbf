import Foundation
import XCTest

/// The shell fails safe: exit codes as the spec says in every mode, errors on standard error
/// with their line, no crash from hostile payloads, runaway work refused, long steps printed as
/// they go, memory flat in session length, and a demo that shares no files between sessions.
final class FailSafeProcessTests: ShellSandboxTestCase {

  func testErrorsGoToStandardErrorWithTheirInputLine() throws {
    let run = try SeparatedRun(
      input: ["send counter.increment", "send counter.nope", "state counter.count"], in: sandbox)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.standardError,
      "stdin:2: error: unknown action 'counter.nope'; expected one of: counter.increment, counter.decrement, counter.setCount, counter.playNext\n")
    XCTAssertFalse(run.standardOutput.contains("error"), run.standardOutput)
    XCTAssertTrue(run.standardOutput.hasSuffix("\n  1\n"), run.standardOutput)
  }

  func testAnErrorInsideAPipedReplayFailsTheRun() throws {
    let path = sandbox.path("with-error.shell")
    try "# store-shell script\nsend counter.nope\nsend counter.increment\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try SeparatedRun(input: ["replay \(path)", "state counter.count"], in: sandbox)
    XCTAssertEqual(run.status, 1, run.standardError)
    XCTAssertTrue(run.standardError.hasPrefix("\(path):2: error: unknown action 'counter.nope'"), run.standardError)
    XCTAssertTrue(run.standardOutput.hasSuffix("\n  1\n"), "the session went on:\n\(run.standardOutput)")
  }

  func testContradictoryFlagsAreRefused() throws {
    let script = sandbox.path("any.shell")
    for (arguments, message) in [
      (["--check"], "--check needs a script: --script FILE"),
      (["--update"], "--update needs a script: --script FILE"),
      (["--script", script, "--check", "--update"], "--check and --update contradict each other"),
      (["--script", script, "--accept"], "--accept goes with --update"),
    ] {
      let run = try SeparatedRun(arguments, input: ["send counter.increment"], in: sandbox)
      XCTAssertEqual(run.status, 1, "\(arguments)")
      XCTAssertTrue(run.standardError.contains(message), "\(arguments): \(run.standardError)")
      XCTAssertEqual(run.standardOutput, "", "\(arguments): the session ran")
    }
  }

  func testOutOfRangeIntegersAreOneLineErrorsNotCrashes() throws {
    let lines = [
      "send listResult.remove(offset: [9223372036854775807])",
      "send listResult.remove(offset: [99999999999999999999999])",
      "send listResult.remove(offset: [-9223372036854775808])",
      "send setNavigation(\"\(String(repeating: "9", count: 100))\")",
      "state results[9223372036854775807]",
      "cancel 99999999999999999999",
      "goto 9223372036854775807",
      "advance 9999999999999999999999h",
    ]
    let run = try SeparatedRun(input: lines, in: sandbox)
    XCTAssertEqual(run.status, 1)
    let errors = run.standardError.split(separator: "\n")
    XCTAssertEqual(errors.count, lines.count, run.standardError)
    for (index, error) in errors.enumerated() {
      XCTAssertTrue(error.hasPrefix("stdin:\(index + 1): error: "), "\(error)")
    }
  }

  func testAnAdvanceDeliveringMoreThanTheLimitIsRefusedBeforeItStarts() throws {
    let started = ContinuousClock.now
    let run = try SeparatedRun(
      input: [
        "send timer.start", "set diff off", "advance 30000h", "set limit 50", "advance 1s",
        "advance 400ms",
      ],
      in: sandbox)
    XCTAssertLessThan(ContinuousClock.now - started, .seconds(30))
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.standardError,
      "stdin:3: error: advance 30000h would deliver more than 1000000 actions (#0 timer from "
        + "timer.start): advance less, 'cancel' the timer, raise 'set limit', or add --force\n"
        + "stdin:5: error: advance 1s would deliver more than 50 actions (#0 timer from "
        + "timer.start): advance less, 'cancel' the timer, raise 'set limit', or add --force\n")
    XCTAssertEqual(
      run.standardOutput.components(separatedBy: "← timer.timeUpdated").count - 1, 40,
      run.standardOutput)
  }

  func testALongPipedStepPrintsAsItGoesAndSIGINTKeepsWhatItPrinted() throws {
    let shell = try ShellProcess(in: sandbox)
    try shell.send("send timer.start", "advance 9000s")
    let deadline = ContinuousClock.now + .seconds(20)
    while shell.output.components(separatedBy: "← timer.timeUpdated").count < 100 {
      guard ContinuousClock.now < deadline else {
        XCTFail("nothing printed while the step ran:\n\(shell.output.prefix(2000))")
        shell.kill9()
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    shell.send(signal: SIGINT)
    _ = try shell.waitForExit()
    let output = shell.output
    XCTAssertTrue(output.hasPrefix("→ timer.start"), String(output.prefix(200)))
    XCTAssertGreaterThanOrEqual(output.components(separatedBy: "← timer.timeUpdated").count, 100)
  }

  func testMemoryStaysFlatOverALongSession() throws {
    try assertMemoryStaysFlatOverALongSession()
  }

  /// The supervisor keeps a journal of its worker's session, to rebuild it after a trap: the
  /// transcript on disk, the steps compactly.
  func testMemoryStaysFlatOverALongSupervisedSession() throws {
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = "1"
    try assertMemoryStaysFlatOverALongSession()
  }

  /// The shell's resident memory (the supervisor's, when there is one) over 10,000 steps.
  private func assertMemoryStaysFlatOverALongSession() throws {
    let shell = try ShellProcess(in: sandbox)
    let batch = Array(repeating: "send counter.increment", count: 2_500)
    func run(to count: Int) throws -> Int {
      for line in batch { try shell.send(line) }
      try shell.send("state counter.count")
      let deadline = ContinuousClock.now + .seconds(120)
      while !shell.outputSuffix().hasSuffix("\n  \(count)\n") {
        guard ContinuousClock.now < deadline else {
          XCTFail("the shell did not get to \(count)")
          throw ShellProcess.Timeout()
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
      return try XCTUnwrap(shell.residentBytes)
    }
    let early = try run(to: 2_500)
    var late = early
    for round in 2...5 { late = try run(to: round * 2_500) }
    // 10,000 steps with full diffs after the first 2,500: the transcript of them alone, kept
    // in memory, would be about 10 MB.
    XCTAssertLessThan(late - early, 3 << 20, "resident memory grew from \(early) to \(late) bytes")
    try shell.closeInput()
    XCTAssertEqual(try shell.waitForExit(), 0)
  }

  func testPrimesOnATestStoreShareNoFilesBetweenSessions() throws {
    let first = try ShellProcess.run(
      ["--feature", "primes"],
      input: [
        "send counterView.counter.incrTapped", "send counterView.counter.incrTapped",
        "send counterView.primeModal.saveFavoritePrimeTapped",
        "send favoritePrimes.saveButtonTapped", "send favoritePrimes.loadButtonTapped",
      ],
      in: sandbox)
    XCTAssertEqual(first.status, 0, first.output)
    XCTAssertTrue(first.output.contains("← favoritePrimes.loadedFavoritePrimes([2])"), first.output)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("data")), [])

    let second = try ShellProcess.run(
      ["--feature", "primes"], input: ["send favoritePrimes.loadButtonTapped"], in: sandbox)
    XCTAssertTrue(second.output.contains("← favoritePrimes.loadFailed("), second.output)
  }

  func testPrimesOnALiveStoreKeepTheRealDirectory() throws {
    let live = try ShellProcess.run(
      ["--feature", "primes", "--live"],
      input: [
        "send counterView.counter.incrTapped", "send counterView.counter.incrTapped",
        "send counterView.primeModal.saveFavoritePrimeTapped",
        "send favoritePrimes.saveButtonTapped", "wait 300ms",
      ],
      in: sandbox)
    XCTAssertEqual(live.status, 0, live.output)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.path("data")),
      ["favorite-primes.json"])
  }
}
