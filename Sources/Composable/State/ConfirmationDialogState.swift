/// A confirmation dialog (an action sheet), as state: its title, whether the title shows, a
/// message and buttons, each of which can send an action.
///
/// A reducer shows the dialog by setting an optional `ConfirmationDialogState` in its state
/// and dismisses it by setting it back to `nil`, as with ``AlertState``.
public struct ConfirmationDialogState<Action> {
  /// The dialog's id, for views that need one.
  public let id = UUID()
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: Visibility
  /// The message, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [Button]

  /// A dialog with `title`, shown as `titleVisibility` says.
  public init(
    title: TextState, titleVisibility: Visibility, message: TextState? = nil,
    buttons: [Button] = []
  ) {
    self.title = title
    self.titleVisibility = titleVisibility
    self.message = message
    self.buttons = buttons
  }

  /// A dialog whose title shows as the platform decides.
  public init(title: TextState, message: TextState? = nil, buttons: [Button] = []) {
    self.init(title: title, titleVisibility: .automatic, message: message, buttons: buttons)
  }

  /// A button of a dialog: the same as an alert's.
  public typealias Button = AlertState<Action>.Button

  /// Whether a dialog's title is shown.
  public enum Visibility: String, Codable, Hashable, Sendable {
    /// As the platform decides.
    case automatic
    /// Never.
    case hidden
    /// Always.
    case visible
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Dialogs are equal when their content is: the id is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(titleVisibility)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey { case title, titleVisibility, message, buttons }

  /// Decodes the content; the dialog gets a new id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(TextState.self, forKey: .title),
      titleVisibility: try container.decodeIfPresent(Visibility.self, forKey: .titleVisibility)
        ?? .automatic,
      message: try container.decodeIfPresent(TextState.self, forKey: .message),
      buttons: try container.decodeIfPresent([Button].self, forKey: .buttons) ?? [])
  }

  /// Encodes the content, without the id.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(titleVisibility, forKey: .titleVisibility)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps title, visibility, message and buttons: the random id is left out so dumps are
  /// stable.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if titleVisibility != .automatic { children.append(("titleVisibility", titleVisibility)) }
    if let message { children.append(("message", message)) }
    children.append(("buttons", buttons))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
