// The game's tests fail when the game misbehaves or a test is incomplete: the test store
// reports through IssueReporting. Swift Testing, because XCTest on Linux cannot expect
// failures.
import Composable
import Foundation
import IssueReporting
import Testing

@testable import StoreShellExamples

@Suite struct GameFailureTests {
  let scheduler = DispatchQueue.test
  let listTag = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!

  func makeStore(
    _ state: GameState,
    reducer: Reducer<GameState, GameAction, GameEnvironment> = gameReducer
  ) -> TestStore<GameState, GameAction, GameEnvironment> {
    TestStore(
      initialState: state,
      reducer: reducer,
      environment: GameEnvironment(
        date: { Date(timeIntervalSince1970: 100) },
        mainQueue: scheduler.eraseToAnyScheduler(),
        generateRandom: { _ in 5 },
        uuid: Deterministic.incrementingUUIDs()
      )
    )
  }

  @Test func aWrongExpectationFails() {
    let issues = collectIssues {
      let store = makeStore(GameState(counter: Counter(count: 0, secret: 3, id: Deterministic.uuid(9))))
      store.send(.counter(.increment)) { $0.counter.count = 2 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("A state change does not match expectation") == true)
    #expect(issues.first?.contains("−     count: 2,") == true)
    #expect(issues.first?.contains("+     count: 1,") == true)
  }

  @Test func forgettingTheRecordedResultFails() {
    withExpectedIssue {
      let store = makeStore(GameState(counter: Counter(count: 0, secret: 3, id: Deterministic.uuid(9))))
      store.send(.counter(.playNext)) {
        $0.counter = Counter(count: 0, secret: 5, id: Deterministic.uuid(1))
      }
    }
  }

  @Test func anUnfinishedSaveFails() {
    let issues = collectIssues {
      let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: Deterministic.uuid(9)), timeSpent: 1)
      let store = makeStore(
        GameState(resultListState: Identified([], id: listTag), results: [r1], alert: .saveChanges))
      store.send(.alertAction(.alertSaveButtonTapped)) {
        $0.alert = nil
        $0.savingResults = true
      }
      // The 2 s delay never elapses: the store reports the effect still running.
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("An effect returned for this action is still running.") == true)
    #expect(issues.first?.contains("• If an effect uses a scheduler (via \"receive(on:)\"") == true)
  }

  @Test func anUnreceivedSaveResultFails() {
    let issues = collectIssues {
      let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: Deterministic.uuid(9)), timeSpent: 1)
      let store = makeStore(
        GameState(resultListState: Identified([], id: listTag), results: [r1], alert: .saveChanges))
      store.send(.alertAction(.alertSaveButtonTapped)) {
        $0.alert = nil
        $0.savingResults = true
      }
      scheduler.advance(by: .seconds(2))
      // `.saveResult(.success)` arrived and is never received.
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("The store received 1 unexpected action") == true)
    #expect(issues.first?.contains("[0]: GameAction.saveResult(.success)") == true)
  }

  @Test func aRunningTimerFails() {
    withExpectedIssue {
      let store = makeStore(GameState(counter: Counter(count: 0, secret: 3, id: Deterministic.uuid(9))))
      store.send(.timer(.start)) { $0.timer.started = Date(timeIntervalSince1970: 100) }
    }
  }

  /// The in-flight save test catches seed 003's bug: with the seed's behaviour (a puzzle
  /// finished during the save is recorded in `results` only), the result is lost and the test
  /// fails.
  @Test func theInFlightSaveTestCatchesTheSeedsBug() {
    let seedBehaviour = Reducer<GameState, GameAction, GameEnvironment>.combine(
      gameReducer,
      Reducer { state, action, _ in
        if case .counter(.playNext) = action, let last = state.results.last {
          state.resultListState?.value.remove(id: last.id)
        }
        return .none
      }
    )
    let issues = collectIssues {
      let r1 = GameResult(counter: Counter(count: 3, secret: 3, id: Deterministic.uuid(100)), timeSpent: 1)
      let r2 = GameResult(counter: Counter(count: 0, secret: 7, id: Deterministic.uuid(101)), timeSpent: 2)
      let store = makeStore(
        GameState(
          counter: Counter(count: 5, secret: 5, id: Deterministic.uuid(102)),
          resultListState: Identified([r2], id: listTag), results: [r1, r2],
          alert: .saveChanges),
        reducer: seedBehaviour)
      store.send(.alertAction(.alertSaveButtonTapped)) {
        $0.alert = nil
        $0.savingResults = true
      }
      scheduler.advance(by: .seconds(1))
      let r3 = GameResult(counter: Counter(count: 5, secret: 5, id: Deterministic.uuid(102)), timeSpent: 0)
      store.send(.counter(.playNext)) {
        $0.results.append(r3)
        $0.resultListState?.value.append(r3)
        $0.counter = Counter(count: 0, secret: 5, id: Deterministic.uuid(1))
      }
      scheduler.advance(by: .seconds(1))
      store.receive(.saveResult(.success)) {
        $0.savingResults = false
        $0.results = [r2, r3]
        $0.resultListState = nil
      }
    }
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.hasPrefix("A state change does not match expectation") })
  }
}

/// The messages of the issues reported while `body` runs, instead of failing the test.
func collectIssues(_ body: () -> Void) -> [String] {
  let collector = IssueCollector()
  withIssueReporters([collector]) { body() }
  return collector.messages
}

private final class IssueCollector: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    lock.lock()
    collected.append(text)
    lock.unlock()
  }
}
