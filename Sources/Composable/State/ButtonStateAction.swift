#if canImport(SwiftUI)
  import SwiftUI
#endif

/// What a ``ButtonState`` sends when tapped: an action or none, animated or not (an animation
/// is kept, and compared, but nothing is animated: there are no views on Linux).
public struct ButtonStateAction<Action> {
  /// The action and its animation.
  public let type: _ActionType

  /// Sends `action` (`nil`: nothing).
  public static func send(_ action: Action?) -> Self { Self(type: .send(action)) }

  /// Sends `action` with `animation`.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action sent, if any.
  public var action: Action? {
    switch type {
    case let .send(action), let .animatedSend(action, animation: _): action
    }
  }

  /// The same, its action transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
    switch type {
    case let .send(action): .send(transform(action))
    case let .animatedSend(action, animation): .send(transform(action), animation: animation)
    }
  }

  /// An action, plain or animated.
  public enum _ActionType {
    case send(Action?)
    case animatedSend(Action?, animation: Animation?)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .send(action), let .animatedSend(action, animation: _): hasher.combine(action)
    }
  }
}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    switch type {
    case let .send(action):
      Mirror(self, children: [("send", action as Any)], displayStyle: .enum)
    case let .animatedSend(action, animation):
      Mirror(
        self, children: [("send", (action: action as Any, animation: animation as Any))],
        displayStyle: .enum)
    }
  }
}
