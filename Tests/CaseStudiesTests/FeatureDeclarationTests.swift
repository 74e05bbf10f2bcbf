import StoreShellCaseStudies
import Composable
import ConcurrencyExtras
import XCTest

/// Each case study opened from its ``ComposableFeature`` declaration on a test context, as the
/// shell opens it: deterministic, with in-memory services on virtual time.
@MainActor
final class FeatureDeclarationTests: XCTestCase {
  let scheduler = DispatchQueue.test

  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  func testNames() {
    XCTAssertEqual(
      [
        TodosFeature.name, SearchFeature.name, SettingsFeature.name, StopwatchFeature.name,
        PlaylistFeature.name, DraftFeature.name, CartFeature.name, LoginFeature.name,
      ],
      ["todos", "search", "settings", "stopwatch", "playlist", "draft", "cart", "login"]
    )
  }

  func testTodosTakeIdsFromTheContext() async {
    let store = TestStore(TodosFeature.self, context: .test(scheduler: scheduler))

    await store.send(.addTodoButtonTapped) {
      $0.todos = [Todo(id: UUID(counting: 1))]
    }
    await store.send(.todo(id: UUID(counting: 1), action: .checkBoxToggled)) {
      $0.todos[id: UUID(counting: 1)]?.isComplete = true
    }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }

  func testSearchAnswersFromTheGazetteerOnVirtualTime() async {
    let store = TestStore(SearchFeature.self, context: .test(scheduler: scheduler))
    let lyon = Place(id: 3, name: "Lyon", country: "France")

    await store.send(.searchQueryChanged("ly")) {
      $0.searchQuery = "ly"
    }
    await scheduler.advance(by: .milliseconds(300))
    await scheduler.advance(by: .milliseconds(50))
    await store.receive(.searchResponse(.success([lyon]))) {
      $0.results = [lyon]
    }
  }

  func testLoginAnswersAfterASecondOfVirtualTime() async {
    let store = TestStore(LoginFeature.self, context: .test(scheduler: scheduler))

    await store.send(.emailChanged("2fa@example.com")) {
      $0.email = "2fa@example.com"
    }
    await store.send(.passwordChanged("password")) {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.loginResponse(.success(AuthenticationResponse(token: "token", twoFactorRequired: true)))) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactorState(token: "token")
    }
    await store.send(.twoFactor(.codeChanged("1234"))) {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.submitButtonTapped)) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.twoFactor(.twoFactorResponse(.success(AuthenticationResponse(token: "session", twoFactorRequired: false))))) {
      $0.twoFactor = nil
      $0.sessionToken = "session"
    }
  }

  func testInitialStatesAreDeterministic() {
    func twice<F: ComposableFeature>(_ feature: F.Type) -> (F.State, F.State) {
      (F.start(in: .test(scheduler: DispatchQueue.test)).state,
       F.start(in: .test(scheduler: DispatchQueue.test)).state)
    }
    let todos = twice(TodosFeature.self)
    XCTAssertEqual(todos.0, todos.1)
    let playlist = twice(PlaylistFeature.self)
    XCTAssertEqual(playlist.0, playlist.1)
    let settings = twice(SettingsFeature.self)
    XCTAssertEqual(settings.0, settings.1)
    let cart = twice(CartFeature.self)
    XCTAssertEqual(cart.0, cart.1)
    let draft = twice(DraftFeature.self)
    XCTAssertEqual(draft.0, draft.1)
  }

  func testStopwatchTicksOnTheContextsScheduler() async {
    let store = TestStore(StopwatchFeature.self, context: .test(scheduler: scheduler))

    await store.send(.toggleButtonTapped) {
      $0.isRunning = true
    }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.toggleButtonTapped) {
      $0.isRunning = false
    }
  }

  func testDraftAutoSavesOnTheContextsVirtualTime() async {
    let store = TestStore(DraftFeature.self, context: .test(scheduler: scheduler))

    await store.send(.textChanged("Hi")) {
      $0.text = "Hi"
    }
    await scheduler.advance(by: .milliseconds(1999))
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(.autoSaveTimerFired) {
      $0.isSaving = true
    }
    await scheduler.advance(by: .milliseconds(100))
    await store.receive(.saveResponse(.success("Hi"))) {
      $0.isSaving = false
      $0.savedText = "Hi"
      // The context's dates start at 1970 and follow its virtual time.
      $0.lastSavedAt = Date(timeIntervalSince1970: 2.1)
    }
  }
}
