import Foundation

/// Decodes a `Decodable` value from an `EncodedValue` with `JSONDecoder`'s semantics (dates as
/// `.deferredToDate` numbers, URLs as strings, `Data` as base64, `Decimal` as numbers), without
/// writing and re-reading JSON text.
struct EncodedValueDecoder: Decoder {
  let value: EncodedValue
  let codingPath: [any CodingKey]
  /// Notes the key types this decoder's keyed container and its nested ones are asked for
  /// (`DecodePlans` learns from it whether a type's decoding is the synthesized one).
  var recorder: KeyTypeRecorder? = nil
  /// A sampler of valid values (`SchemaBuilder.sampler`), which a decoded `BindingAction` uses
  /// to tell apart bindable fields of one type.
  var userInfo: [CodingUserInfoKey: Any] { [Self.sampleValueKey: SchemaBuilder.sampler] }
  static let sampleValueKey = CodingUserInfoKey(rawValue: "sampleValue")!

  /// Decodes `type` from `value`.
  static func decode<T: Decodable>(_ type: T.Type, from value: EncodedValue) throws -> T {
    try unbox(value, as: type, codingPath: [])
  }

  static func unbox<T: Decodable>(
    _ value: EncodedValue, as type: T.Type, codingPath: [any CodingKey]
  ) throws -> T {
    if type == UUID.self {
      guard case .string(let string) = value, let uuid = UUIDText.parse(string) else {
        throw mismatch(type, value, codingPath)
      }
      return uuid as! T
    }
    if type == URL.self {
      guard case .string(let string) = value, let url = URL(string: string) else {
        throw mismatch(type, value, codingPath)
      }
      return url as! T
    }
    if type == Data.self {
      guard case .string(let string) = value, let data = Data(base64Encoded: string) else {
        throw mismatch(type, value, codingPath)
      }
      return data as! T
    }
    if type == Decimal.self {
      switch value {
      case .decimal(let decimal): return decimal as! T
      case .integer(let integer): return Decimal(integer) as! T
      case .unsignedInteger(let integer): return Decimal(integer) as! T
      case .floatingPoint(let double): return Decimal(double) as! T
      default: throw mismatch(type, value, codingPath)
      }
    }
    return try T(from: EncodedValueDecoder(value: value, codingPath: codingPath))
  }

  static func mismatch(_ type: Any.Type, _ value: EncodedValue, _ path: [any CodingKey])
    -> DecodingError
  {
    DecodingError.typeMismatch(
      type,
      .init(codingPath: path, debugDescription: "Expected \(type), found \(value.jsonText)"))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw Self.mismatch([String: Any].self, value, codingPath)
    }
    recorder?.keyTypes.append(String(reflecting: Key.self))
    return KeyedDecodingContainer(
      EncodedKeyedContainer<Key>(members: members, codingPath: codingPath, recorder: recorder))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw Self.mismatch([Any].self, value, codingPath)
    }
    return EncodedUnkeyedContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    EncodedSingleValueContainer(value: value, codingPath: codingPath)
  }
}

/// The key types a decoding asked for at its top level: the keyed container's, then each
/// nested container's with the key it was nested under.
final class KeyTypeRecorder {
  var keyTypes: [String] = []
  var nested: [(keyType: String, key: String)] = []
}
