import Composable

/// A text editor that saves itself two seconds after the last keystroke.
public struct DraftState: Equatable, Codable {
  /// The text being edited.
  public var text: String
  /// The text last saved.
  public var savedText: String
  /// When the text was last saved, on the run loop's clock.
  public var lastSavedAt: Date?
  /// Whether a save is running.
  public var isSaving: Bool
  /// Why the last save failed, if it did.
  public var errorMessage: String?

  /// An editor; empty and saved by default.
  public init(
    text: String = "", savedText: String = "", lastSavedAt: Date? = nil, isSaving: Bool = false,
    errorMessage: String? = nil
  ) {
    self.text = text
    self.savedText = savedText
    self.lastSavedAt = lastSavedAt
    self.isSaving = isSaving
    self.errorMessage = errorMessage
  }

  /// Whether there are changes not yet saved.
  public var hasUnsavedChanges: Bool { text != savedText }
}
