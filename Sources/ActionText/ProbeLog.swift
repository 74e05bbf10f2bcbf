/// What one run of a type's `init(from:)` asked a `ProbingDecoder` for.
final class ProbeLog {
  enum Request {
    case keyed(KeyedProbeLog)
    case unkeyed(UnkeyedProbeLog)
    case singleValue(SingleValueProbeLog)
  }

  var request: Request?

  /// The number of cases the type chose from, when it read the keys of its keyed container.
  var caseCount: Int {
    if case .keyed(let keyed) = request, keyed.readAllKeys { return keyed.caseCount }
    return 0
  }
}

/// The requests made of a keyed container, in order.
final class KeyedProbeLog {
  enum Entry {
    case value(ValueShape, isOptional: Bool)
    case nestedKeyed(KeyedProbeLog)
    case nestedUnkeyed(UnkeyedProbeLog)
  }

  /// Whether `allKeys` was read: the type chooses a case by its key (an enum).
  var readAllKeys = false
  /// How many keys `allKeys` could have presented.
  var caseCount = 0
  /// The key presented by `allKeys` on this run.
  var chosenKey: String?
  /// The name of the `CodingKeys` case of that key: the Swift name of the enum case.
  var chosenCaseName: String?
  var entries: [(key: String, entry: Entry)] = []
  /// The Swift names of keys whose `CodingKeys` case is named differently from its string
  /// (`case temperatureMax = "temperature_2m_max"`): the property each key stands for.
  var propertyNames: [String: String] = [:]
  /// Keys asked about with `decodeNil(forKey:)`: the next `decode` of them is optional.
  var nilCheckedKeys: Set<String> = []

  func entry(forKey key: String) -> Entry? {
    entries.first { $0.key == key }?.entry
  }
}

/// The requests made of an unkeyed container.
final class UnkeyedProbeLog {
  var elements: [ValueShape] = []
  /// Whether `isAtEnd` was read: a collection of any length rather than a fixed tuple.
  var checkedEnd = false
  var nilChecked = false
}

/// The request made of a single-value container.
final class SingleValueProbeLog {
  var shape: ValueShape?
  var nilChecked = false
}
