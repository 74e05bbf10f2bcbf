/// A value that can be read and written, standing in for SwiftUI's `Binding` on Linux: what
/// `ViewStore.binding(get:send:)` returns.
public struct StateBinding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// A binding reading with `get` and writing with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value: reading calls `get`, writing calls `set` (which sends an action).
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
