import Composable

/// What the editor does.
// TODO(codable): `Codable` once TaskResult is Codable (another helper adds it).
public enum DraftAction: Equatable {
  /// Two seconds passed since the last keystroke.
  case autoSaveTimerFired
  /// "Save now" was tapped: saves without waiting.
  case saveNowButtonTapped
  /// A save finished: the text it saved, or why it failed.
  case saveResponse(TaskResult<String>)
  /// The text changed.
  case textChanged(String)
}
