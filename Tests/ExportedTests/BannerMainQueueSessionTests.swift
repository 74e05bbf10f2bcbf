// Exported by store-shell (export test): 9 steps on BannerFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class BannerMainQueueSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(BannerFeature.self, context: .test(scheduler: scheduler))

    await store.send(.saveButtonTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(true), timeout: .milliseconds(100)) {
      $0.message = "Saved"
      $0.isSaving = false
      $0.saveCount = 1
    }
    await store.receive(.bannerTimedOut, timeout: .seconds(1)) { $0.message = nil }
    await store.send(.pingButtonTapped)
    await store.receive(.pingAnswered, timeout: .seconds(1)) { $0.pingCount = 1 }
    await store.send(.saveButtonTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(true), timeout: .milliseconds(100)) {
      $0.message = "Saved"
      $0.isSaving = false
      $0.saveCount = 2
    }
    await store.send(.saveButtonTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(true), timeout: .seconds(2)) {
      $0.isSaving = false
      $0.saveCount = 3
    }
    await store.receive(.bannerTimedOut, timeout: .seconds(2)) { $0.message = nil }
    await store.finish()
  }
}
