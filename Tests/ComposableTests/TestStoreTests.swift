import Composable
import Foundation
import IssueReporting
import Testing
import XCTest

/// TestStore: exhaustive and non-exhaustive checks and their failure messages.
@Suite struct TestStoreTests {
  let scheduler = DispatchQueue.test

  func counterStore() -> TestStore<CountState, CountAction, Int> {
    TestStore(initialState: CountState(), reducer: countReducer, environment: 1)
  }

  @Test func passingExhaustiveTest() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.increment) { $0.count = 1 }
      store.send(.echo(5))
      store.receive(.set(5)) { $0.count = 5 }
      #expect(store.state.count == 5)
      #expect(store.effects.records.isEmpty)
    }
    #expect(issues == [])
  }

  @Test func aStateMismatchFails() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.increment) { $0.count = 2 }
    }
    #expect(
      issues == [
        """
        A state change does not match expectation: …

            − CountState(count: 2)
            + CountState(count: 1)

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func anUnassertedChangeFailsWhenExhaustive() {
    let issues = collectIssues {
      counterStore().send(.increment)
    }
    #expect(
      issues == [
        """
        State was not expected to change, but a change occurred: …

            − CountState(count: 0)
            + CountState(count: 1)

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func expectingAChangeThatDidNotHappenFails() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.set(0)) { $0.count = 0 }
    }
    #expect(
      issues == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """
      ])
  }

  @Test func aThrowingAssertionFails() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.increment) { _ in throw TestError(code: 4) }
    }
    #expect(issues == ["Threw error: TestError(4)"])
  }

  @Test func receivedActionsLeftAtTheEndFail() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.echo(3))
    }
    #expect(
      issues == [
        """
        The store received 1 unexpected action after this one: …

        Unhandled actions: [
          [0]: CountAction.set(3)
        ]
        """
      ])
  }

  @Test func sendingWithUnhandledReceivedActionsFails() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.echo(3))
      store.send(.increment) { $0.count = 4 }
    }
    #expect(
      issues == [
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          [0]: CountAction.set(3)
        ]
        """,
        // As in TCA 0.40, the received action stays unhandled: reported again at the end.
        """
        The store received 1 unexpected action after this one: …

        Unhandled actions: [
          [0]: CountAction.set(3)
        ]
        """,
      ])
  }

  @Test func anEffectStillRunningAtTheEndFails() {
    let issues = collectIssues {
      let store = probeTestStore([
        "save": { [scheduler] in Effect(value: .value(1)).delay(for: 2, scheduler: scheduler) }
      ])
      store.send(.start("save"))
    }
    #expect(issues == [effectStillRunningMessage])
    #expect(scheduler.scheduledCount == 0)  // cancelled once reported
  }

  @Test func environmentCanChangeBetweenSteps() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.increment) { $0.count = 1 }
      store.environment = 10
      store.send(.increment) { $0.count = 11 }
      store.environment = -1
      store.send(.decrement) { $0.count = 12 }
    }
    #expect(issues == [])
  }

  @Test func receiveAnUnexpectedActionShowsTheDiff() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.echo(3))
      store.receive(.set(4)) { $0.count = 3 }
    }
    #expect(
      issues == [
        """
        Received unexpected action: …

            − CountAction.set(4)
            + CountAction.set(3)

        (Expected: −, Received: +)
        """
      ])
  }

  @Test func receiveWhenNothingWasDeliveredFails() {
    let issues = collectIssues {
      let store = counterStore()
      store.receive(.set(1))
    }
    #expect(issues == ["Expected to receive an action, but received none."])
  }

  @Test func finishPassesWhenEverythingEnded() {
    let issues = collectIssues {
      let store = probeTestStore([
        "save": { [scheduler] in Effect(value: .value(1)).delay(for: 2, scheduler: scheduler) }
      ])
      store.send(.start("save"))
      scheduler.advance(by: 2)
      store.receive(.value(1)) { $0 = [.value(1)] }
      store.finish()
    }
    #expect(issues == [])
  }

  @Test func finishFailsOnARunningEffect() {
    let issues = collectIssues {
      let store = probeTestStore([
        "tick": { [scheduler] in
          Effect.timer(id: 1, every: .seconds(1), on: scheduler).map { _ in .text("tick") }
        }
      ])
      store.timeout = 10_000_000
      store.send(.start("tick"))
      store.finish()
    }
    #expect(
      issues == [
        """
        Expected effects to finish, but there are still effects in-flight after 0.01 seconds.

        There are effects in-flight. If the effect that delivers this action uses a scheduler \
        (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for \
        the scheduler to perform the effect. If you are using a test scheduler, advance the \
        scheduler so that the effects may complete, or consider using an immediate scheduler to \
        immediately perform the effect instead.

        If you are not yet using a scheduler, or can not use a scheduler, configure this \
        assertion with an explicit "timeout".
        """,
        effectStillRunningMessage,
      ])
    #expect(!scheduler.hasRepeatingWork)
  }

  @Test func skipReceivedActions() {
    let issues = collectIssues {
      let store = counterStore()
      store.send(.echo(3))
      store.skipReceivedActions()
      #expect(store.state.count == 3)
      store.send(.increment) { $0.count = 4 }
    }
    #expect(issues == [])
  }

  @Test func skipReceivedActionsStrictFailsWhenThereAreNone() {
    let issues = collectIssues {
      let store = counterStore()
      store.skipReceivedActions()
      store.skipReceivedActions(strict: false)
    }
    #expect(issues == ["There were no received actions to skip."])
  }

  @Test func skipInFlightEffects() {
    let issues = collectIssues {
      let store = probeTestStore([
        "tick": { [scheduler] in
          Effect.timer(id: 1, every: .seconds(1), on: scheduler).map { _ in .text("tick") }
        }
      ])
      store.send(.start("tick"))
      store.skipInFlightEffects()
      #expect(!scheduler.hasRepeatingWork)
      store.skipInFlightEffects()
      store.skipInFlightEffects(strict: false)
    }
    #expect(issues == ["There were no in-flight effects to skip."])
  }

  @Test func testStoreTaskCancel() {
    let issues = collectIssues {
      let store = probeTestStore([
        "tick": { [scheduler] in
          Effect.timer(id: 1, every: .seconds(1), on: scheduler).map { _ in .text("tick") }
        }
      ])
      let task = store.send(.start("tick"))
      #expect(!task.isCancelled)
      scheduler.advance(by: 1)
      store.receive(.text("tick")) { $0 = [.text("tick")] }
      task.cancel()
      #expect(task.isCancelled)
      #expect(!scheduler.hasRepeatingWork)
    }
    #expect(issues == [])
  }

  @Test func nonExhaustiveAllowsUnassertedChangesEffectsAndActions() {
    let issues = collectIssues {
      let store = probeTestStore([
        "both": { [scheduler] in
          .merge(
            Effect(value: .value(1)),
            Effect(value: .value(2)).delay(for: 1, scheduler: scheduler))
        }
      ])
      store.exhaustivity = .off
      store.send(.start("both"))
      store.send(.start("both"))
      scheduler.advance(by: 1)
      // Skips to the first `.value(2)`, over the two `.value(1)`.
      store.receive(.value(2))
      // The state as of the step asserted: the first `.value(2)`.
      #expect(store.state == [.value(1), .value(1), .value(2)])
      store.send(.start("both"))
    }
    #expect(issues == [])
  }

  @Test func nonExhaustiveChecksWhatIsAsserted() {
    let issues = collectIssues {
      let store = counterStore()
      store.exhaustivity = .off
      store.send(.increment)
      store.send(.increment) { $0.count = 5 }
      store.send(.echo(9))
      store.receive(.set(9)) { $0.count = 9 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("A state change does not match expectation") == true)
  }

  @Test func nonExhaustiveReceiveSkipsToAMatchAndChecksItsState() {
    let issues = collectIssues {
      let store = probeTestStore([
        "three": {
          .concatenate(Effect(value: .value(1)), Effect(value: .value(2)), Effect(value: .value(3)))
        }
      ])
      store.exhaustivity = .off(showSkippedAssertions: true)
      store.send(.start("three"))
      store.receive(.value(2)) { $0 = [.value(1), .value(2)] }
      // Non-exhaustive: the closure applies to the actual state, so it must assign.
      store.receive(.value(3)) { $0[2] = .value(3) }
    }
    #expect(issues == [])
  }

  @Test func nonExhaustiveReceiveOfAnActionNeverDeliveredFails() {
    let issues = collectIssues {
      let store = counterStore()
      store.exhaustivity = .off
      store.send(.echo(1))
      store.receive(.set(2))
    }
    #expect(
      issues == [
        """
        Expected to receive an action matching CountAction.set(2), but didn't get one.

        Received: [
          [0]: .set(1)
        ]
        """
      ])
  }

  @Test func exhaustivityValues() {
    #expect(Exhaustivity.off == .off(showSkippedAssertions: false))
    #expect(Exhaustivity.off != .on)
    #expect(Exhaustivity.off(showSkippedAssertions: true) != .off)
    let store = counterStore()
    #expect(store.exhaustivity == .on)
    #expect(store.timeout == 5_000_000_000)
  }

  @Test func failureIsReportedAtTheStepsLine() {
    struct Location: Equatable {
      var fileID: String
      var line: UInt
    }
    let collector = LocationCollector()
    withIssueReporters([collector]) {
      let store = counterStore()
      store.send(.increment) { $0.count = 9 }
    }
    #expect(collector.lines == [#line - 2])
  }
}

/// Records the lines issues are reported at.
final class LocationCollector: IssueReporter, @unchecked Sendable {
  var lines: [UInt] = []
  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    lines.append(line)
  }
}

/// Seed 004's `assert(initialValue:reducer:environment:steps:)` helper.
@Suite struct AssertHelperTests {
  /// Seed 004's counter with an `nthPrime` effect, as a reducer of functions.
  struct CounterViewState: Equatable {
    var count = 2
    var alertNthPrime: Int? = nil
    var isNthPrimeButtonDisabled = false
  }

  enum CounterViewAction: Equatable {
    case counter(CounterAction)
  }

  enum CounterAction: Equatable {
    case incrTapped
    case decrTapped
    case nthPrimeButtonTapped
    case nthPrimeResponse(Int?)
  }

  typealias CounterEnvironment = (Int) -> Effect<Int?, Never>

  static func counterReducer(
    state: inout CounterViewState, action: CounterAction, environment: CounterEnvironment
  ) -> [Effect<CounterAction, Never>] {
    switch action {
    case .incrTapped:
      state.count += 1
      return []
    case .decrTapped:
      state.count -= 1
      return []
    case .nthPrimeButtonTapped:
      state.isNthPrimeButtonDisabled = true
      return [environment(state.count).map(CounterAction.nthPrimeResponse).eraseToEffect()]
    case let .nthPrimeResponse(prime):
      state.alertNthPrime = prime
      state.isNthPrimeButtonDisabled = false
      return []
    }
  }

  let counterViewReducer: Reducer<CounterViewState, CounterViewAction, CounterEnvironment> =
    combine(
      pullback(
        AssertHelperTests.counterReducer, value: \CounterViewState.self,
        action: /CounterViewAction.counter, environment: { $0 }))

  @Test func incrDecr() {
    let issues = collectIssues {
      assert(
        initialValue: CounterViewState(count: 2),
        reducer: counterViewReducer,
        environment: { _ in .sync { 17 } },
        steps:
          Step(.send, .counter(.incrTapped)) { $0.count = 3 },
        Step(.send, .counter(.incrTapped)) { $0.count = 4 },
        Step(.send, .counter(.decrTapped)) { $0.count = 3 }
      )
    }
    #expect(issues == [])
  }

  @Test func nthPrimeHappyAndUnhappyFlows() {
    let issues = collectIssues {
      assert(
        initialValue: CounterViewState(alertNthPrime: nil, isNthPrimeButtonDisabled: false),
        reducer: counterViewReducer,
        environment: { _ in .sync { 17 } },
        steps:
          Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true },
        Step(.receive, .counter(.nthPrimeResponse(17))) {
          $0.alertNthPrime = 17
          $0.isNthPrimeButtonDisabled = false
        }
      )
      assert(
        initialValue: CounterViewState(alertNthPrime: nil, isNthPrimeButtonDisabled: false),
        reducer: counterViewReducer,
        environment: { _ in .sync { nil } },
        steps:
          Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true },
        Step(.receive, .counter(.nthPrimeResponse(nil))) { $0.isNthPrimeButtonDisabled = false }
      )
    }
    #expect(issues == [])
  }

  @Test func anUnhandledEffectFails() {
    let issues = collectIssues {
      assert(
        initialValue: CounterViewState(),
        reducer: counterViewReducer,
        environment: { _ in .sync { 17 } },
        steps: Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true }
      )
    }
    #expect(
      issues == [
        """
        The store received 1 unexpected action after this one: …

        Unhandled actions: [
          [0]: AssertHelperTests.CounterViewAction.counter(
            .nthPrimeResponse(
              17
            )
          )
        ]
        """
      ])
  }

  @Test func aWrongStepFailsAtItsLine() {
    let collector = LocationCollector()
    let line = #line + 8
    withIssueReporters([collector]) {
      assert(
        initialValue: CounterViewState(count: 2),
        reducer: counterViewReducer,
        environment: { _ in .sync { 17 } },
        steps:
          Step(.send, .counter(.incrTapped)) { $0.count = 3 },
        Step(.send, .counter(.incrTapped)) { $0.count = 5 }
      )
    }
    #expect(collector.lines == [UInt(line)])
  }

  @Test func aWrongStepMessage() {
    let issues = collectIssues {
      assert(
        initialValue: CounterViewState(count: 2),
        reducer: counterViewReducer,
        environment: { _ in .sync { 17 } },
        steps: Step(.send, .counter(.decrTapped)) { $0.count = 3 }
      )
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("−   count: 3") == true)
    #expect(issues.first?.contains("+   count: 1") == true)
  }

  @Test func stepsWithoutAnUpdate() {
    let issues = collectIssues {
      assert(
        initialValue: CounterViewState(count: 2),
        reducer: counterViewReducer,
        environment: { _ in .sync { 17 } },
        steps: Step(.send, .counter(.incrTapped))
      )
    }
    #expect(issues.count == 1)
  }
}

/// The helper's `finish` waits (up to a second) for the effect: XCTest runs on the main thread,
/// so the wait blocks no thread of the cooperative pool that other tests need.
final class AssertHelperWaitingTests: XCTestCase {
  func testAnEffectStillRunningFails() {
    let scheduler = DispatchQueue.test
    let issues = collectIssues {
      assert(
        initialValue: AssertHelperTests.CounterViewState(),
        reducer: AssertHelperTests().counterViewReducer,
        environment: { _ in Effect(value: 17).delay(for: 1, scheduler: scheduler) },
        steps: Step(.send, .counter(.nthPrimeButtonTapped)) { $0.isNthPrimeButtonDisabled = true }
      )
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.hasPrefix("An effect returned for this action is still running."), true)
  }
}
