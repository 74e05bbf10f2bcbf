/// An action that sets one ``BindableState`` field of `Root`: what a binding sends.
public struct BindingAction<Root>: Equatable {
  /// The field the action sets.
  public let keyPath: PartialKeyPath<Root>
  /// The new value.
  public let value: Any
  let set: (inout Root) -> Void
  private let isValueEqual: (Any) -> Bool
  /// The field, for an action decoded by the field's name (see `BindingAction+Codable.swift`):
  /// its key path is the stored `\._field`, which no `\.$field` equals, so matching asks it.
  var field: BindingField<Root>? = nil

  /// An action setting the bindable field at `keyPath` to `value`.
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<Root, BindableState<Value>>, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath, value: value,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      isValueEqual: { ($0 as? Value) == value })
  }

  /// Whether this action sets the field at `keyPath`: `case .binding(\.$foo)` in a switch.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindableState<Value>>, bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath || bindingAction.field?.isWritten(by: keyPath, probe: bindingAction.value) == true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    let sameField =
      lhs.keyPath == rhs.keyPath || lhs.field?.isWritten(by: rhs.keyPath, probe: rhs.value) == true
      || rhs.field?.isWritten(by: lhs.keyPath, probe: lhs.value) == true
    return sameField && lhs.isValueEqual(rhs.value)
  }

  /// This action, calling `body` each time a reducer applies it (for the unhandled-binding
  /// runtime warning of `ViewStore.binding(_:)`).
  func onSet(_ body: @escaping () -> Void) -> Self {
    Self(
      keyPath: keyPath, value: value, set: { body(); self.set(&$0) }, isValueEqual: isValueEqual)
  }

  /// This action for a parent state holding `Root` at `keyPath`.
  public func pullback<NewRoot>(_ keyPath: WritableKeyPath<NewRoot, Root>) -> BindingAction<NewRoot> {
    .init(
      keyPath: (keyPath as AnyKeyPath).appending(path: self.keyPath) as! PartialKeyPath<NewRoot>,
      value: value,
      set: { self.set(&$0[keyPath: keyPath]) },
      isValueEqual: isValueEqual)
  }
}

extension BindingAction: CustomDumpReflectable {
  /// Dumps as TCA 0.40 does: `BindingAction.set(WritableKeyPath<State, BindableState<Int>>, 50)`
  /// (the key path by its type: key paths print no names on Linux).
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: ["set": (KeyPathTypeDump(keyPath: keyPath), value)], displayStyle: .enum)
  }
}

/// A key path in a dump, shown by its type (`WritableKeyPath<State, BindableState<Int>>`).
private struct KeyPathTypeDump: CustomDumpStringConvertible {
  let keyPath: AnyKeyPath
  var customDumpDescription: String { String(describing: type(of: keyPath)) }
}

/// An action type with a `binding` case, so that `Reducer.binding()` and
/// `ViewStore.binding(\.$field)` work for its feature.
public protocol BindableAction {
  /// The state the bindings set.
  associatedtype State
  /// The case that carries a binding action: `case binding(BindingAction<State>)`.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// The binding action setting the field at `keyPath` to `value`.
  public static func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, BindableState<Value>>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
