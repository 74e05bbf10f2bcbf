/// A value made identifiable (and so hashable) by an explicit id: the seeds' navigation state
/// `Identified<UUID, GameResultListState>?`.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The id.
  public let id: ID
  /// The wrapped value.
  public var value: Value

  /// Wraps `value` with `id`.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Wraps `value`, taking its id from `id`.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// Reads and writes the wrapped value's properties.
  public subscript<LocalValue>(dynamicMember keyPath: WritableKeyPath<Value, LocalValue>)
    -> LocalValue
  {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Decodable where ID: Decodable, Value: Decodable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}

extension Identified: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(self, children: ["id": id, "value": value], displayStyle: .struct)
  }
}
