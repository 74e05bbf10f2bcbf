import Composable
import Foundation
import Testing

@Suite struct ConfirmationDialogStateTests {
  enum DialogAction: Equatable, Hashable, Codable {
    case delete
    case archive
  }

  struct FeatureState: Equatable, Codable {
    var dialog: ConfirmationDialogState<DialogAction>?
    var alert: AlertState<DialogAction>?
  }

  let dialog = ConfirmationDialogState<DialogAction>(
    title: "Delete?",
    titleVisibility: .visible,
    message: "This cannot be undone",
    buttons: [
      .destructive("Delete", action: .send(.delete)),
      .default("Archive", action: .send(.archive)),
      .cancel(),
    ])

  @Test func buttonsSendActions() {
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.buttons.map(\.label) == ["Delete", "Archive", "Cancel"])
    #expect(dialog.buttons.map(\.role) == [.destructive, .default, .cancel])
    #expect(dialog.buttons.map(\.action) == [.send(.delete), .send(.archive), nil])
    let plain = ConfirmationDialogState<DialogAction>(title: "Share")
    #expect(plain.titleVisibility == .automatic)
    #expect(plain.buttons.isEmpty && plain.message == nil)
  }

  @Test func equalityAndHashingIgnoreTheId() {
    var same = ConfirmationDialogState<DialogAction>(
      title: "Delete?", titleVisibility: .visible, message: "This cannot be undone",
      buttons: dialog.buttons)
    #expect(same.id != dialog.id)
    #expect(same == dialog)
    #expect(Set([same, dialog]).count == 1)
    same.titleVisibility = .hidden
    #expect(same != dialog)
  }

  @Test func dumpsWithoutTheId() {
    var dump = ""
    customDump(dialog, to: &dump)
    #expect(
      dump == """
        ConfirmationDialogState(
          title: "Delete?",
          titleVisibility: .visible,
          message: "This cannot be undone",
          buttons: [
            [0]: AlertState.Button(
              label: "Delete",
              role: .destructive,
              action: .send(.delete)
            ),
            [1]: AlertState.Button(
              label: "Archive",
              role: .default,
              action: .send(.archive)
            ),
            [2]: AlertState.Button(
              label: "Cancel",
              role: .cancel,
              action: nil
            )
          ]
        )
        """)
  }

  @Test func statesHoldingDialogsAndAlertsAreCodable() throws {
    let state = FeatureState(
      dialog: dialog,
      alert: AlertState(
        title: "Saved", message: "Done", dismissButton: .default("OK", action: .send(.archive))))
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(FeatureState.self, from: data)
    #expect(decoded == state)
    #expect(decoded.dialog?.id != dialog.id)
  }
}
