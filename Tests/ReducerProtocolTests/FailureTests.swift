import ComposableArchitecture
import XCTest

/// An exhaustive test store of a ReducerProtocol feature fails each mistake, in TCA 0.56's words.
@MainActor
final class FailureTests: XCTestCase {
  func testAnUnassertedChangeFails() async {
    let issues = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementButtonTapped)
    }
    XCTAssertEqual(
      issues,
      [
        """
        State was not expected to change, but a change occurred: …

              Counter.State(
                id: 0,
            −   count: 0
            +   count: 1
              )

        (Expected: −, Actual: +)
        """
      ])
  }

  func testAnUnreceivedActionFails() async {
    let issues = await collectIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.delayedIncrementButtonTapped)
      await store.finish()
    }
    XCTAssertEqual(
      issues,
      [
        """
        The store received 1 unexpected action after this one: …

          Unhandled actions:
            • .delayedIncrementResponse
        """
      ])
  }

  func testAnEffectLeftRunningFails() async {
    let issues = await collectIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.timerStarted)
    }
    XCTAssertEqual(
      issues,
      [
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        • If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        • If an effect uses a clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using \
        a test clock/scheduler, advance it so that the effects may complete, or consider \
        using an immediate clock/scheduler to immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
        if your effect is driven by a Combine subject, send it a completion.
        """
      ])
  }

  func testAWrongReceiveFails() async {
    let issues = await collectIssues {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.delayedIncrementButtonTapped)
      await store.receive(.incrementButtonTapped) {
        $0.count = 1
      }
    }
    XCTAssertEqual(
      issues,
      [
        """
        Received unexpected action: …

            − Counter.Action.incrementButtonTapped
            + Counter.Action.delayedIncrementResponse

        (Expected: −, Received: +)
        """
      ])
  }

  func testAnUnimplementedDependencyFails() async {
    let issues = await collectIssues {
      let store = TestStore(initialState: Todos.State()) { Todos() }
      store.exhaustivity = .off
      await store.send(.addButtonTapped)
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(issues.first?.contains(#"@Dependency(\.uuid)"#) ?? false, "\(issues)")
  }
}
