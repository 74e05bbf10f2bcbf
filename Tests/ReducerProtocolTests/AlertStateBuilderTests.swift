import ComposableArchitecture
import XCTest

/// `AlertState` and `ConfirmationDialogState` built from `ButtonState`s, as TCA 0.56 builds them.
final class AlertStateBuilderTests: XCTestCase {
  enum Action: Equatable {
    case confirm
    case archive
  }

  func testAnAlertBuiltFromButtonStatesEqualsTheOneItDescribes() {
    let alert = AlertState<Action> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Keep") }
    } message: {
      TextState("It is gone for good.")
    }
    XCTAssertEqual(
      alert,
      AlertState(
        title: TextState("Delete?"), message: TextState("It is gone for good."),
        buttons: [
          .destructive(TextState("Delete"), action: .send(.confirm)),
          .cancel(TextState("Keep")),
        ]))
  }

  func testTheBuilderTakesConditionsAndNoButtons() {
    for canArchive in [false, true] {
      let dialog = ConfirmationDialogState<Action>(titleVisibility: .visible) {
        TextState("Note")
      } actions: {
        if canArchive {
          ButtonState(action: .archive) { TextState("Archive") }
        }
      }
      XCTAssertEqual(dialog.titleVisibility, .visible)
      XCTAssertEqual(dialog.buttons.map(\.label), canArchive ? [TextState("Archive")] : [])
      XCTAssertEqual(dialog.buttons.first?.role, canArchive ? .default : nil)
    }
    XCTAssertEqual(AlertState<Action> { TextState("Saved") }.buttons, [])
  }

  func testButtonStatesCompareByWhatTheyShowAndSend() {
    let delete = ButtonState<Action>(role: .destructive, action: .confirm) { TextState("Delete") }
    XCTAssertEqual(
      delete, ButtonState(role: .destructive, action: .confirm) { TextState("Delete") })
    XCTAssertNotEqual(delete.id, ButtonState<Action>(action: .confirm) { TextState("Delete") }.id)
    XCTAssertNotEqual(delete, ButtonState<Action>(action: .confirm) { TextState("Delete") })
    XCTAssertEqual(delete.action.action, .confirm)
    XCTAssertEqual(delete.map { _ in Action.archive }.action.action, .archive)
    XCTAssertNil(ButtonState<Action>(role: .cancel) { TextState("Cancel") }.action.action)
  }
}
