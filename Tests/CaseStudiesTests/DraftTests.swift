import StoreShellCaseStudies
import Composable
import ConcurrencyExtras
import XCTest

@MainActor
final class DraftTests: XCTestCase {
  let runLoop = RunLoop.test

  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func makeStore(draftClient: DraftClient = .unimplemented)
    -> TestStore<DraftState, DraftAction, DraftEnvironment>
  {
    TestStore(
      initialState: DraftState(),
      reducer: draftReducer,
      environment: DraftEnvironment(draftClient: draftClient, runLoop: runLoop.eraseToAnyScheduler())
    )
  }

  func testAutoSavesTwoSecondsAfterTheLastKeystroke() async {
    let saved = LockIsolated<[String]>([])
    let store = makeStore(draftClient: DraftClient(save: { text in saved.withValue { $0.append(text) } }))
    let start = runLoop.now.date

    await store.send(.textChanged("H")) {
      $0.text = "H"
    }
    await runLoop.advance(by: .seconds(1))
    await store.send(.textChanged("Hi")) {
      $0.text = "Hi"
    }
    await runLoop.advance(by: .milliseconds(1999))
    await runLoop.advance(by: .milliseconds(1))
    await store.receive(.autoSaveTimerFired) {
      $0.isSaving = true
    }
    await store.receive(.saveResponse(.success("Hi"))) {
      $0.isSaving = false
      $0.savedText = "Hi"
      $0.lastSavedAt = start.addingTimeInterval(3)
    }
    let texts = saved.value
    XCTAssertEqual(texts, ["Hi"])
    XCTAssertFalse(store.state.hasUnsavedChanges)
  }

  func testUndoingTheChangeCancelsTheAutoSave() async {
    // The client is unimplemented: saving would fail the test.
    let store = makeStore()

    await store.send(.textChanged("H")) {
      $0.text = "H"
    }
    await runLoop.advance(by: .seconds(1))
    await store.send(.textChanged("")) {
      $0.text = ""
    }
    await runLoop.advance(by: .seconds(5))
  }

  func testSaveNowCancelsTheAutoSave() async {
    let store = makeStore(draftClient: DraftClient(save: { _ in }))
    let start = runLoop.now.date

    await store.send(.textChanged("Hello")) {
      $0.text = "Hello"
    }
    await runLoop.advance(by: .milliseconds(500))
    await store.send(.saveNowButtonTapped) {
      $0.isSaving = true
    }
    await store.receive(.saveResponse(.success("Hello"))) {
      $0.isSaving = false
      $0.savedText = "Hello"
      $0.lastSavedAt = start.addingTimeInterval(0.5)
    }
    await runLoop.advance(by: .seconds(5))
  }

  func testSaveFailure() async {
    let store = makeStore(draftClient: DraftClient(save: { _ in throw DraftClient.Failure() }))

    await store.send(.textChanged("Hello")) {
      $0.text = "Hello"
    }
    await store.send(.saveNowButtonTapped) {
      $0.isSaving = true
    }
    await store.receive(.saveResponse(.failure(DraftClient.Failure()))) {
      $0.isSaving = false
      $0.errorMessage = "Could not save the draft."
    }
  }
}
