import Composable
import StoreShellExamples
import IssueReporting
import Testing

/// Seed 000's timer test (ExampleFeaturesTests.TimerLabelTests runs it as written) with a step
/// removed or changed: the test store must fail, naming the unreceived action or the running
/// effect.
@Suite struct SeedTimerTests {
  let scheduler = DispatchQueue.test

  private func makeStore() -> TestStore<TimerState, TimerAction, TimerEnvironment> {
    TestStore(
      initialState: TimerState(),
      reducer: timerReducer,
      environment: TimerEnvironment(
        date: { Date(timeIntervalSince1970: 100) },
        mainQueue: scheduler.eraseToAnyScheduler()))
  }

  @Test(arguments: [0, 1, 2]) func removingOneReceiveFails(skipped: Int) {
    withExpectedIssue {
      let store = makeStore()
      store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
      scheduler.advance(by: .milliseconds(35))
      var duration = 0.0
      for index in 0..<3 where index != skipped {
        duration += 0.01
        store.receive(.timeUpdated) { [duration] in $0.duration = duration }
      }
      store.send(.stop)
    }
  }

  @Test func removingOneReceiveNamesTheUnreceivedAction() {
    let issues = collectIssues {
      let store = makeStore()
      store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
      scheduler.advance(by: .milliseconds(35))
      store.receive(.timeUpdated) { $0.duration = 0.01 }
      store.receive(.timeUpdated) { $0.duration = 0.02 }
      store.send(.stop)
    }
    // As in TCA 0.40, the action is sent anyway, and the received one stays unhandled: it is
    // reported again at the end.
    #expect(issues.count == 2)
    #expect(
      issues.first == """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          [0]: TimerAction.timeUpdated
        ]
        """)
  }

  @Test func removingTheFinalStopFails() {
    withExpectedIssue {
      let store = makeStore()
      store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
      scheduler.advance(by: .milliseconds(35))
      store.receive(.timeUpdated) { $0.duration = 0.01 }
      store.receive(.timeUpdated) { $0.duration = 0.02 }
      store.receive(.timeUpdated) { $0.duration = 0.03 }
    }
  }

  @Test func removingTheFinalStopNamesTheRunningEffect() {
    let issues = collectIssues {
      let store = makeStore()
      store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
      scheduler.advance(by: .milliseconds(35))
      store.receive(.timeUpdated) { $0.duration = 0.01 }
      store.receive(.timeUpdated) { $0.duration = 0.02 }
      store.receive(.timeUpdated) { $0.duration = 0.03 }
    }
    #expect(issues == [effectStillRunningMessage])
  }

  @Test func aWrongExpectationShowsTheDiff() {
    let issues = collectIssues {
      let store = makeStore()
      store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
      scheduler.advance(by: .milliseconds(15))
      store.receive(.timeUpdated) { $0.duration = 0.02 }
      store.send(.stop)
    }
    #expect(
      issues == [
        """
        A state change does not match expectation: …

              TimerState(
                started: Date(1970-01-01T00:01:40.000Z),
            −   duration: 0.02
            +   duration: 0.01
              )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func anUnexpectedActionIsNamed() {
    let issues = collectIssues {
      let store = makeStore()
      store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
      scheduler.advance(by: .milliseconds(10))
      store.receive(.stop)
      store.send(.stop)
    }
    #expect(
      issues == [
        """
        Received unexpected action: …

            − TimerAction.stop
            + TimerAction.timeUpdated

        (Expected: −, Received: +)
        """,
        """
        State was not expected to change, but a change occurred: …

              TimerState(
                started: Date(1970-01-01T00:01:40.000Z),
            −   duration: 0.0
            +   duration: 0.01
              )

        (Expected: −, Actual: +)
        """,
      ])
  }

  @Test func receivingWhenNothingArrivedFails() {
    let issues = collectIssues {
      let store = makeStore()
      store.timeout = 10_000_000
      store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
      store.receive(.timeUpdated) { $0.duration = 0.01 }
      store.send(.stop)
    }
    #expect(issues == ["Expected to receive an action, but received none."])
  }

  @Test func timerAdvancedBy35msFiresExactlyThreeTimesEveryRun() {
    for _ in 0..<200 {
      let scheduler = DispatchQueue.test
      let store = TestStore(
        initialState: TimerState(), reducer: timerReducer,
        environment: TimerEnvironment(
          date: { Date(timeIntervalSince1970: 0) }, mainQueue: scheduler.eraseToAnyScheduler()))
      store.exhaustivity = .off
      store.send(.start)
      scheduler.advance(by: .milliseconds(35))
      store.skipReceivedActions()  // the state as of the last received tick
      #expect(abs(store.state.duration - 0.03) < 1e-9)
      store.send(.stop)
    }
  }
}
