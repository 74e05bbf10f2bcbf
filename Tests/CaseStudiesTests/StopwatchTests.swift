import StoreShellCaseStudies
import Composable
import ConcurrencyExtras
import XCTest

@MainActor
final class StopwatchTests: XCTestCase {
  let mainQueue = DispatchQueue.test

  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func makeStore() -> TestStore<StopwatchState, StopwatchAction, StopwatchEnvironment> {
    TestStore(
      initialState: StopwatchState(),
      reducer: stopwatchReducer,
      environment: StopwatchEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  func testStartTicksEverySecondAndStop() async {
    let store = makeStore()

    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 1
    }
    await mainQueue.advance(by: .seconds(2))
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 2
    }
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 3
    }
    await store.send(.lapButtonTapped) {
      $0.laps = [3]
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
    // Stopped: time passing delivers nothing.
    await mainQueue.advance(by: .seconds(5))
  }

  func testRestartDoesNotDoubleTheTicks() async {
    let store = makeStore()

    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    // The new timer counts from the restart: its first tick is a second after it.
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.resetButtonTapped) {
      $0 = StopwatchState()
    }
    await mainQueue.advance(by: .seconds(3))
  }

  func testLapWhileStoppedDoesNothing() async {
    let store = TestStore(
      initialState: StopwatchState(secondsElapsed: 4),
      reducer: stopwatchReducer,
      environment: StopwatchEnvironment(mainQueue: .unimplemented)
    )

    await store.send(.lapButtonTapped)
  }
}
