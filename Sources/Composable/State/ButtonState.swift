import Foundation

/// A button of an alert or a confirmation dialog, as state (swiftui-navigation's, which TCA
/// 0.41-0.56 re-exports): its label, its role, and the action it sends. Plain data here: there
/// are no views on Linux.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// A value of its own for each button made (not compared: two buttons built alike are equal).
  public let id: UUID
  /// What tapping the button sends.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// `.cancel`, `.destructive`, or `nil` for a plain button.
  public let role: ButtonStateRole?

  /// A button that sends `action` (by default, nothing).
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.id = UUID()
    self.action = action
    self.label = label()
    self.role = role
  }

  /// A button that sends `action`.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Performs the button's action with `perform` (given `nil` for a button that sends none).
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action.action)
  }

  /// The same button, its action transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: action.map(transform)) { label }
  }
}

/// The role of a ``ButtonState``.
public enum ButtonStateRole: Hashable, Sendable {
  /// A button that dismisses without acting.
  case cancel
  /// A button that deletes or destroys.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
