// Exported by store-shell (export test): 2 steps on ProfileFeature.
import Composable
import StoreShellMultiFeature
import XCTest

final class RefreshSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(ProfileFeature.self, context: .test(scheduler: scheduler))

    await store.send(.refresh)
    await store.receive(.refreshed, timeout: .milliseconds(1500)) { $0.refreshCount = 1 }
    await store.finish()
  }
}
