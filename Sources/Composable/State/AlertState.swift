/// An alert, as state: its title, message and buttons, each of which can send an action.
///
/// A reducer shows the alert by setting an optional `AlertState` in its state and dismisses it
/// by setting it back to `nil`; a view (or the shell) renders it and sends the button's action.
public struct AlertState<Action> {
  /// The alert's id, for views that need one.
  public let id = UUID()
  /// The title.
  public var title: TextState
  /// The message, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [Button]

  /// An alert with any number of buttons, in order (TCA 0.40's iOS 15 form).
  public init(title: TextState, message: TextState? = nil, buttons: [Button]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An alert with one button (or a default "OK" that does nothing).
  public init(title: TextState, message: TextState? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons, as in the seeds' "Save Changes?".
  public init(
    title: TextState, message: TextState? = nil, primaryButton: Button, secondaryButton: Button
  ) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert: a label, a role and the action it sends.
  public struct Button {
    /// What the button does when tapped.
    public enum ButtonAction {
      /// Sends an action to the store.
      case send(Action)
    }

    /// How the button presents itself.
    public enum Role: String, Equatable, Hashable, Sendable {
      /// An ordinary button.
      case `default`
      /// The cancel button.
      case cancel
      /// A button that destroys data.
      case destructive
    }

    /// The label.
    public var label: TextState
    /// The role.
    public var role: Role
    /// The action it sends, if any.
    public var action: ButtonAction?

    /// An ordinary button.
    public static func `default`(_ label: TextState, action: ButtonAction? = nil) -> Self {
      Self(label: label, role: .default, action: action)
    }
    /// A cancel button.
    public static func cancel(_ label: TextState, action: ButtonAction? = nil) -> Self {
      Self(label: label, role: .cancel, action: action)
    }
    /// A cancel button labelled "Cancel".
    public static func cancel(action: ButtonAction? = nil) -> Self {
      Self(label: TextState("Cancel"), role: .cancel, action: action)
    }
    /// A destructive button.
    public static func destructive(_ label: TextState, action: ButtonAction? = nil) -> Self {
      Self(label: label, role: .destructive, action: action)
    }
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Alerts are equal when their content is: the id is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}
extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}
extension AlertState.Button: Equatable where Action: Equatable {}
extension AlertState.Button: Hashable where Action: Hashable {}
extension AlertState.Button.ButtonAction: Equatable where Action: Equatable {}
extension AlertState.Button.ButtonAction: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState.Button: Sendable where Action: Sendable {}
extension AlertState.Button.ButtonAction: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps title, message and buttons: the random id is left out so dumps are stable.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if let message { children.append(("message", message)) }
    children.append(("buttons", buttons))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension AlertState: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey { case title, message, buttons }

  /// Decodes the content; the alert gets a new id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(TextState.self, forKey: .title),
      message: try container.decodeIfPresent(TextState.self, forKey: .message))
    self.buttons = try container.decodeIfPresent([Button].self, forKey: .buttons) ?? []
  }

  /// Encodes the content, without the id.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(message, forKey: .message)
    try container.encode(buttons, forKey: .buttons)
  }
}
extension AlertState.Button: Codable where Action: Codable {}
extension AlertState.Button.ButtonAction: Codable where Action: Codable {}
extension AlertState.Button.Role: Codable {}
