import ComposableArchitecture
import XCTest

/// TCA 0.56's alert and dialog builders compile in a Swift 5 mode client and make the state
/// their buttons describe.
final class AlertStateSwift5Tests: XCTestCase {
  enum Action: Equatable {
    case deleteConfirmed
  }

  func testTheAlertBuilderInSwift5Mode() {
    let alert = AlertState<Action> {
      TextState("Delete the note?")
    } actions: {
      ButtonState(role: .destructive, action: .deleteConfirmed) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    }
    XCTAssertEqual(alert.title, TextState("Delete the note?"))
    XCTAssertEqual(alert.buttons.map(\.role), [.destructive, .cancel])
    XCTAssertEqual(alert.buttons.first?.action, .send(.deleteConfirmed))

    let dialog = ConfirmationDialogState<Action> {
      TextState("Note")
    } actions: {
      ButtonState(action: .send(.deleteConfirmed, animation: .default)) { TextState("Delete") }
    } message: {
      TextState("What now?")
    }
    XCTAssertEqual(dialog.message, TextState("What now?"))
    XCTAssertEqual(dialog.buttons.first?.action, .send(.deleteConfirmed))
  }
}
