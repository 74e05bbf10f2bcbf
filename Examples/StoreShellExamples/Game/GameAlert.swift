import Composable

extension AlertState where Action == GameAlertAction {
  /// The alert shown when the player leaves an edited result list (seed 003).
  public static var saveChanges: Self {
    AlertState(
      title: .init("Save Changes?"),
      primaryButton: .default(.init("OK"), action: .send(.alertSaveButtonTapped)),
      secondaryButton: .cancel(.init("Cancel"), action: .send(.alertCancelButtonTapped))
    )
  }

  /// The alert shown when saving failed.
  public static func saveFailed(_ error: SaveError) -> Self {
    AlertState(
      title: .init("Saving failed"),
      message: .init(error.message),
      dismissButton: .default(.init("OK"), action: .send(.alertDismiss))
    )
  }
}
