import CustomDump

/// Equality as custom-dump decides it, for diffs.
///
/// `areEqual` is `==` when the value is `Equatable` (opening `any Equatable`); otherwise two
/// values are equal when they are the same object, or have the same type and pairwise equal
/// children (their descriptions, when they have no children). Object pairs already being
/// compared count as equal, so cycles end.
///
/// `areSameIdentity` is custom-dump's other test for matching collection elements: the same
/// object, or equal `id`s of `Identifiable` values.
enum MirrorEquality {
  /// Whether custom-dump sees `lhs` and `rhs` as equal.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    var visited: Set<ObjectPair> = []
    return areEqual(lhs, rhs, visited: &visited)
  }

  /// Whether custom-dump sees `lhs` and `rhs` as the same entity (same object, or same `id`).
  static func areSameIdentity(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any _CustomDiffObject, let rhs = rhs as? any _CustomDiffObject {
      return lhs._objectIdentifier == rhs._objectIdentifier
    }
    guard let lhs = lhs as? any Identifiable else { return false }
    func sameID<Value: Identifiable>(_ lhs: Value) -> Bool {
      guard let rhs = rhs as? Value else { return false }
      return lhs.id == rhs.id
    }
    return sameID(lhs)
  }

  private struct ObjectPair: Hashable {
    let lhs: ObjectIdentifier
    let rhs: ObjectIdentifier
  }

  /// What equality asks of a type, answered once per type.
  private struct TypeTraits {
    /// Whether its values have an identity: objects and `_CustomDiffObject`s.
    let hasIdentity: Bool
    /// Its `==` on two values, the first of the type (`false` when the second is not one).
    let equals: ((Any, Any) -> Bool)?
    /// Whether values of it that are not `Equatable` may be compared without their mirrors:
    /// array-likes element by element, plain structs field by field. Only types with no object
    /// inside (``BitwiseEquality``), so no cycle is followed without the objects' check.
    let comparesInPlace: Bool

    static func of(_ value: Any) -> TypeTraits {
      traits.answer(for: type(of: value)) {
        let valueType = type(of: value)
        func equality<Value: Equatable>(_: Value.Type) -> (Any, Any) -> Bool {
          { lhs, rhs in
            let lhs = unboxed(lhs, as: Value.self)
            guard type(of: rhs) == Value.self else { return isEqual(lhs, toCast: rhs) }
            return lhs == unboxed(rhs, as: Value.self)
          }
        }
        return TypeTraits(
          hasIdentity: valueType is AnyClass || valueType is any _CustomDiffObject.Type,
          equals: (valueType as? any Equatable.Type).map { equality($0) },
          comparesInPlace: BitwiseEquality.impliesEqual(valueType))
      }
    }

    private static let traits = TypeCache<TypeTraits>()

    /// `lhs == rhs as? Value`, apart: a function that casts to `Value?` looks `Optional<Value>`
    /// up in the runtime on every call, cast or not.
    @inline(never)
    private static func isEqual<Value: Equatable>(_ lhs: Value, toCast rhs: Any) -> Bool {
      guard let rhs = rhs as? Value else { return false }
      return lhs == rhs
    }
  }

  private static func objectIdentifier(_ value: Any) -> ObjectIdentifier? {
    if let value = value as? any _CustomDiffObject { return value._objectIdentifier }
    guard type(of: value) is AnyClass else { return nil }
    return ObjectIdentifier(value as AnyObject)
  }

  private static func areEqual(_ lhs: Any, _ rhs: Any, visited: inout Set<ObjectPair>) -> Bool {
    let traits = TypeTraits.of(lhs)
    if traits.hasIdentity || TypeTraits.of(rhs).hasIdentity,
      let lhsObject = objectIdentifier(lhs), let rhsObject = objectIdentifier(rhs)
    {
      let pair = ObjectPair(lhs: lhsObject, rhs: rhsObject)
      guard visited.insert(pair).inserted else { return true }
    }
    if let equals = traits.equals {
      return equals(lhs, rhs)
    }
    if traits.comparesInPlace, type(of: lhs) == type(of: rhs) {
      if let elements = ArrayElementCollections.pairs(lhs, rhs, equalityOnly: true),
        let isEqual = elements.isEqualAsWhole
      {
        return isEqual
      }
      if let isEqual = DictionaryChanges.areEqual(lhs, rhs) {
        return isEqual
      }
      if let isEqual = StructFields.of(lhs)?.areEqual(lhs, rhs) {
        return isEqual
      }
    }
    let lhsType = type(of: lhs)
    if lhsType is AnyClass, lhsType == type(of: rhs), (lhs as AnyObject) === (rhs as AnyObject) {
      return true
    }
    let lhsMirror = Reflection.mirror(lhs)
    let rhsMirror = Reflection.mirror(rhs)
    guard
      lhsMirror.subjectType == rhsMirror.subjectType,
      lhsMirror.children.count == rhsMirror.children.count
    else { return false }
    guard !lhsMirror.children.isEmpty else {
      return String(describing: lhs) == String(describing: rhs)
    }
    for (lhsChild, rhsChild) in zip(lhsMirror.children, rhsMirror.children) {
      guard
        lhsChild.label == rhsChild.label,
        areEqual(lhsChild.value, rhsChild.value, visited: &visited)
      else { return false }
    }
    return true
  }
}
