import Composable

/// What the editor does.
public enum DraftAction: Equatable, Codable {
  /// Two seconds passed since the last keystroke.
  case autoSaveTimerFired
  /// "Save now" was tapped: saves without waiting.
  case saveNowButtonTapped
  /// A save finished: the text it saved, or why it failed.
  case saveResponse(TaskResult<String>)
  /// The text changed.
  case textChanged(String)
}
