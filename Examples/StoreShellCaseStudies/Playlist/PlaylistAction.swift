import Composable

/// What the playlist does.
public enum PlaylistAction: Equatable, Codable {
  /// The song screen's action.
  case songDetail(SongDetailAction)
  /// A row was navigated to (an id) or back from (`nil`).
  case setNavigation(selection: PlaylistState.Row.ID?)
  /// The second of loading passed.
  case setNavigationSelectionDelayCompleted
}
