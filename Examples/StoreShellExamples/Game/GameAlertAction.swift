/// The buttons of the game's "Save Changes?" alert, and its dismissal (seed 003).
public enum GameAlertAction: Equatable, Codable, Sendable {
  /// "OK": save the edited results.
  case alertSaveButtonTapped
  /// "Cancel": drop the edits.
  case alertCancelButtonTapped
  /// The alert went away.
  case alertDismiss
}
