// Seed 000's TimerLabelTests, as written there (`import Composable` for the architecture).
import Composable
import XCTest

@testable import StoreShellExamples

class TimerLabelTests: XCTestCase {
  let scheduler = DispatchQueue.test

  func testTimerUpdate() throws {
    let store = TestStore(
      initialState: TimerState(),
      reducer: timerReducer,
      environment: TimerEnvironment(
        date: { Date(timeIntervalSince1970: 100) },
        mainQueue: scheduler.eraseToAnyScheduler()
      )
    )

    store.send(.start) {
      $0.started = Date(timeIntervalSince1970: 100)
    }

    // 1
    scheduler.advance(by: .milliseconds(35))
    // 2
    store.receive(.timeUpdated) {
      $0.duration = 0.01
    }
    store.receive(.timeUpdated) {
      $0.duration = 0.02
    }
    store.receive(.timeUpdated) {
      $0.duration = 0.03
    }
    // 3
    store.send(.stop)
  }

  func testRestartKeepsTheFirstStartDate() throws {
    var now = Date(timeIntervalSince1970: 100)
    let store = TestStore(
      initialState: TimerState(),
      reducer: timerReducer,
      environment: TimerEnvironment(date: { now }, mainQueue: scheduler.eraseToAnyScheduler())
    )
    store.send(.start) { $0.started = Date(timeIntervalSince1970: 100) }
    scheduler.advance(by: .milliseconds(10))
    store.receive(.timeUpdated) { $0.duration = 0.01 }
    now = Date(timeIntervalSince1970: 200)
    // A second start restarts the ticks (the running timer is cancelled first): still one
    // tick per 10 ms, and the start date stays.
    store.send(.start)
    scheduler.advance(by: .milliseconds(10))
    store.receive(.timeUpdated) { $0.duration = 0.02 }
    store.send(.stop)
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(store.state.durationLabel, "0.02s")
    XCTAssertEqual(store.state.startedLabel, "00:01:40")
  }

  func testDeterministicEnvironment() {
    let environment = TimerEnvironment.deterministic(mainQueue: scheduler.eraseToAnyScheduler())
    XCTAssertEqual(environment.date(), Date(timeIntervalSince1970: 0))
    XCTAssertEqual(TimerState().startedLabel, "-")
  }
}
