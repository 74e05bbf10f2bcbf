// Exported by store-shell (export test): 10 steps on DraftFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class DraftAutosaveSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(DraftFeature.self, context: .test(scheduler: scheduler))

    await store.send(.textChanged("Dear")) { $0.text = "Dear" }
    await scheduler.advance(by: .seconds(1))
    await store.send(.textChanged("Dear Blob")) { $0.text = "Dear Blob" }
    await scheduler.advance(by: .seconds(2))
    await store.receive(.autoSaveTimerFired) { $0.isSaving = true }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.saveResponse(.success("Dear Blob"))) {
      $0.savedText = "Dear Blob"
      $0.lastSavedAt = Date(timeIntervalSince1970: 3.100000023841858)
      $0.isSaving = false
    }
    await store.send(.textChanged("Dear Blob,")) { $0.text = "Dear Blob," }
    await store.send(.saveNowButtonTapped) { $0.isSaving = true }
    await scheduler.advance(by: .milliseconds(100))
    await store.receive(.saveResponse(.success("Dear Blob,"))) {
      $0.savedText = "Dear Blob,"
      $0.lastSavedAt = Date(timeIntervalSince1970: 4.100000023841858)
      $0.isSaving = false
    }
    let task5 = await store.send(.textChanged("Dear Blob, hi")) { $0.text = "Dear Blob, hi" }
    await store.send(.saveResponse(.failure(TaskFailure("disk full")))) {
      $0.errorMessage = "Could not save the draft."
    }
    // The session left effect #5 debounce from textChanged("Dear Blob, hi") running: cancelled so the test ends clean.
    await task5.cancel()
  }
}
