import Composable
import ConcurrencyExtras
import Foundation
@testable import StoreShell
import XCTest

/// Async effects on a test store: tasks run to their next wait on the shell's scheduler at the
/// end of each step, in virtual-time order within `advance`, with no real-time waits; tasks
/// busy in real time are named, and `wait` lets them finish.
final class AsyncEffectTests: XCTestCase {
  /// Twenty steps that start, debounce, cancel and answer searches.
  private static let searchSession = [
    "send queryChanged(\"c\")",
    "send queryChanged(\"co\")",
    "advance 200ms",
    "send queryChanged(\"com\")",
    "advance 300ms",
    "effects",
    "advance 100ms",
    "send queryChanged(\"fail\")",
    "advance 400ms",
    "send queryChanged(\"\")",
    "send queryChanged(\"x\")",
    "run",
    "send queryChanged(\"y\")",
    "advance 350ms",
    "send queryChanged(\"z\")",
    "advance 399ms",
    "advance 1ms",
    "send queryChanged(\"w\")",
    "advance 1s",
    "state",
  ]

  func testASearchSessionRunsOnVirtualTimeWithoutRealTimeWaits() {
    let start = DispatchTime.now().uptimeNanoseconds
    let output = sessionTranscript(searchFeature, Self.searchSession)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    XCTAssertLessThan(seconds, 1, "20 steps took \(seconds) s")
    // The debounce: "co" is cancelled by "com", whose answer lands after 300 + 100 ms.
    XCTAssertTrue(
      output.contains(
        """
        > advance 100ms
        ← searchResponse.success(["com 1", "com 2"])  (#2 task)
        """), output)
    // A failing client answers with the error's text.
    XCTAssertTrue(output.contains(#"← searchResponse.failure("network down")  (#3 task)"#), output)
    // Waiting on the scheduler is not real time.
    XCTAssertFalse(output.contains("running in real time"), output)
    XCTAssertTrue(output.contains(#"← searchResponse.success(["w 1", "w 2"])  (#8 task)"#), output)
  }

  func testAnAsyncSessionReplaysTenTimesWithTheSameOutput() {
    let first = sessionTranscript(searchFeature, Self.searchSession)
    for run in 2...10 {
      let again = sessionTranscript(searchFeature, Self.searchSession)
      XCTAssertEqual(again, first, "run \(run) differs")
      if again != first { break }
    }
  }

  func testASessionOffTheMainThreadRunsTasksTheSame() async {
    let onMain = sessionTranscript(searchFeature, Self.searchSession)
    let lines = Self.searchSession
    let (wasMain, offMain) = await Task.detached {
      (Thread.isMainThread, searchTranscript(lines))
    }.value
    XCTAssertFalse(wasMain)
    XCTAssertEqual(offMain, onMain)
  }

  func testATaskLoopOnTheSchedulerTicksExactlyOnTime() {
    for _ in 1...10 {
      let session = ShellSession(feature: tickerFeature)
      _ = session.execute("send start")
      let result = session.execute("advance 35ms")
      XCTAssertEqual(session.state.ticks, 3)
      XCTAssertEqual(result.lines.filter { $0.text.hasPrefix("← tick") }.count, 3)
      XCTAssertEqual(
        result.lines.last?.text, "effects: 1 in flight: #0 run from start, next in 5ms")
      _ = session.execute("advance 5ms")
      XCTAssertEqual(session.state.ticks, 4)
    }
  }

  func testRunStopsATaskLoopThatNeverEnds() {
    let session = ShellSession(feature: tickerFeature)
    _ = session.execute("send start")
    let result = session.execute("run")
    XCTAssertEqual(
      result.lines.suffix(2).map(\.text),
      [
        "run stopped: #0 run from start waited on the scheduler 1001 times and goes on; "
          + "use 'advance <duration>', or 'cancel 0' first",
        "effects: 1 in flight: #0 run from start, next in 10ms",
      ])
    XCTAssertEqual(session.state.ticks, 1_001)
  }

  func testATaskBusyInRealTimeIsNamedAndWaitLetsItFinish() {
    let gate = Gate()
    let session = ShellSession(feature: gatedLoginFeature(gate))
    let sent = session.execute("send loginButtonTapped")
    XCTAssertEqual(
      sent.lines.map(\.text),
      [
        "→ loginButtonTapped",
        "  (no state change)",
        "effects: 1 in flight: #0 task from loginButtonTapped: running in real time",
      ])
    XCTAssertEqual(
      session.execute("effects").lines.map(\.text),
      ["#0 task from loginButtonTapped: running in real time"])
    // Virtual time does not finish real work.
    let advanced = session.execute("advance 1s")
    XCTAssertEqual(
      advanced.lines.map(\.text),
      ["effects: 1 in flight: #0 task from loginButtonTapped: running in real time"])
    // Nor does a wait too short for it.
    XCTAssertEqual(
      session.execute("wait 20ms").lines.map(\.text),
      ["effects: 1 in flight: #0 task from loginButtonTapped: running in real time"])
    gate.open()
    let start = DispatchTime.now().uptimeNanoseconds
    let waited = session.execute("wait 5s")
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    XCTAssertNil(waited.error)
    XCTAssertEqual(waited.lines.first?.text, #"← loginResponse("blob")  (#0 task)"#)
    XCTAssertEqual(waited.lines.last?.text, "effects: none in flight")
    XCTAssertLessThan(seconds, 4, "wait ends when no task is busy in real time")
    XCTAssertEqual(session.state.user, "blob")
  }

  func testWhatARealTimeTaskSentBetweenCommandsPrintsFirst() throws {
    let gate = Gate()
    let session = ShellSession(feature: gatedLoginFeature(gate))
    _ = session.execute("set exhaustive on")
    _ = session.execute("send loginButtonTapped")
    XCTAssertEqual(
      session.execute("receive").error?.message,
      "no delivered action to receive; 'wait <duration>' for effects busy in real time")
    gate.open()
    let deadline = Date(timeIntervalSinceNow: 10)
    // The task's answer arrives in real time, from another thread, while no command runs.
    while session.inbox.isEmpty, session.tasks.isEmpty, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    let state = session.execute("state")
    XCTAssertEqual(state.lines.first?.text, #"← loginResponse("blob")  (#0 task)"#)
    XCTAssertEqual(session.execute("receive").lines.map(\.text), [#"received loginResponse("blob")"#])
  }

  func testATaskSleepingOnAClockInRealTimeIsNamedAndWaitLetsItFinish() {
    let session = ShellSession(feature: loginFeature)
    XCTAssertEqual(
      session.execute("send clockLoginButtonTapped").lines.last?.text,
      "effects: 1 in flight: #0 task from clockLoginButtonTapped: running in real time")
    let waited = session.execute("wait 5s")
    XCTAssertEqual(waited.lines.first?.text, #"← loginResponse("clock")  (#0 task)"#)
    XCTAssertEqual(waited.lines.last?.text, "effects: none in flight")
  }

  func testWaitOutputIsTheSameEveryRun() {
    let lines = ["send loginButtonTapped", "wait 5s", "send loginButtonTapped", "wait 5s", "state"]
    let first = sessionTranscript(loginFeature, lines)
    XCTAssertTrue(first.contains(#"← loginResponse("blob")"#), first)
    for _ in 1...3 { XCTAssertEqual(sessionTranscript(loginFeature, lines), first) }
  }
}

/// Runs `lines` in a new session on `feature`; returns what each printed, as one text.
private func sessionTranscript<State, Action>(
  _ feature: ShellFeature<State, Action>, _ lines: [String]
) -> String {
  let session = ShellSession(feature: feature)
  return lines.map { line in
    let result = session.execute(line)
    return (["> \(line)"] + result.lines.filter { !$0.isVolatile }.map(\.text))
      .joined(separator: "\n")
  }.joined(separator: "\n")
}

/// The search session's transcript (for a task that is not on the main thread).
private func searchTranscript(_ lines: [String]) -> String { sessionTranscript(searchFeature, lines) }

/// Between commands (a terminal's wake-up), what a task busy in real time sent is reduced with
/// the effects' tasks caught as in a step: the task it starts waits on the scheduler at once,
/// so the next `advance` wakes it.
final class PumpedDeliveryTests: XCTestCase {
  enum Action: Codable, Equatable { case login, loggedIn, welcome }

  func testATaskStartedByARealTimeDeliveryIsParkedBeforeTheNextCommand() {
    let gate = Gate()
    // Where the task started by the delivery ran: on the shell's thread, not in real time.
    let ranOnMain = LockIsolated<Bool?>(nil)
    let feature = ShellFeature(
      name: "welcome", initialState: 0,
      reducer: Reducer<Int, Action, (Gate, AnySchedulerOf<DispatchQueue>)> {
        count, action, environment in
        switch action {
        case .login:
          let gate = environment.0
          return .task {
            await gate.pass()
            return .loggedIn
          }
        case .loggedIn:
          let scheduler = UncheckedSendable(environment.1)
          return .task {
            ranOnMain.setValue(Thread.isMainThread)
            try await scheduler.value.sleep(for: .seconds(1))
            return .welcome
          }
        case .welcome:
          count += 1
          return .none
        }
      },
      environment: { (gate, $0.scheduler) })
    let session = ShellSession(feature: feature)
    _ = session.execute("send login")
    gate.open()
    let deadline = Date(timeIntervalSinceNow: 10)
    while session.inbox.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    let pumped = session.pump().map(\.text)
    XCTAssertEqual(pumped.first, "← loggedIn  (#0 task)")
    XCTAssertTrue(Thread.isMainThread)
    XCTAssertEqual(ranOnMain.value, true)
    XCTAssertTrue(session.realTimeRecords().isEmpty, "the new task waits on the scheduler")
    XCTAssertEqual(
      session.execute("effects").lines.map(\.text), ["#1 task from loggedIn, next in 1s"])
    _ = session.execute("advance 1s")
    XCTAssertEqual(session.state, 1)
  }
}
