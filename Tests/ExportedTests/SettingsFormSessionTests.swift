// Exported by store-shell (export test): 7 steps on SettingsFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class SettingsFormSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(SettingsFeature.self, context: .test(scheduler: scheduler))

    store.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
      $0.validationError = nil
      $0.isSaveEnabled = true
    }
    store.send(.binding(.set(\.$notificationsEnabled, true))) { $0.notificationsEnabled = true }
    store.send(.binding(.set(\.$digestIntervalDays, 40))) { $0.digestIntervalDays = 30 }
    store.send(.binding(.set(\.$notificationsEnabled, false))) {
      $0.notificationsEnabled = false
      $0.digestIntervalDays = 7
    }
    store.send(.saveButtonTapped) {
      $0.isSaveEnabled = false
      $0.saved = SavedSettings(
        displayName: "Blob",
        notificationsEnabled: false,
        digestIntervalDays: nil
      )
    }
    store.send(.binding(.set(\.$displayName, ""))) {
      $0.displayName = ""
      $0.validationError = "A display name is required."
    }
    store.send(.resetButtonTapped) {
      $0.displayName = "Blob"
      $0.validationError = nil
    }
  }
}
