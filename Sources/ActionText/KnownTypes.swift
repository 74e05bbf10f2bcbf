import Foundation

/// The types the schema knows without probing them: scalars, and the standard containers whose
/// element types we must learn from their generic arguments.
enum KnownTypes {
  private static let scalarShapes: [ObjectIdentifier: ValueShape] = [
    ObjectIdentifier(String.self): .string,
    ObjectIdentifier(Bool.self): .bool,
    ObjectIdentifier(Int.self): .integer(.int),
    ObjectIdentifier(Int8.self): .integer(.int8),
    ObjectIdentifier(Int16.self): .integer(.int16),
    ObjectIdentifier(Int32.self): .integer(.int32),
    ObjectIdentifier(Int64.self): .integer(.int64),
    ObjectIdentifier(UInt.self): .integer(.uint),
    ObjectIdentifier(UInt8.self): .integer(.uint8),
    ObjectIdentifier(UInt16.self): .integer(.uint16),
    ObjectIdentifier(UInt32.self): .integer(.uint32),
    ObjectIdentifier(UInt64.self): .integer(.uint64),
    ObjectIdentifier(Double.self): .floatingPoint(.double),
    ObjectIdentifier(Float.self): .floatingPoint(.float),
    ObjectIdentifier(Decimal.self): .decimal,
    ObjectIdentifier(UUID.self): .uuid,
    ObjectIdentifier(Date.self): .date,
    ObjectIdentifier(URL.self): .url,
    ObjectIdentifier(Data.self): .data,
    ObjectIdentifier(IndexSet.self): .indexSet,
  ]

  /// The shape of a scalar type, `nil` for any other type.
  static func scalarShape(of type: Any.Type) -> ValueShape? {
    scalarShapes[ObjectIdentifier(type)]
  }

  /// Some valid value of a scalar type, used while probing; `nil` for any other type.
  static func scalarSample<T>(_ type: T.Type) -> T? {
    switch scalarShapes[ObjectIdentifier(type)] {
    case nil: nil
    case .string: "" as? T
    case .bool: false as? T
    case .integer(let kind): integerSample(kind) as? T
    case .floatingPoint(.double): 0.0 as? T
    case .floatingPoint(.float): Float(0) as? T
    case .decimal: Decimal(0) as? T
    case .uuid: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? T
    case .date: Date(timeIntervalSinceReferenceDate: 0) as? T
    case .url: URL(string: "about:blank") as? T
    case .data: Data() as? T
    case .indexSet: IndexSet() as? T
    default: nil
    }
  }

  private static func integerSample(_ kind: IntegerKind) -> Any {
    switch kind {
    case .int: 0 as Int
    case .int8: 0 as Int8
    case .int16: 0 as Int16
    case .int32: 0 as Int32
    case .int64: 0 as Int64
    case .uint: 0 as UInt
    case .uint8: 0 as UInt8
    case .uint16: 0 as UInt16
    case .uint32: 0 as UInt32
    case .uint64: 0 as UInt64
    }
  }
}

/// `Optional`, whose wrapped type the schema describes in its place.
protocol OptionalShaped {
  static var wrappedDecodableType: any Decodable.Type { get }
  var wrappedValueAsAny: Any? { get }
}

extension Optional: OptionalShaped where Wrapped: Decodable {
  static var wrappedDecodableType: any Decodable.Type { Wrapped.self }
  var wrappedValueAsAny: Any? { self.map { $0 } }
}

/// The standard collections written as array literals.
protocol ArrayShaped {
  static var elementDecodableType: any Decodable.Type { get }
}

extension Array: ArrayShaped where Element: Decodable {
  static var elementDecodableType: any Decodable.Type { Element.self }
}

extension ContiguousArray: ArrayShaped where Element: Decodable {
  static var elementDecodableType: any Decodable.Type { Element.self }
}

extension Set: ArrayShaped where Element: Decodable {
  static var elementDecodableType: any Decodable.Type { Element.self }
}

/// `Dictionary`, written as a dictionary literal when its keys are strings or integers.
protocol DictionaryShaped {
  static var keyType: Any.Type { get }
  static var valueDecodableType: any Decodable.Type { get }
}

extension Dictionary: DictionaryShaped where Key: Decodable, Value: Decodable {
  static var keyType: Any.Type { Key.self }
  static var valueDecodableType: any Decodable.Type { Value.self }
}
