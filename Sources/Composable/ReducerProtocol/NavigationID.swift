import EnumReflection

/// Who a child feature's effects belong to, for cancelling them when the child goes away:
/// where its state lives in its parent's (a key path, an element's id, an enum's case), and
/// the child state's own identity there (its `id` when `Identifiable`, its case when an enum).
/// `ifLet`, `ifCaseLet` and `forEach` mark a child's effects with it, and cancel them when the
/// identity after the parent ran differs from the one before, as TCA does.
struct NavigationID: Hashable, @unchecked Sendable {
  let path: AnyHashable
  let identity: AnyHashable?
  /// The child state's type name, for listings (not part of the id: the path and the identity
  /// are).
  private let childType: String

  /// The child state `value` at `path`.
  init<Value>(_ value: Value, path: AnyHashable) {
    self.path = path
    self.identity = Self.identity(of: value)
    self.childType = typeName(Value.self)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.path == rhs.path && lhs.identity == rhs.identity
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(identity)
  }

  /// The identity of a child state: its `id`, or the case of an enum (with its payload's id).
  static func identity<Value>(of value: Value) -> AnyHashable? {
    if let identifiable = value as? any Identifiable { return anyID(identifiable) }
    guard EnumMetadata.kind(of: Value.self) == .enumeration,
      let cases = EnumCases(Value.self)
    else { return nil }
    let tag = cases.tag(of: value)
    let payload = Mirror(reflecting: value).children.first?.value
    let payloadID = (payload as? any Identifiable).map { anyID($0) }
    return AnyHashable([AnyHashable(tag), payloadID])
  }
}

/// The id of an `Identifiable` value, erased.
private func anyID<Value: Identifiable>(_ value: Value) -> AnyHashable { AnyHashable(value.id) }

extension NavigationID: CustomDumpStringConvertible {
  /// The child's state type and identity, the same on every run (a key path's dump holds an
  /// address): `child Snooze.State`, `element #0`.
  var customDumpDescription: String {
    guard let identity else { return "child \(childType)" }
    var text = ""
    customDump(identity.base, to: &text)
    // A stack's or a `forEach`'s element: its id is all there is to say.
    if childType.hasPrefix("ElementKey<") { return "element \(text)" }
    return "child \(childType)(\(text))"
  }
}
