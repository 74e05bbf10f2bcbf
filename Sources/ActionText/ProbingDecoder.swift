import EnumReflection

/// A `Decoder` that runs a type's `init(from:)` without any data, to learn what it reads.
///
/// It works in two modes. Describing, it records every container, key and value type requested
/// (into a `ProbeLog`); sampling, it only has to produce some valid value. Either way each value
/// it hands back comes from `SchemaBuilder.sample(_:)`. A keyed container whose `allKeys` is read
/// (how synthesized `Codable` enums choose their case) presents exactly one key, the
/// `forcedCase`-th, so running `init(from:)` once per case probes every case's payload.
struct ProbingDecoder: Decoder {
  let builder: SchemaBuilder
  let log: ProbeLog
  let isDescribing: Bool
  let forcedCase: Int
  /// The type whose `init(from:)` runs on this decoder: its case names name the keys when the key
  /// type can't list them.
  let probedType: Any.Type?
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let keyed: KeyedProbeLog
    if case .keyed(let existing) = log.request {
      keyed = existing
    } else {
      keyed = KeyedProbeLog()
      log.request = .keyed(keyed)
    }
    return KeyedDecodingContainer(
      ProbingKeyedContainer<Key>(decoder: self, log: keyed, selectsCase: true))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let unkeyed = UnkeyedProbeLog()
    log.request = .unkeyed(unkeyed)
    return ProbingUnkeyedContainer(decoder: self, log: unkeyed)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    let single = SingleValueProbeLog()
    log.request = .singleValue(single)
    return ProbingSingleValueContainer(decoder: self, log: single)
  }

  /// A decoder for a nested part of the same value (`superDecoder`).
  func detached() -> ProbingDecoder {
    ProbingDecoder(
      builder: builder, log: ProbeLog(), isDescribing: false, forcedCase: 0, probedType: nil,
      codingPath: codingPath)
  }
}

/// Why probing could not produce a value.
enum ProbeFailure: Error {
  /// The type contains itself with no case that ends the recursion on this path.
  case recursive
  /// No case of the type could be built.
  case uninhabited
}

struct ProbingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ProbingDecoder
  let log: KeyedProbeLog
  /// Whether `allKeys` chooses the case of the probed enum (the outermost container only).
  let selectsCase: Bool

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] {
    guard selectsCase else { return [] }
    let keys = decoder.builder.caseKeys(Key.self, of: decoder.probedType)
    log.readAllKeys = true
    log.caseCount = keys.count
    guard decoder.forcedCase < keys.count else { return [] }
    let key = keys[decoder.forcedCase]
    log.chosenKey = key.stringValue
    log.chosenCaseName = EnumMetadata.caseName(of: key) ?? key.stringValue
    return [key]
  }

  /// Every key is there, but for an enum decoded by asking which case's key its container
  /// holds (`if container.contains(.success)`, as a hand-written `Result: Codable` does): for
  /// a case's key, only the case being probed is there, so that each case is learnt as
  /// through `allKeys`.
  func contains(_ key: Key) -> Bool {
    // A struct asks for its optional fields (`decodeIfPresent`): all there.
    guard selectsCase, let type = decoder.probedType,
      EnumMetadata.caseNames(of: type)?.contains(key.stringValue) == true
    else { return true }
    let keys = decoder.builder.caseKeys(Key.self, of: type)
    guard keys.contains(where: { $0.stringValue == key.stringValue }) else { return true }
    log.readAllKeys = true
    log.caseCount = keys.count
    guard decoder.forcedCase < keys.count else { return false }
    let chosen = keys[decoder.forcedCase]
    log.chosenKey = chosen.stringValue
    log.chosenCaseName = EnumMetadata.caseName(of: chosen) ?? chosen.stringValue
    return chosen.stringValue == key.stringValue
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard decoder.isDescribing else { return true }
    log.nilCheckedKeys.insert(key.stringValue)
    return false
  }

  private func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    if decoder.isDescribing {
      if let name = EnumMetadata.caseName(of: key), name != key.stringValue {
        log.propertyNames[key.stringValue] = name
      }
      let isOptional = log.nilCheckedKeys.contains(key.stringValue)
      log.entries.append(
        (key.stringValue, .value(decoder.builder.shape(of: type), isOptional: isOptional)))
    }
    return try decoder.builder.sample(type)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let nested = KeyedProbeLog()
    if decoder.isDescribing { log.entries.append((key.stringValue, .nestedKeyed(nested))) }
    return KeyedDecodingContainer(
      ProbingKeyedContainer<NestedKey>(decoder: decoder, log: nested, selectsCase: false))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let nested = UnkeyedProbeLog()
    if decoder.isDescribing { log.entries.append((key.stringValue, .nestedUnkeyed(nested))) }
    return ProbingUnkeyedContainer(decoder: decoder, log: nested)
  }

  func superDecoder() throws -> any Decoder { decoder.detached() }
  func superDecoder(forKey key: Key) throws -> any Decoder { decoder.detached() }
}

struct ProbingUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: ProbingDecoder
  let log: UnkeyedProbeLog
  var currentIndex = 0

  init(decoder: ProbingDecoder, log: UnkeyedProbeLog) {
    self.decoder = decoder
    self.log = log
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { nil }

  /// Describing, the container holds one element (so a collection's element type is seen);
  /// sampling, it is empty.
  var isAtEnd: Bool {
    guard decoder.isDescribing else { return true }
    log.checkedEnd = true
    return currentIndex > 0
  }

  mutating func decodeNil() throws -> Bool {
    guard decoder.isDescribing else { return true }
    log.nilChecked = true
    return false
  }

  private mutating func value<T: Decodable>(_ type: T.Type) throws -> T {
    if decoder.isDescribing {
      let shape = decoder.builder.shape(of: type)
      log.elements.append(log.nilChecked ? .optional(shape) : shape)
      log.nilChecked = false
    }
    currentIndex += 1
    return try decoder.builder.sample(type)
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try value(type) }
  mutating func decode(_ type: String.Type) throws -> String { try value(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try value(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try value(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try value(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try value(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try value(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try value(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try value(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try value(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try value(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try value(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try value(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try value(type) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    currentIndex += 1
    return KeyedDecodingContainer(
      ProbingKeyedContainer<NestedKey>(
        decoder: decoder, log: KeyedProbeLog(), selectsCase: false))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    currentIndex += 1
    return ProbingUnkeyedContainer(decoder: decoder, log: UnkeyedProbeLog())
  }

  mutating func superDecoder() throws -> any Decoder { decoder.detached() }
}

struct ProbingSingleValueContainer: SingleValueDecodingContainer {
  let decoder: ProbingDecoder
  let log: SingleValueProbeLog

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    guard decoder.isDescribing else { return true }
    log.nilChecked = true
    return false
  }

  private func value<T: Decodable>(_ type: T.Type) throws -> T {
    if decoder.isDescribing, log.shape == nil {
      let shape = decoder.builder.shape(of: type)
      log.shape = log.nilChecked ? .optional(shape) : shape
    }
    return try decoder.builder.sample(type)
  }

  func decode(_ type: Bool.Type) throws -> Bool { try value(type) }
  func decode(_ type: String.Type) throws -> String { try value(type) }
  func decode(_ type: Double.Type) throws -> Double { try value(type) }
  func decode(_ type: Float.Type) throws -> Float { try value(type) }
  func decode(_ type: Int.Type) throws -> Int { try value(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try value(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try value(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try value(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try value(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try value(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try value(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try value(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try value(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try value(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(type) }
}
