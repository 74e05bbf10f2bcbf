import Foundation

// The containers of `EncodedValueDecoder`.

/// Reads scalars out of encoded values, converting numbers exactly or not at all.
enum Scalars {
  /// A failure at `path` plus `key`: the path is only built when something fails.
  private static func mismatch(
    _ type: Any.Type, _ value: EncodedValue, _ path: [any CodingKey], _ key: (any CodingKey)?
  ) -> DecodingError {
    EncodedValueDecoder.mismatch(type, value, key.map { path.appending($0) } ?? path)
  }

  static func bool(
    _ value: EncodedValue, _ path: [any CodingKey], _ key: (any CodingKey)? = nil
  ) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(Bool.self, value, path, key) }
    return bool
  }

  static func string(
    _ value: EncodedValue, _ path: [any CodingKey], _ key: (any CodingKey)? = nil
  ) throws -> String {
    guard case .string(let string) = value else { throw mismatch(String.self, value, path, key) }
    return string
  }

  static func integer<I: FixedWidthInteger>(
    _ type: I.Type, _ value: EncodedValue, _ path: [any CodingKey], _ key: (any CodingKey)? = nil
  ) throws -> I {
    let result: I?
    switch value {
    case .integer(let integer): result = I(exactly: integer)
    case .unsignedInteger(let integer): result = I(exactly: integer)
    case .floatingPoint(let double): result = I(exactly: double)
    default: result = nil
    }
    guard let result else { throw mismatch(type, value, path, key) }
    return result
  }

  static func floatingPoint<F: BinaryFloatingPoint>(
    _ type: F.Type, _ value: EncodedValue, _ path: [any CodingKey], _ key: (any CodingKey)? = nil
  ) throws -> F {
    switch value {
    case .floatingPoint(let double): return F(double)
    case .integer(let integer): return F(integer)
    case .unsignedInteger(let integer): return F(integer)
    case .decimal(let decimal): return F((decimal as NSDecimalNumber).doubleValue)
    case .string("nan"): return .nan
    case .string("inf"): return .infinity
    case .string("-inf"): return -.infinity
    default: throw mismatch(type, value, path, key)
    }
  }
}

struct EncodedKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [EncodedValue.Member]
  let codingPath: [any CodingKey]
  var recorder: KeyTypeRecorder? = nil

  var allKeys: [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(members.count)
    for member in members {
      if let key = Key(stringValue: member.key) { keys.append(key) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

  private func value(for key: Key) throws -> EncodedValue {
    let name = key.stringValue
    for member in members where member.key == name { return member.value }
    throw DecodingError.keyNotFound(
      key, .init(codingPath: codingPath, debugDescription: "No value for key '\(name)'"))
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(for: key) == .null }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try Scalars.bool(value(for: key), codingPath, key)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try Scalars.string(value(for: key), codingPath, key)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try Scalars.floatingPoint(type, value(for: key), codingPath, key)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try Scalars.floatingPoint(type, value(for: key), codingPath, key)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try Scalars.integer(type, value(for: key), codingPath, key)
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try EncodedValueDecoder.unbox(value(for: key), as: type, codingPath: codingPath.appending(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    recorder?.nested.append((String(reflecting: NestedKey.self), key.stringValue))
    return try EncodedValueDecoder(value: value(for: key), codingPath: codingPath.appending(key))
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try EncodedValueDecoder(value: value(for: key), codingPath: codingPath.appending(key))
      .unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let superKey = Key(stringValue: "super")
    let value = superKey.flatMap { key in members.first { $0.key == key.stringValue }?.value }
    return EncodedValueDecoder(value: value ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    EncodedValueDecoder(
      value: (try? value(for: key)) ?? .null, codingPath: codingPath.appending(key))
  }
}

extension [any CodingKey] {
  /// The path one key deeper, allocated once at its final size.
  func appending(_ key: any CodingKey) -> [any CodingKey] {
    var path: [any CodingKey] = []
    path.reserveCapacity(count + 1)
    path.append(contentsOf: self)
    path.append(key)
    return path
  }
}

/// The position in an array, as a coding key.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

struct EncodedUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [EncodedValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(elements: [EncodedValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element and its index as a coding key.
  private mutating func next(_ type: Any.Type) throws -> (EncodedValue, IndexKey) {
    let key = IndexKey(intValue: currentIndex)
    guard currentIndex < elements.count else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: codingPath.appending(key), debugDescription: "Unkeyed container is at end."))
    }
    currentIndex += 1
    return (elements[currentIndex - 1], key)
  }

  mutating func decodeNil() throws -> Bool {
    guard currentIndex < elements.count, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    let (value, key) = try next(type)
    return try Scalars.bool(value, codingPath, key)
  }
  mutating func decode(_ type: String.Type) throws -> String {
    let (value, key) = try next(type)
    return try Scalars.string(value, codingPath, key)
  }
  mutating func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (value, key) = try next(type)
    return try EncodedValueDecoder.unbox(value, as: type, codingPath: codingPath.appending(key))
  }

  private mutating func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let (value, key) = try next(type)
    return try Scalars.integer(type, value, codingPath, key)
  }

  private mutating func floatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F {
    let (value, key) = try next(type)
    return try Scalars.floatingPoint(type, value, codingPath, key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let (value, key) = try next(type)
    return try EncodedValueDecoder(value: value, codingPath: codingPath.appending(key))
      .container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (value, key) = try next([Any].self)
    return try EncodedValueDecoder(value: value, codingPath: codingPath.appending(key))
      .unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (value, key) = try next(Any.self)
    return EncodedValueDecoder(value: value, codingPath: codingPath.appending(key))
  }
}

struct EncodedSingleValueContainer: SingleValueDecodingContainer {
  let value: EncodedValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }

  func decode(_ type: Bool.Type) throws -> Bool { try Scalars.bool(value, codingPath) }
  func decode(_ type: String.Type) throws -> String { try Scalars.string(value, codingPath) }
  func decode(_ type: Double.Type) throws -> Double {
    try Scalars.floatingPoint(type, value, codingPath)
  }
  func decode(_ type: Float.Type) throws -> Float {
    try Scalars.floatingPoint(type, value, codingPath)
  }
  func decode(_ type: Int.Type) throws -> Int { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try Scalars.integer(type, value, codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try Scalars.integer(type, value, codingPath) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try EncodedValueDecoder.unbox(value, as: type, codingPath: codingPath)
  }
}
