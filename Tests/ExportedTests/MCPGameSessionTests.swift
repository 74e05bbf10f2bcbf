// Exported by store-shell (export test): 4 steps on GameFeature.
import Composable
import StoreShellExamples
import XCTest

final class MCPGameSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(GameFeature.self, context: .test(scheduler: scheduler))

    store.send(.counter(.increment)) { $0.counter.count = 1 }
    store.send(.timer(.start)) { $0.timer.started = Date(timeIntervalSince1970: 0.0) }
    scheduler.advance(by: .milliseconds(35))
    store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.01 }
    store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.02 }
    store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.03 }
    store.send(.timer(.stop))
  }
}
