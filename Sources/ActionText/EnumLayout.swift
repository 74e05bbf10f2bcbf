import EnumReflection
import Foundation
import Synchronization

// Why this is written by hand: rendering an action reads each enum level's case name and
// payload. The runtime's reflection (`swift_EnumCaseName`, `swift_reflectionMirror_subscript`)
// finds the case's field record and demangles its payload type on every call, ~5,000
// instructions a level. This reads them once per type from the same metadata (ABI:
// docs/ABI/TypeMetadata.rst, ValueWitness.def) and then takes a value's payload out through the
// enum's value witnesses, as Composable's `EnumCases` does for case paths.

/// What rendering needs of an enum type, read from its metadata once: its case names by tag,
/// and for each case whose payload is stored inline as a struct, enum or tuple (whose dynamic
/// type is its declared type), that type.
final class EnumLayout: @unchecked Sendable {
  private let metadata: UnsafeRawPointer
  private let witnesses: EnumMetadata.Witnesses
  /// The case names in tag order.
  let names: [String]
  /// Per tag: the payload's type when it can be read through the witnesses, and whether that
  /// type has a custom mirror (other than a scalar's); `nil` for a case without payload, an indirect one, or a payload
  /// of a class or existential type (the runtime's reflection reads those).
  private let payloads: [(type: Any.Type, isCustomReflectable: Bool)?]
  /// The number of cases with a payload (their tags come first).
  private let payloadCaseCount: Int

  private static let known = Mutex<[ObjectIdentifier: EnumLayout?]>([:])

  /// The layout of `type`, `nil` unless it is an enum (not `Optional`) without a custom mirror.
  static func of(_ type: Any.Type) -> EnumLayout? {
    let id = ObjectIdentifier(type)
    if let layout = known.withLock({ $0[id] }) { return layout }
    let layout = EnumLayout(type)
    known.withLock { $0[id] = layout }
    return layout
  }

  private init?(_ type: Any.Type) {
    // An enum, not `Optional` (whose payload `Mirror` shows differently).
    guard EnumMetadata.kind(of: type) == .enumeration, !(type is any CustomReflectable.Type),
      let names = EnumMetadata.caseNames(of: type)
    else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    self.metadata = metadata
    self.names = names
    witnesses = EnumMetadata.Witnesses(enumMetadata: metadata)
    let fields = EnumMetadata.payloadFields(of: metadata)
    payloadCaseCount = fields.count { $0 != nil }
    payloads = fields.enumerated().map { tag, field in
      // A struct, enum, `Optional` or tuple: its values are of the declared type exactly.
      guard let field, !field.isIndirect,
        let payload = EnumMetadata.payloadType(of: type, tag: UInt32(tag)),
        EnumMetadata.kind(of: payload) != nil
      else { return nil }
      return (payload, payload is any CustomReflectable.Type && !Self.isScalar(payload))
    }
  }

  /// The standard library's scalars: their custom mirrors are never tuple-styled, so a payload
  /// of one is itself, as if it had none.
  private static func isScalar(_ type: Any.Type) -> Bool {
    let scalars: [Any.Type] = [
      String.self, Substring.self, Character.self, Bool.self, Double.self, Float.self, Int.self,
      Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
      UInt32.self, UInt64.self,
    ]
    return scalars.contains { $0 == type }
  }

  /// The case tag of `value`; `nil` unless it is a value of this enum.
  func tag<T>(of value: T) -> Int? {
    guard unsafeBitCast(T.self, to: UnsafeRawPointer.self) == metadata else { return nil }
    return Int(withUnsafePointer(to: value) { witnesses.getTag(UnsafeRawPointer($0), metadata) })
  }

  /// The tag of the value of this enum at `address`.
  func tag(at address: UnsafeRawPointer) -> Int {
    Int(witnesses.getTag(address, metadata))
  }

  /// Takes the payload of the value at `address` out in place (its tag is lost until
  /// ``inject(_:tag:)`` puts it back).
  func project(_ address: UnsafeMutableRawPointer) {
    witnesses.project(address, metadata)
  }

  /// The type of case `tag`'s payload when it is stored inline as a struct, enum or tuple, and
  /// whether that type has a custom mirror (other than a scalar's).
  func inlinePayload(tag: Int) -> (type: Any.Type, isCustomReflectable: Bool)? {
    tag < payloads.count ? payloads[tag] : nil
  }

  /// Whether case `tag` carries a payload, and its type when the layout can handle it.
  func payloadType(tag: Int) -> (hasPayload: Bool, type: Any.Type?) {
    guard tag < payloadCaseCount else { return (false, nil) }
    return (true, payloads[tag]?.type)
  }

  /// Makes the memory at `address` a value of case `tag`, its payload (if any) already
  /// initialized there.
  func inject(_ address: UnsafeMutableRawPointer, tag: Int) {
    witnesses.inject(address, UInt32(tag), metadata)
  }
}
