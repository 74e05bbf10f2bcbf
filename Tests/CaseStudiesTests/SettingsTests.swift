import StoreShellCaseStudies
import Composable
import XCTest

@MainActor
final class SettingsTests: XCTestCase {
  func testInitialStateIsInvalid() {
    let state = SettingsState()
    XCTAssertEqual(state.validationError, "A display name is required.")
    XCTAssertFalse(state.isSaveEnabled)
  }

  func testBindingsValidateAndSave() async {
    let store = TestStore(initialState: SettingsState(), reducer: settingsReducer, environment: ())

    await store.send(.set(\.$displayName, " Ana ")) {
      $0.displayName = " Ana "
      $0.validationError = nil
      $0.isSaveEnabled = true
    }
    await store.send(.set(\.$notificationsEnabled, true)) {
      $0.notificationsEnabled = true
    }
    await store.send(.set(\.$digestIntervalDays, 3)) {
      $0.digestIntervalDays = 3
    }
    await store.send(.saveButtonTapped) {
      $0.displayName = "Ana"
      $0.saved = SavedSettings(displayName: "Ana", notificationsEnabled: true, digestIntervalDays: 3)
      $0.isSaveEnabled = false
    }
    // Nothing changed since the save: saving again does nothing.
    await store.send(.saveButtonTapped)
  }

  func testNameTooLong() async {
    let store = TestStore(
      initialState: SettingsState(displayName: "Ana"), reducer: settingsReducer, environment: ())

    await store.send(.set(\.$displayName, String(repeating: "a", count: 21))) {
      $0.displayName = String(repeating: "a", count: 21)
      $0.validationError = "A display name has at most 20 characters."
      $0.isSaveEnabled = false
    }
    await store.send(.saveButtonTapped)
    await store.send(.set(\.$displayName, "   ")) {
      $0.displayName = "   "
      $0.validationError = "A display name is required."
    }
  }

  func testStepperIsClamped() async {
    let store = TestStore(
      initialState: SettingsState(displayName: "Ana", notificationsEnabled: true),
      reducer: settingsReducer,
      environment: ()
    )

    await store.send(.set(\.$digestIntervalDays, 31)) {
      $0.digestIntervalDays = 30
    }
    await store.send(.set(\.$digestIntervalDays, 0)) {
      $0.digestIntervalDays = 1
    }
  }

  func testTurningNotificationsOffResetsTheInterval() async {
    let store = TestStore(
      initialState: SettingsState(
        displayName: "Ana", notificationsEnabled: true, digestIntervalDays: 2),
      reducer: settingsReducer,
      environment: ()
    )

    await store.send(.set(\.$notificationsEnabled, false)) {
      $0.notificationsEnabled = false
      $0.digestIntervalDays = 7
    }
  }

  func testResetGoesBackToTheSavedSettings() async {
    let saved = SavedSettings(displayName: "Ana", notificationsEnabled: true, digestIntervalDays: 3)
    let store = TestStore(
      initialState: SettingsState(
        displayName: "Ana", notificationsEnabled: true, digestIntervalDays: 3, saved: saved),
      reducer: settingsReducer,
      environment: ()
    )
    XCTAssertFalse(store.state.isSaveEnabled)

    await store.send(.set(\.$displayName, "Bea")) {
      $0.displayName = "Bea"
      $0.isSaveEnabled = true
    }
    await store.send(.resetButtonTapped) {
      $0.displayName = "Ana"
      $0.isSaveEnabled = false
    }
  }
}
