/// Marks a state field that views may change directly through a binding: the change arrives
/// in the reducer as a ``BindingAction`` and `Reducer.binding()` applies it.
@propertyWrapper
@dynamicMemberLookup
public struct BindableState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// A bindable field holding `wrappedValue`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// The wrapper itself: `\.$foo` names a bindable field in `BindingAction.set(\.$foo, …)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads and writes properties of the wrapped value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> BindableState<Subject>
  {
    get { BindableState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath]) }
    set { wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

extension BindableState: Equatable where Value: Equatable {}
extension BindableState: Hashable where Value: Hashable {}
extension BindableState: Sendable where Value: Sendable {}
extension BindableState: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}
extension BindableState: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension BindableState: CustomDumpRepresentable {
  /// Dumps as the wrapped value, so diffs of bindable fields read like plain ones (a mirror of
  /// the value would not do: a number or a string has no children, and dumps as its type).
  public var customDumpValue: Any { wrappedValue }
}

extension BindableState: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}
