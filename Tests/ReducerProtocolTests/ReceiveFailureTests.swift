import ComposableArchitecture
import XCTest

/// A `receive` that gets no action, or none that matches, fails in TCA 0.56's words: "the
/// following action" dumped under the message, and, after a timeout, that failure too.
@MainActor
final class ReceiveFailureTests: XCTestCase {
  func testAReceiveWithNothingInFlightNamesTheExpectedAction() async {
    let issues = await collectIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementButtonTapped) { $0.count = 1 }
      await store.receive(.delayedIncrementResponse)
    }
    XCTAssertEqual(
      issues,
      [
        """
        Expected to receive the following action, but didn't: …

          Counter.Action.delayedIncrementResponse
        """
      ])
  }

  func testAReceiveThatTimesOutAlsoNamesTheExpectedAction() async {
    let issues = await collectIssues {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.delayedIncrementButtonTapped)
      await store.receive(.delayedIncrementResponse, timeout: 0)
      store.skipInFlightEffects()
    }
    XCTAssertEqual(issues.count, 2, "\(issues)")
    XCTAssertEqual(
      issues.first?.components(separatedBy: "\n").first,
      "Expected to receive an action, but received none.")
    XCTAssertEqual(
      issues.last,
      """
      Expected to receive the following action, but didn't: …

        Counter.Action.delayedIncrementResponse
      """)
  }

  func testANonExhaustiveReceiveThatTimesOutSaysAMatchingAction() async {
    let issues = await collectIssues {
      let clock = TestClock()
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off
      await store.send(.delayedIncrementButtonTapped)
      await store.receive(.timerTicked, timeout: 0)
      store.skipInFlightEffects()
    }
    XCTAssertEqual(
      issues.first?.components(separatedBy: "\n").first,
      "Expected to receive a matching action, but received none.")
    XCTAssertEqual(
      issues.last,
      """
      Expected to receive the following action, but didn't: …

        Counter.Action.timerTicked
      """)
  }
}
