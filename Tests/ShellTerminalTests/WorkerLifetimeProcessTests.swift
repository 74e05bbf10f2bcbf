import Foundation
import StoreShell
import TerminalTesting
import XCTest

/// A store worker's end: dying idle blames no command and the session goes on in a new one;
/// it never outlives its shell.
final class WorkerLifetimeProcessTests: ShellSandboxTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    // Piped input is supervised only when asked.
    sandbox.extraEnvironment = ["STORE_SHELL_SUPERVISOR": "1"]
  }

  /// `kill -9` of the worker between two commands: the next command is not blamed, it runs in
  /// a new worker at the state so far, and the recording has no trap mark and checks. (The
  /// old shell said "trapped: ended by signal 9" for that command and marked the step before
  /// it, and the recording failed its check.)
  func testAWorkerKilledWhileIdleBlamesNoCommand() throws {
    let path = sandbox.path("idle.shell")
    let shell = try runKillingTheWorkerWhileIdle(recordingTo: path)
    XCTAssertEqual(try shell.waitForExit(), 0, shell.output)
    let output = shell.output
    XCTAssertFalse(output.contains("trapped"), output)
    XCTAssertTrue(
      output.contains(
        "the store's process ended while idle, in no command (ended by signal 9 (SIGKILL)); "
          + "a new one took over: "),
      output)
    XCTAssertEqual(output.components(separatedBy: "→ counter.increment").count, 3, output)
    XCTAssertTrue(output.hasSuffix("  2\n"), output)

    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertFalse(text.contains("trapped"), text)
    let commands = try Script.parse(text, path: path).entries.map(\.command)
    XCTAssertEqual(
      commands.suffix(3), ["send counter.increment", "send counter.increment", "state counter.count"])
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
  }

  /// A worker killed while idle, and every new one killed as soon as it has rebuilt the
  /// session, before it takes a command: each command says the store's process keeps dying
  /// and did not run; none is blamed as a trap, and the recording has no mark and checks.
  /// (The old shell blamed the command on the second death: "'send counter.increment'
  /// trapped: ended by signal 9", marked in the recording.)
  func testANewWorkerThatDiesIdleAtOnceBlamesNoCommand() throws {
    sandbox.extraEnvironment["STORE_SHELL_TEST_WORKER_DIES_AFTER_RESTORE"] = "1"
    let path = sandbox.path("dying.shell")
    let shell = try runKillingTheWorkerWhileIdle(recordingTo: path)
    _ = try shell.waitForExit()
    let output = shell.output
    XCTAssertFalse(output.contains("trapped"), output)
    XCTAssertEqual(
      output.components(
        separatedBy: "the store's process keeps dying: the new one ended too while idle, before it "
          + "took 'send counter.increment' (ended by signal 9 (SIGKILL)); the command did not run; "
          + "another took over: "
      ).count, 2, output)
    XCTAssertTrue(output.contains("before it took 'state counter.count'"), output)
    XCTAssertEqual(output.components(separatedBy: "→ counter.increment").count, 2, output)

    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertFalse(text.contains("trapped"), text)
    XCTAssertEqual(try Script.parse(text, path: path).entries.map(\.command).last, "send counter.increment")
    sandbox.extraEnvironment["STORE_SHELL_TEST_WORKER_DIES_AFTER_RESTORE"] = nil
    let check = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError)
  }

  /// `kill -9` of the shell while its worker runs a long step that prints nothing, with more
  /// lines sent ahead: the worker is gone within a second (it ran on to the step's end, ~50 s
  /// in a debug build, before its next write failed).
  func testAWorkerEndsWithItsShell() throws {
    let shell = try ShellProcess(in: sandbox)
    try shell.send(
      "set limit 100000000", "set diff off", "set filter -timer.timeUpdated", "send timer.start",
      "advance 10000s")
    try shell.send(contentsOf: Array(repeating: "send counter.increment", count: 2000))
    // The output is flushed when the step ends: the worker is watched instead.
    try waitFor("the worker", in: shell) { !Self.children(of: $0.pid).isEmpty }
    let worker = try XCTUnwrap(Self.children(of: shell.pid).first, "no worker")
    Thread.sleep(forTimeInterval: 1)
    XCTAssertTrue(Self.isRunning(worker))
    let killed = ContinuousClock.now
    shell.send(signal: SIGKILL)
    while Self.isRunning(worker), ContinuousClock.now - killed < .seconds(10) {
      Thread.sleep(forTimeInterval: 0.02)
    }
    XCTAssertLessThan(ContinuousClock.now - killed, .seconds(1.5), "the worker outlived its shell")
    if Self.isRunning(worker) { kill(worker, SIGKILL) }
    shell.kill9()
  }

  /// A 1 MB line sent ahead, too big for the pipe, while the worker answers the lines before
  /// it: the session goes on. (Counting answered requests under the lock held while a request
  /// is written deadlocked the supervisor, its input thread and the worker.)
  func testALongPipedLineSentAheadDoesNotStallTheSession() throws {
    let long = "send counter.setCount(\"" + String(repeating: "x", count: 1 << 20) + "\")"
    let run = try ShellProcess.run(
      input: Array(repeating: "send counter.increment", count: 200) + [long, "state counter.count"],
      in: sandbox)
    XCTAssertEqual(run.status, 0, String(run.output.suffix(500)))
    XCTAssertTrue(run.output.hasSuffix("  200\n"), String(run.output.suffix(500)))
  }

  /// A shell that records to `path`, runs a step, has its worker killed while idle, then is
  /// sent `send counter.increment` and `state counter.count` and the end of its input.
  private func runKillingTheWorkerWhileIdle(recordingTo path: String) throws -> ShellProcess {
    let shell = try ShellProcess(in: sandbox)
    try shell.send("record \(path)", "send counter.increment")
    try waitFor("the first step", in: shell) { $0.output.contains("→ counter.increment") }
    let worker = try XCTUnwrap(Self.children(of: shell.pid).first, "no worker")
    kill(worker, SIGKILL)
    try waitFor("the worker to die", in: shell) { _ in !Self.isRunning(worker) }
    try shell.send("send counter.increment", "state counter.count")
    try shell.closeInput()
    return shell
  }

  private func waitFor(
    _ what: String, in shell: ShellProcess, file: StaticString = #filePath, line: UInt = #line,
    _ condition: (ShellProcess) -> Bool
  ) throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition(shell) {
      guard ContinuousClock.now < deadline else {
        XCTFail("waited in vain for \(what):\n\(shell.output)", file: file, line: line)
        throw ShellProcess.Timeout()
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// The processes whose parent is `pid` (from `/proc`).
  static func children(of pid: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let child = pid_t(entry), let stat = status(of: child), stat.parent == pid else {
        return nil
      }
      return child
    }
  }

  /// Whether `pid` runs (not gone, not a zombie left for its new parent to reap).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = status(of: pid) else { return false }
    return stat.state != "Z" && stat.state != "X"
  }

  /// The state letter and parent of `pid`, from `/proc/<pid>/stat` (after the name's `)`).
  private static func status(of pid: pid_t) -> (state: Character, parent: pid_t)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else {
      return nil
    }
    return (state, parent)
  }
}

/// At a terminal, where each command waits for its answer: a worker killed after a completion
/// (TAB) blames no command either.
final class WorkerLifetimeTerminalTests: ShellTerminalTestCase {
  func testAWorkerKilledWhileIdleAtATerminalBlamesNoCommand() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.enter("send counter.increment")
    try tmux.type("send counter.incr")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> send counter.increment")
    try tmux.keys("C-u")
    try tmux.waitFor(lastLine: Tmux.emptyPrompt)
    let worker = try XCTUnwrap(workers().first, "no worker")
    kill(worker, SIGKILL)
    let lines = try tmux.enter("state counter.count")
    // The note wraps at 100 columns.
    let text = lines.dropLast().joined()
    XCTAssertTrue(
      text.hasPrefix("the store's process ended while idle, in no command (ended by signal 9"),
      "\(lines)")
    XCTAssertFalse(text.contains("trapped"), "\(lines)")
    XCTAssertEqual(lines.last, "  1")
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)
  }

  /// The workers of this test's shell: processes with its data folder and the worker's mark
  /// in their environment.
  private func workers() -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = pid_t(entry),
        let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
      else { return nil }
      let variables = environment.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      return variables.contains("STORE_SHELL_WORKER=1")
        && variables.contains("STORE_SHELL_DATA=\(sandbox.path("data"))") ? pid : nil
    }
  }
}
