// Exported by store-shell (export test): 7 steps on StopwatchFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class StopwatchTimerSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(StopwatchFeature.self, context: .test(scheduler: scheduler))

    await store.send(.toggleButtonTapped) { $0.isRunning = true }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await scheduler.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    await store.receive(.timerTicked) { $0.secondsElapsed = 3 }
    await store.send(.lapButtonTapped) { $0.laps = [3] }
    await store.send(.toggleButtonTapped) { $0.isRunning = false }
    await scheduler.advance(by: .seconds(5))
    await store.send(.resetButtonTapped) {
      $0.secondsElapsed = 0
      $0.laps = []
    }
  }
}
