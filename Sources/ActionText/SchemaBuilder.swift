import EnumReflection
import Foundation

/// Describes a `Decodable` type and every type it reads, by running their `init(from:)` on a
/// `ProbingDecoder`. One builder describes one root type; it is not thread-safe (the schema
/// cache serializes builds).
final class SchemaBuilder {
  private var types: [TypeInfo?] = []
  private var typeNames: [String] = []
  private var qualifiedTypeNames: [String] = []
  private var indexByType: [ObjectIdentifier: Int] = [:]
  private var pending: [(index: Int, type: any Decodable.Type)] = []
  /// A valid value of each type built so far.
  private var samples: [ObjectIdentifier: Any] = [:]
  /// The types whose sample is being built (to stop on recursion).
  private var sampling: Set<ObjectIdentifier> = []
  private var caseKeysByKeyType: [ObjectIdentifier: [any CodingKey]] = [:]

  /// Describes `root` and everything reachable from it.
  func build(root: any Decodable.Type) -> ActionSchema {
    let rootShape = shape(of: root)
    while let next = pending.popLast() {
      types[next.index] = TypeInfo(
        name: typeNames[next.index], kind: describe(next.type),
        qualifiedName: qualifiedTypeNames[next.index])
    }
    return ActionSchema(root: rootShape, types: types.map { $0! })
  }

  /// The shape of `type`; a type that needs describing is queued and named by its index.
  func shape(of type: any Decodable.Type) -> ValueShape {
    if let scalar = KnownTypes.scalarShape(of: type) { return scalar }
    if let optional = type as? any OptionalShaped.Type {
      return .optional(shape(of: optional.wrappedDecodableType))
    }
    if let array = type as? any ArrayShaped.Type {
      return .array(shape(of: array.elementDecodableType))
    }
    if let dictionary = type as? any DictionaryShaped.Type {
      if dictionary.keyType == String.self {
        return .dictionary(integerKeys: false, value: shape(of: dictionary.valueDecodableType))
      }
      if dictionary.keyType == Int.self {
        return .dictionary(integerKeys: true, value: shape(of: dictionary.valueDecodableType))
      }
      return .unknown(String(describing: type))
    }
    let id = ObjectIdentifier(type)
    if let index = indexByType[id] { return .named(index) }
    let index = types.count
    types.append(nil)
    typeNames.append(String(describing: type))
    qualifiedTypeNames.append(String(reflecting: type))
    indexByType[id] = index
    pending.append((index, type))
    return .named(index)
  }

  /// Some valid value of `type`: the first case (in declaration order) that can be built without
  /// recursing into a type already being built.
  func sample<T: Decodable>(_ type: T.Type) throws -> T {
    if let scalar = KnownTypes.scalarSample(type) { return scalar }
    let id = ObjectIdentifier(type)
    if let known = samples[id] as? T { return known }
    if let first = EnumMetadata.allCases(of: type)?.first {
      samples[id] = first
      return first
    }
    guard sampling.insert(id).inserted else { throw ProbeFailure.recursive }
    defer { sampling.remove(id) }
    var attempt = 0
    var caseCount = 1
    var lastError: any Error = ProbeFailure.uninhabited
    while attempt < caseCount {
      let log = ProbeLog()
      let decoder = ProbingDecoder(
        builder: self, log: log, isDescribing: false, forcedCase: attempt, probedType: type)
      do {
        let value = try T(from: decoder)
        samples[id] = value
        return value
      } catch {
        lastError = error
      }
      caseCount = log.caseCount
      attempt += 1
    }
    throw lastError
  }

  /// The keys a keyed container of `Key` can present when a type chooses its case by key: every
  /// case of a `CodingKeys` enum in declaration order, or else the probed enum's case names.
  func caseKeys<Key: CodingKey>(_ keyType: Key.Type, of probedType: Any.Type?) -> [Key] {
    let id = ObjectIdentifier(keyType)
    if let known = caseKeysByKeyType[id] { return known.compactMap { $0 as? Key } }
    var keys: [Key] = EnumMetadata.allCases(of: keyType) ?? []
    // A key type that lists its keys at run time (a `BindingAction`'s bindable fields).
    if keys.isEmpty, let iterable = keyType as? any CaseIterable.Type {
      keys = Self.allCases(of: iterable).compactMap { $0 as? Key }
    }
    if keys.isEmpty, let probedType, let names = EnumMetadata.caseNames(of: probedType) {
      keys = names.compactMap { Key(stringValue: $0) }
    }
    caseKeysByKeyType[id] = keys
    return keys
  }

  private static func allCases<T: CaseIterable>(of type: T.Type) -> [Any] { Array(type.allCases) }

  /// Some valid value of `type`, from a fresh builder; `nil` when none can be made. Decoders
  /// offer it under `CodingUserInfoKey("sampleValue")`.
  static let sampler: @Sendable (Any.Type) -> Any? = { type in
    guard let type = type as? any Decodable.Type else { return nil }
    func sample<T: Decodable>(_ type: T.Type) -> Any? { try? SchemaBuilder().sample(type) }
    return sample(type)
  }

  private func describe<T: Decodable>(_ type: T.Type) -> TypeKind {
    if let raw = rawEnumeration(type) { return raw }
    var cases: [CaseInfo] = []
    var attempt = 0
    var caseCount = 1
    while attempt < caseCount {
      let log = ProbeLog()
      let decoder = ProbingDecoder(
        builder: self, log: log, isDescribing: true, forcedCase: attempt, probedType: type)
      let succeeded = (try? T(from: decoder)) != nil
      switch log.request {
      case .keyed(let keyed) where keyed.readAllKeys:
        caseCount = keyed.caseCount
        if let key = keyed.chosenKey {
          let payload = payload(of: key, in: keyed, succeeded)
          cases.append(CaseInfo(name: keyed.chosenCaseName ?? key, key: key, payload: payload))
        }
      case .keyed(let keyed):
        return .structure(fields(of: keyed), isComplete: succeeded)
      case .unkeyed(let unkeyed):
        if unkeyed.checkedEnd {
          return .sequence(unkeyed.elements.first ?? .unknown("?"))
        }
        return .tuple(unkeyed.elements)
      case .singleValue(let single):
        return single.shape.map { .wrapper($0) } ?? .opaque
      case nil:
        return .opaque
      }
      attempt += 1
    }
    return cases.isEmpty ? .opaque : .enumeration(EnumInfo(cases: cases))
  }

  private func payload(of caseKey: String, in keyed: KeyedProbeLog, _ succeeded: Bool) -> Payload {
    switch keyed.entry(forKey: caseKey) {
    case .nestedKeyed(let nested): .fields(fields(of: nested), isComplete: succeeded)
    case .value(let shape, _): .direct(shape)
    case .nestedUnkeyed(let unkeyed): .direct(.unknown("[\(unkeyed.elements.count) values]"))
    case nil: .fields([], isComplete: succeeded)
    }
  }

  private func fields(of keyed: KeyedProbeLog) -> [FieldInfo] {
    var seen: Set<String> = []
    return keyed.entries.compactMap { key, entry in
      guard seen.insert(key).inserted else { return nil }
      switch entry {
      case .value(let shape, let isOptional):
        // `decodeIfPresent` reads an optional value: `nil` is accepted for it.
        var fieldShape = shape
        if isOptional, case .optional = shape {
        } else if isOptional {
          fieldShape = .optional(shape)
        }
        return FieldInfo(
          key: key, shape: fieldShape, isOptional: isOptional,
          propertyName: keyed.propertyNames[key])
      case .nestedKeyed(let nested):
        return FieldInfo(
          key: key, shape: .unknown("nested container"), isOptional: false,
          nestedFields: fields(of: nested))
      case .nestedUnkeyed:
        return FieldInfo(key: key, shape: .unknown("nested container"), isOptional: false)
      }
    }
  }

  /// An enum without payloads decoded from raw values: its cases and their raw values.
  private func rawEnumeration<T>(_ type: T.Type) -> TypeKind? {
    guard type is any RawRepresentable.Type, let values = EnumMetadata.allCases(of: type) else {
      return nil
    }
    var cases: [RawCase] = []
    for value in values {
      guard let raw = value as? any RawRepresentable,
        let encoded = Self.encodedRawValue(Self.rawValue(of: raw)),
        let name = EnumMetadata.caseName(of: value)
      else { return nil }
      cases.append(RawCase(name: name, rawValue: encoded))
    }
    return .rawEnumeration(cases)
  }

  private static func rawValue<R: RawRepresentable>(of value: R) -> Any { value.rawValue }

  private static func encodedRawValue(_ raw: Any) -> EncodedValue? {
    switch raw {
    case let string as String: .string(string)
    case let character as Character: .string(String(character))
    case let bool as Bool: .bool(bool)
    case let double as Double: .floatingPoint(double)
    case let float as Float: .floatingPoint(Double(float))
    case let integer as any BinaryInteger:
      if let signed = Int64(exactly: integer) {
        .integer(signed)
      } else {
        UInt64(exactly: integer).map { .unsignedInteger($0) }
      }
    default: nil
    }
  }
}

/// The schemas built so far, one per root type.
final class SchemaCache: @unchecked Sendable {
  static let shared = SchemaCache()
  private let lock = NSLock()
  private var schemas: [ObjectIdentifier: ActionSchema] = [:]
  /// The schema asked for last: a shell asks for the same one line after line.
  private var last: (id: ObjectIdentifier, schema: ActionSchema)?

  func schema(for type: any Decodable.Type) -> ActionSchema {
    let id = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let last, last.id == id { return last.schema }
    let schema = schemas[id] ?? SchemaBuilder().build(root: type)
    schemas[id] = schema
    last = (id, schema)
    return schema
  }
}
