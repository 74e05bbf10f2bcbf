import Composable

/// What the player does in the result list (seed 003).
public enum GameResultListAction: Equatable, Codable, Sendable {
  /// Deletes the rows at these offsets (a list's `onDelete`).
  case remove(offset: IndexSet)
}
