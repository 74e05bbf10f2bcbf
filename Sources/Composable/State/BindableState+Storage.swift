/// What every `BindableState` is, whatever its value: tools that reflect a state (the shell's
/// diffs) see a field `_text` holding one, and show it as the property the user wrote, `text`.
public protocol BindableStateStorage {
  /// The wrapped value.
  var wrappedValueAsAny: Any { get }
}

extension BindableState: BindableStateStorage {
  public var wrappedValueAsAny: Any { wrappedValue }
}
