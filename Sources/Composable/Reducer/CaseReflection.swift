import ConcurrencyExtras
import EnumReflection

// Written by hand: `/Action.case` extracts by reflection as swift-case-paths'
// `AnyCasePath(unsafe:)` does, whose module (`CasePaths`) also brings its macros and with them
// swift-syntax into every build that depends on Composable. The enum layout itself is read by
// the shared `EnumReflection` module.

/// The extraction of the case that `embed` builds: the payload of a value of that case, `nil`
/// for any other case. The payload is taken out by the enum's metadata and cast to `Value`,
/// then checked to be of `embed`'s case by embedding it again and comparing the case tags
/// (cases with payloads of one type differ only by tag). For an `Optional` root, the case
/// of the wrapped enum (or the wrapped value itself when it is the `Value`).
@usableFromInline
func reflectedExtraction<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root
) -> @Sendable (Root) -> Value? {
  if let optional = Root.self as? any OptionalRoot.Type {
    return optional.promotedExtraction(embed)
  }
  return enumExtraction { Optional(embed($0)) }
}

/// The extraction of a case without payload: whether a value has the tag of `root`'s case.
@usableFromInline
func reflectedVoidExtraction<Root>(_ root: Root) -> @Sendable (Root) -> Void? {
  guard EnumMetadata.isEnum(Root.self), EnumMetadata.hasCaseRecords(Root.self) else {
    assertionFailure("value must be a valid enum case")
    return { _ in nil }
  }
  let tag = EnumMetadata.tag(of: root)
  return { EnumMetadata.tag(of: $0) == tag ? () : nil }
}

/// The extraction from an enum `Root` of the case `embed` builds (`nil`: it builds none).
private func enumExtraction<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root?
) -> @Sendable (Root) -> Value? {
  guard EnumMetadata.isEnum(Root.self), EnumMetadata.hasCaseRecords(Root.self) else {
    assertionFailure("embed parameter must be a valid enum case initializer")
    return { _ in nil }
  }
  // The case's tag and payload layout, once an extraction succeeded.
  let learned = LockIsolated<(tag: UInt32, type: Any.Type, isIndirect: Bool)?>(nil)
  return { root in
    let tag = EnumMetadata.tag(of: root)
    if let known = learned.value {
      guard tag == known.tag else { return nil }
      return EnumMetadata.payload(
        of: root, tag: tag, as: known.type, isIndirect: known.isIndirect) as? Value
    }
    guard let isIndirect = EnumMetadata.isIndirect(Root.self, tag: tag) else { return nil }
    let declared = EnumMetadata.payloadType(of: Root.self, tag: tag) ?? Void.self
    // A single labelled value is stored as itself: `case row(id: Int)` holds an `Int`.
    let elements = EnumMetadata.tupleElements(of: declared)
    let type = elements?.count == 1 ? elements![0] : declared
    guard
      let value = EnumMetadata.payload(of: root, tag: tag, as: type, isIndirect: isIndirect)
        as? Value,
      let embedded = embed(value), EnumMetadata.tag(of: embedded) == tag
    else { return nil }
    learned.setValue((tag, type, isIndirect))
    return value
  }
}

/// `Optional`, whose wrapped type a case path of an optional root extracts through (its
/// metatype `Sendable`: the extraction's closures use the conformance).
private protocol OptionalRoot: SendableMetatype {
  associatedtype Wrapped
  /// The wrapped value, if any.
  var wrapped: Wrapped? { get }
}

extension Optional: OptionalRoot {
  fileprivate var wrapped: Wrapped? { self }
}

extension OptionalRoot {
  /// The extraction of `embed`'s case from an optional root (`Root` is `Self`): `nil` for
  /// `nil`; for a value, the value itself when it is the `Value`, else its enum case's payload.
  fileprivate static func promotedExtraction<Root, Value>(
    _ embed: @escaping @Sendable (Value) -> Root
  ) -> @Sendable (Root) -> Value? {
    guard Wrapped.self != Value.self else {
      return { root in (root as! Self).wrapped.map { $0 as! Value } }
    }
    let inner: @Sendable (Wrapped) -> Value? = enumExtraction { (embed($0) as! Self).wrapped }
    return { root in (root as! Self).wrapped.flatMap(inner) }
  }
}
