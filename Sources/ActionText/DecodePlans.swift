import EnumReflection
import Foundation

// Why this is written by hand: decoding `counter.setCount("42")` through the action's
// synthesized `init(from:)` goes through the standard library's keyed container boxes, their
// `allKeys` casts and generic metadata look-ups at every enum level (~26,000 instructions for
// two levels). For a case whose decoding is known to be the synthesized one, the value is
// built directly: the payload decoded into place and the case's tag injected through the
// enum's value witnesses (`EnumLayout`).

/// Decoding plans for enum actions: per type and coding key, the case and its payload's type,
/// for the cases whose decoding was seen to be the synthesized one.
///
/// A case is planned once its type's `init(from:)` decoded a value of it asking for exactly the
/// containers synthesized `Decodable` asks for: a container keyed by the type's `CodingKeys`,
/// then one nested under the case's key, keyed by the type's `<Case>CodingKeys`; and only when
/// its payload is one unlabelled value (`_0`) of a struct, enum or `Optional` type stored
/// inline, or none. Anything else, and any failure, is decoded by `init(from:)` as before (so
/// errors are its errors).
final class DecodePlans: @unchecked Sendable {
  static let shared = DecodePlans()
  /// Guards the plans and `texts` (internal, not private, for `DecodePlans+Texts.swift` alone).
  let lock = NSLock()
  /// Per action type and text shape: the cases a text of that shape names (see
  /// `DecodePlans+Texts.swift`), guarded by the lock.
  var texts: [ShapeKey: [TextLevel]] = [:]
  private var plans: [ObjectIdentifier: TypePlan?] = [:]
  /// The type asked for last: a shell decodes the same action type line after line.
  private var lastPlan: (id: ObjectIdentifier, plan: TypePlan?)?

  /// An enum type's plan: its layout and its cases learned so far (guarded by the lock).
  final class TypePlan {
    let type: any Decodable.Type
    let layout: EnumLayout
    var cases: [String: CasePlan?] = [:]
    /// The case asked for last, found without hashing its key.
    var last: (key: String, plan: CasePlan?)?

    init(type: any Decodable.Type, layout: EnumLayout) {
      self.type = type
      self.layout = layout
    }
  }

  struct CasePlan {
    let tag: Int
    /// The payload's type, `nil` for a case without payload.
    let payload: (any Decodable.Type)?
    /// The payload type's own plan, when it is an enum.
    var payloadPlan: TypePlan? = nil
  }

  /// `value` decoded as `type` by plan, or `nil` when it has none (then `init(from:)` decodes).
  func decode<T: Decodable>(_ type: T.Type, from value: EncodedValue) -> T? {
    guard let plan = plan(for: type) else { return nil }
    return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer -> T? in
      let address = UnsafeMutableRawPointer(buffer.baseAddress!)
      guard build(value, plan, at: { [] }, into: address) else { return nil }
      return buffer.baseAddress!.move()
    }
  }

  func plan(for type: any Decodable.Type) -> TypePlan? {
    let id = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let lastPlan, lastPlan.id == id { return lastPlan.plan }
    let plan: TypePlan?
    if let known = plans[id] {
      plan = known
    } else {
      plan = EnumLayout.of(type).map { TypePlan(type: type, layout: $0) }
      plans[id] = plan
    }
    lastPlan = (id, plan)
    return plan
  }

  /// Builds the value `value` encodes at `address`, uninitialized; `false` (and `address` left
  /// uninitialized) when the plan does not cover it.
  private func build(
    _ value: EncodedValue, _ plan: TypePlan, at path: () -> [any CodingKey],
    into address: UnsafeMutableRawPointer
  ) -> Bool {
    guard case .object(let members) = value, members.count == 1,
      case .object(let fields) = members[0].value,
      let casePlan = self.casePlan(plan, key: members[0].key, value: value)
    else { return false }
    if let payload = casePlan.payload {
      guard fields.count == 1, fields[0].key == "_0",
        store(
          fields[0].value, as: payload, plan: casePlan.payloadPlan,
          at: { path() + [NamedKey(members[0].key), NamedKey(fields[0].key)] }, into: address)
      else { return false }
    }
    plan.layout.inject(address, tag: casePlan.tag)
    return true
  }

  /// Decodes a payload into place: by plan when its type has one for it, else by its
  /// `init(from:)`, its decoder at `path` (the keys' names, as synthesized decoding has them;
  /// built only then).
  private func store(
    _ value: EncodedValue, as type: any Decodable.Type, plan: TypePlan?,
    at path: () -> [any CodingKey], into address: UnsafeMutableRawPointer
  ) -> Bool {
    if type == String.self {
      guard case .string(let string) = value else { return false }
      address.initializeMemory(as: String.self, to: string)
      return true
    }
    if let plan, build(value, plan, at: path, into: address) { return true }
    return Self.unbox(value, as: type, at: path, into: address)
  }

  private static func unbox<P: Decodable>(
    _ value: EncodedValue, as type: P.Type, at path: () -> [any CodingKey],
    into address: UnsafeMutableRawPointer
  ) -> Bool {
    guard let decoded = try? EncodedValueDecoder.unbox(value, as: type, codingPath: path()) else {
      return false
    }
    address.initializeMemory(as: P.self, to: decoded)
    return true
  }

  /// The plan of the case under `key`, learned from decoding `value` (which names that case)
  /// the first time.
  private func casePlan(_ plan: TypePlan, key: String, value: EncodedValue) -> CasePlan? {
    lock.lock()
    if let last = plan.last, last.key == key {
      lock.unlock()
      return last.plan
    }
    if let known = plan.cases[key] {
      plan.last = (key, known)
      lock.unlock()
      return known
    }
    lock.unlock()
    var learned = Self.learn(plan.type, layout: plan.layout, key: key, value: value)
    if let payload = learned?.payload { learned?.payloadPlan = self.plan(for: payload) }
    lock.lock()
    plan.cases[key] = learned
    plan.last = (key, learned)
    lock.unlock()
    return learned
  }

  /// Whether `keyType` (a type's full name) is `name` declared in the type `typeName`, where
  /// the synthesized keys are (private ones are named `(unknown context at $…)`).
  private static func isNested(_ keyType: String, in typeName: String, named name: String) -> Bool {
    guard keyType.hasPrefix(typeName + ".") else { return false }
    var rest = keyType.dropFirst(typeName.count + 1)
    if rest.hasPrefix("(unknown context at "), let close = rest.firstIndex(of: ")") {
      rest = rest[rest.index(after: close)...]
      guard rest.first == "." else { return false }
      rest = rest.dropFirst()
    }
    return rest == name
  }

  /// Decodes `value` with `type`'s `init(from:)`, noting the containers it asks for; a plan
  /// when they are the synthesized ones and the case's payload can be built.
  private static func learn<T: Decodable>(
    _ type: T.Type, layout: EnumLayout, key: String, value: EncodedValue
  ) -> CasePlan? {
    let recorder = KeyTypeRecorder()
    guard
      let decoded = try? T(from: EncodedValueDecoder(value: value, codingPath: [], recorder: recorder)),
      let tag = layout.tag(of: decoded)
    else { return nil }
    let typeName = String(reflecting: T.self)
    let name = layout.names[tag]
    let caseKeys = name.prefix(1).uppercased() + name.dropFirst() + "CodingKeys"
    guard recorder.keyTypes.count == 1,
      isNested(recorder.keyTypes[0], in: typeName, named: "CodingKeys"),
      recorder.nested.count == 1, recorder.nested[0].key == key,
      isNested(recorder.nested[0].keyType, in: typeName, named: caseKeys)
    else { return nil }
    let payload = layout.payloadType(tag: tag)
    guard payload.hasPayload else { return CasePlan(tag: tag, payload: nil) }
    guard let payloadType = payload.type, !EnumMetadata.isTuple(payloadType),
      let decodable = payloadType as? any Decodable.Type
    else { return nil }
    return CasePlan(tag: tag, payload: decodable)
  }
}

/// A coding key by name, standing in a decoder's path for the key synthesized decoding uses.
private struct NamedKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
