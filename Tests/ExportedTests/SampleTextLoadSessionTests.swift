// Exported by store-shell (export test): 2 steps on SampleTextFeature.
import Composable
import StoreShellExamples
import XCTest

final class SampleTextLoadSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(SampleTextFeature.self, context: .test(scheduler: scheduler))

    store.send(.load) { $0.loading = true }
    scheduler.advance()
    store.receive(.loaded(.success("Hello World"))) {
      $0.loading = false
      $0.text = "Hello World"
    }
  }
}
