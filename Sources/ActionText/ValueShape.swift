// The internal model of a schema: what values a Decodable type accepts, as found by probing.

/// The kind of value a `Decodable` type reads, as the text syntax sees it.
indirect enum ValueShape: Sendable, Equatable {
  case string
  case bool
  case integer(IntegerKind)
  case floatingPoint(FloatingPointKind)
  case decimal
  case uuid
  case date
  case url
  case data
  /// Foundation's `IndexSet`, written as an array of its integers: `[0, 2]`.
  case indexSet
  case optional(ValueShape)
  case array(ValueShape)
  /// A dictionary whose keys are strings or integers (other keys are `unknown`).
  case dictionary(integerKeys: Bool, value: ValueShape)
  /// A described type: an index into `ActionSchema.types`.
  case named(Int)
  /// A type that could not be described: values are passed through unchecked.
  case unknown(String)
}

/// A fixed-width integer type and its range.
enum IntegerKind: String, Sendable, Equatable {
  case int = "Int"
  case int8 = "Int8"
  case int16 = "Int16"
  case int32 = "Int32"
  case int64 = "Int64"
  case uint = "UInt"
  case uint8 = "UInt8"
  case uint16 = "UInt16"
  case uint32 = "UInt32"
  case uint64 = "UInt64"

  /// The magnitude of the most negative value (0 for unsigned types).
  var negativeLimit: UInt64 {
    switch self {
    case .int, .int64: UInt64(Int64.max) + 1
    case .int8: 128
    case .int16: 32_768
    case .int32: 2_147_483_648
    case .uint, .uint8, .uint16, .uint32, .uint64: 0
    }
  }

  /// The largest value.
  var positiveLimit: UInt64 {
    switch self {
    case .int, .int64: UInt64(Int64.max)
    case .int8: UInt64(Int8.max)
    case .int16: UInt64(Int16.max)
    case .int32: UInt64(Int32.max)
    case .uint, .uint64: UInt64.max
    case .uint8: UInt64(UInt8.max)
    case .uint16: UInt64(UInt16.max)
    case .uint32: UInt64(UInt32.max)
    }
  }
}

/// A binary floating-point type.
enum FloatingPointKind: String, Sendable, Equatable {
  case double = "Double"
  case float = "Float"
}

/// A type found while probing, with what its `init(from:)` reads.
final class TypeInfo: Sendable {
  /// The type's name as Swift prints it (`CounterAction`, `Tree<Int>`).
  let name: String
  let kind: TypeKind
  /// The names that qualify the type, module first, generic arguments left out:
  /// `["MultiModels", "Profile", "Account"]` for `MultiModels.Profile.Account`.
  let qualifiedNames: [String]

  init(name: String, kind: TypeKind, qualifiedName: String? = nil) {
    self.name = name
    self.kind = kind
    self.qualifiedNames = TypeNames.components(of: qualifiedName ?? name)
  }

  /// The enum's cases when the type reads one key of a keyed container to choose a case.
  var enumeration: EnumInfo? {
    if case .enumeration(let info) = kind { return info }
    return nil
  }
}

/// How a described type decodes.
enum TypeKind: Sendable {
  /// An enum that reads one key to choose a case (synthesized `Codable` enums).
  case enumeration(EnumInfo)
  /// An enum with raw values, decoded from its raw value (`enum Filter: String`).
  case rawEnumeration([RawCase])
  /// A keyed container of fields (structs with synthesized `Codable`).
  case structure([FieldInfo], isComplete: Bool)
  /// One value in a single-value container (`RawRepresentable` structs, wrappers).
  case wrapper(ValueShape)
  /// An unkeyed container read until its end (collections such as `IdentifiedArray`).
  case sequence(ValueShape)
  /// A fixed number of values in an unkeyed container.
  case tuple([ValueShape])
  /// Nothing could be learnt: values are passed through unchecked.
  case opaque
}

/// The cases of an enum, in declaration order.
struct EnumInfo: Sendable {
  let cases: [CaseInfo]
  let indexByName: [String: Int]

  init(cases: [CaseInfo]) {
    self.cases = cases
    var index: [String: Int] = [:]
    for (position, caseInfo) in cases.enumerated() {
      if index[caseInfo.name] == nil { index[caseInfo.name] = position }
    }
    // A renamed coding key names its case too.
    for (position, caseInfo) in cases.enumerated() where index[caseInfo.key] == nil {
      index[caseInfo.key] = position
    }
    self.indexByName = index
  }

  /// The case with a Swift name or coding key.
  subscript(name: String) -> CaseInfo? {
    indexByName[name].map { cases[$0] }
  }
}

/// One enum case and what it carries.
struct CaseInfo: Sendable {
  /// The case's Swift name.
  let name: String
  /// The key that encodes it: its name, unless `CodingKeys` renames it.
  let key: String
  let payload: Payload
}

/// What an enum case carries.
enum Payload: Sendable {
  /// Values under their keys in a nested container: `{"remove":{"offset":[1]}}`. `isComplete`
  /// is false when probing stopped early, so further arguments can't be checked.
  case fields([FieldInfo], isComplete: Bool)
  /// One value directly under the case's key (hand-written `Codable`): `{"setCount":"42"}`.
  case direct(ValueShape)

  var fieldList: [FieldInfo] {
    switch self {
    case .fields(let fields, _): fields
    case .direct(let shape): [FieldInfo(key: "_0", shape: shape, isOptional: false)]
    }
  }

  var isComplete: Bool {
    if case .fields(_, let isComplete) = self { return isComplete }
    return true
  }
}

/// One stored value of a case's payload or of a struct.
struct FieldInfo: Sendable {
  /// The coding key: the label, or `_0`, `_1`, … for unlabelled values.
  let key: String
  let shape: ValueShape
  /// Read with `decodeIfPresent`: may be missing (in a struct literal).
  let isOptional: Bool
  /// The Swift name of the property, when its coding key differs (`temperatureMax` for
  /// `temperature_2m_max`): accepted as a label too.
  var propertyName: String? = nil
  /// The fields of a nested keyed container read under this key (a `Person` coding its
  /// `firstName` and `lastName` under `name`): a struct literal may name them as the struct's
  /// own, as `Mirror` and custom-dump show them.
  var nestedFields: [FieldInfo]? = nil

  /// The argument label, `nil` for an unlabelled value.
  var label: String? { FieldInfo.isPositionalKey(key) ? nil : key }

  /// Whether `label` names this field: its coding key, or its Swift name.
  func isNamed(_ label: String?) -> Bool {
    label == self.label || (label != nil && label == propertyName)
  }

  static func isPositionalKey(_ key: String) -> Bool {
    if key == "_0" { return true }
    let utf8 = key.utf8
    guard utf8.count > 1, utf8.first == UInt8(ascii: "_") else { return false }
    return utf8.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }
}

/// A case of a raw-value enum.
struct RawCase: Sendable {
  let name: String
  let rawValue: EncodedValue
}
