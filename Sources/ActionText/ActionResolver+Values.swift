import Foundation

/// Encoding the values of arguments: literals checked against the shapes they must have.
extension ActionResolver {
  /// The encoded value of `syntax` where a value of `shape` is expected.
  func encode(
    _ syntax: Syntax, as shape: ValueShape, in place: ValuePlace
  ) throws(TextFailure) -> EncodedValue {
    if case .keyPath(let keyPath) = syntax.kind {
      throw TextFailure(
        offset: syntax.start,
        message:
          "\(describe(place)) expects \(schema.displayName(of: shape)), got key path \(keyPath) "
          + "(key paths can't be built from text)")
    }
    switch (shape, syntax.kind) {
    case (.optional, .nilLiteral):
      return .null
    case (.optional(let wrapped), .reference(true, let names, let arguments)) where names.count == 1:
      if names[0].text == "none", arguments == nil { return .null }
      if names[0].text == "some", let arguments, arguments.count == 1, arguments[0].label == nil {
        return try encode(arguments[0].value, as: wrapped, in: place)
      }
      return try encode(syntax, as: wrapped, in: place)
    case (.optional(let wrapped), _):
      return try encode(syntax, as: wrapped, in: place)
    case (.string, .string(let string)):
      return .string(string)
    // An error's text (a `TaskResult` failure) named by its case, as Swift spells it.
    case (.string, .reference(false, let names, nil)) where names.count >= 2:
      if let text = ErrorCaseText.text(of: names.map(\.text), modules: schema.moduleNames) {
        return .string(text)
      }
    case (.bool, .bool(let bool)):
      return .bool(bool)
    case (.integer(let kind), .integer(let negative, let magnitude)):
      guard negative ? magnitude <= kind.negativeLimit : magnitude <= kind.positiveLimit else {
        throw TextFailure(
          offset: syntax.start,
          message:
            "\(describe(place)) expects \(kind.rawValue), got \(sourceText(syntax)) (out of range)")
      }
      return Self.integerValue(negative: negative, magnitude: magnitude)
    case (.floatingPoint, _), (.decimal, _):
      if let value = floatingPointValue(syntax, decimal: shape == .decimal) { return value }
    case (.uuid, .string(let string)):
      if let uuid = UUIDText.parse(string) { return .string(uuid.uuidString) }
    case (.date, .string(let string)):
      if let date = DateText.parse(string) {
        return .floatingPoint(date.timeIntervalSinceReferenceDate)
      }
      throw TextFailure(
        offset: syntax.start,
        message:
          "\(describe(place)) expects Date (ISO 8601, like \"2024-01-31T12:00:00Z\"), got \(sourceText(syntax))"
      )
    case (.date, .integer), (.date, .float):
      if case .floatingPoint(let seconds)? = floatingPointValue(syntax, decimal: false) {
        return .floatingPoint(
          DateText.date(secondsSince1970: seconds).timeIntervalSinceReferenceDate)
      }
    case (.url, .string(let string)):
      if URL(string: string) != nil { return .string(string) }
    case (.data, .string(let string)):
      if Data(base64Encoded: string) != nil { return .string(string) }
    case (.indexSet, .array(let elements)):
      return try encodeIndexSet(elements, in: place)
    // `IndexSet([0, 2])`, as custom-dump and Swift write one.
    case (.indexSet, .reference(let leadingDot, let names, let arguments?))
    where names.map(\.text) == (leadingDot ? ["init"] : ["IndexSet"]) && arguments.count == 1
      && arguments[0].label == nil:
      guard case .array(let elements) = arguments[0].value.kind else { break }
      return try encodeIndexSet(elements, in: place)
    case (.array(let element), .array(let elements)):
      return try encodeElements(elements, as: element, in: place)
    case (.array(let element), .dictionary(let entries)):
      if let elements = Self.indexedElements(entries) {
        return try encodeElements(elements, as: element, in: place)
      }
    case (.dictionary(let integerKeys, let value), .dictionary(let entries)):
      return try encodeDictionary(entries, integerKeys: integerKeys, value: value, in: place)
    case (.dictionary, .array(let elements)) where elements.isEmpty:
      return .object([])
    case (.named(let index), _):
      return try encode(syntax, asType: index, in: place)
    case (.unknown, _):
      return try encodeUnchecked(syntax)
    default:
      break
    }
    throw mismatch(syntax, expected: schema.displayName(of: shape), in: place)
  }

  func encode(
    _ syntax: Syntax, asType index: Int, in place: ValuePlace
  ) throws(TextFailure) -> EncodedValue {
    let type = schema.types[index]
    switch (type.kind, syntax.kind) {
    case (.enumeration, .reference(_, var names, let arguments)),
      (.rawEnumeration, .reference(_, var names, let arguments)):
      // `CounterAction.increment` or `Profile.Kind.personal` names the type first.
      let qualifiers = TypeNames.qualifierCount(names, of: type)
      if qualifiers > 0, qualifiers < names.count { names.removeFirst(qualifiers) }
      return try resolveCase(
        names, at: 0, arguments: arguments, in: index, syntax: syntax, isAction: false,
        place: place)
    case (.rawEnumeration(let cases), _):
      if let literal = try? encodeUnchecked(syntax),
        let rawCase = cases.first(where: {
          $0.rawValue == literal || Self.sameNumber($0.rawValue, literal)
        })
      {
        return rawCase.rawValue
      }
      let choices = cases.map { "." + $0.name }
      throw mismatch(
        syntax, expected: "\(type.name) (\(Suggestions.abbreviated(choices)))", in: place)
    case (.structure(let fields, _), .tuple(let arguments)):
      return try encodeStructure(
        arguments, fields, typeName: type.name, in: place, end: syntax.end)
    // `Place(id: 1, …)`, `Profile.Account(…)`, `.init(…)`: the struct named by its type.
    case (.structure(let fields, _), .reference(let leadingDot, let names, let arguments?))
    where Self.namesType(names, leadingDot: leadingDot, type):
      return try encodeStructure(
        arguments, fields, typeName: type.name, in: place, end: syntax.end)
    // `TaskFailure("offline")`, `Brand("Acme")`: a single-value type by its one value (printed
    // with the property's label when it has no dump of its own).
    case (.wrapper(let inner), .reference(let leadingDot, let names, let arguments?))
    where arguments.count == 1 && Self.namesType(names, leadingDot: leadingDot, type):
      return try encode(arguments[0].value, as: inner, in: place)
    case (.wrapper(let inner), _):
      return try encode(syntax, as: inner, in: place)
    case (.sequence(let element), .array(let elements)):
      return try encodeElements(elements, as: element, in: place)
    case (.sequence(let element), .dictionary(let entries)) where Self.indexedElements(entries) != nil:
      return try encodeElements(Self.indexedElements(entries)!, as: element, in: place)
    case (.tuple(let shapes), .array(let elements)) where elements.count == shapes.count:
      var values: [EncodedValue] = []
      for (position, element) in elements.enumerated() {
        values.append(
          try encode(element, as: shapes[position], in: .element(position, of: place)))
      }
      return .array(values)
    case (.opaque, _):
      return try encodeUnchecked(syntax)
    default:
      throw mismatch(syntax, expected: type.name, in: place)
    }
  }

  /// The elements of an array as custom-dump prints it, each after its index
  /// (`[[0]: "a", [1]: "b"]`), when the indexes count up from 0; `nil` for any other dictionary.
  static func indexedElements(_ entries: [DictionaryEntry]) -> [Syntax]? {
    var elements: [Syntax] = []
    for (position, entry) in entries.enumerated() {
      guard case .array(let key) = entry.key.kind, key.count == 1,
        case .integer(false, let index) = key[0].kind, index == UInt64(position)
      else { return nil }
      elements.append(entry.value)
    }
    return elements
  }

  /// Whether `names` call the type's initializer: its name, qualified or not, or `.init`.
  static func namesType(_ names: [Name], leadingDot: Bool, _ type: TypeInfo) -> Bool {
    if leadingDot { return names.count == 1 && names[0].text == "init" }
    let qualifiers = TypeNames.qualifierCount(names, of: type)
    return qualifiers == names.count
      || (qualifiers == names.count - 1 && names[names.count - 1].text == "init")
  }

  func encodeElements(
    _ elements: [Syntax], as element: ValueShape, in place: ValuePlace
  ) throws(TextFailure) -> EncodedValue {
    var values: [EncodedValue] = []
    values.reserveCapacity(elements.count)
    for (position, syntax) in elements.enumerated() {
      values.append(try encode(syntax, as: element, in: .element(position, of: place)))
    }
    return .array(values)
  }

  func encodeDictionary(
    _ entries: [DictionaryEntry], integerKeys: Bool, value: ValueShape, in place: ValuePlace
  ) throws(TextFailure) -> EncodedValue {
    var members: [EncodedValue.Member] = []
    for entry in entries {
      let key: String
      switch (integerKeys, entry.key.kind) {
      case (false, .string(let string)):
        key = string
      case (true, .integer(let negative, let magnitude))
      where magnitude <= (negative ? IntegerKind.int.negativeLimit : IntegerKind.int.positiveLimit):
        key = (negative && magnitude > 0 ? "-" : "") + String(magnitude)
      default:
        throw mismatch(entry.key, expected: integerKeys ? "an Int key" : "a String key", in: place)
      }
      let valuePlace = ValuePlace.dictionaryValue(key: entry.key, of: place)
      members.append(.init(key: key, value: try encode(entry.value, as: value, in: valuePlace)))
    }
    return .object(members)
  }

  /// `(x: 1, y: 2)` for a struct: every label a field, every required field given. Values
  /// without labels are taken in field order when all of them are given.
  func encodeStructure(
    _ arguments: [Argument], _ fields: [FieldInfo], typeName: String, in place: ValuePlace,
    end: Int
  ) throws(TextFailure) -> EncodedValue {
    func fieldList() -> String { "(" + schema.argumentSummary(fields) + ")" }
    if !arguments.isEmpty, arguments.allSatisfy({ $0.label == nil }),
      arguments.count == fields.count
    {
      var members: [EncodedValue.Member] = []
      for (field, argument) in zip(fields, arguments) {
        let value = try encode(argument.value, as: field.shape, in: .field(field.key, of: place))
        members.append(.init(key: field.key, value: value))
      }
      return .object(members)
    }
    var values: [String: EncodedValue] = [:]
    /// The fields of nested containers named as the struct's own, under their container's key.
    var nestedValues: [String: [String: EncodedValue]] = [:]
    for argument in arguments {
      guard let label = argument.label else {
        throw TextFailure(
          offset: argument.value.start,
          message: "missing field label in \(describe(place)); \(typeName) has \(fieldList())")
      }
      if !fields.contains(where: { $0.isNamed(label.text) }),
        let container = fields.first(where: { $0.nestedFields?.contains { $0.isNamed(label.text) } == true }),
        let inner = container.nestedFields?.first(where: { $0.isNamed(label.text) })
      {
        guard nestedValues[container.key]?[inner.key] == nil, values[container.key] == nil else {
          throw TextFailure(
            offset: label.offset, message: "field '\(label.text)' given twice in \(describe(place))")
        }
        nestedValues[container.key, default: [:]][inner.key] = try encode(
          argument.value, as: inner.shape, in: .field(inner.key, of: place))
        continue
      }
      guard let field = fields.first(where: { $0.isNamed(label.text) }) else {
        let suggestions = Suggestions.closest(to: label.text, among: fields.map(\.key))
        throw TextFailure(
          offset: label.offset,
          message:
            "unknown field '\(label.text)' in \(describe(place)); \(typeName) has \(fieldList())"
            + Suggestions.didYouMean(suggestions))
      }
      guard values[field.key] == nil else {
        throw TextFailure(
          offset: label.offset, message: "field '\(label.text)' given twice in \(describe(place))")
      }
      values[field.key] = try encode(
        argument.value, as: field.shape, in: .field(field.key, of: place))
    }
    var members: [EncodedValue.Member] = []
    for field in fields {
      if let value = values[field.key] {
        members.append(.init(key: field.key, value: value))
      } else if let nested = nestedValues[field.key], let inner = field.nestedFields {
        var nestedMembers: [EncodedValue.Member] = []
        for innerField in inner {
          if let value = nested[innerField.key] {
            nestedMembers.append(.init(key: innerField.key, value: value))
          } else if !innerField.isOptional {
            throw TextFailure(
              offset: max(0, end - 1),
              message:
                "missing field '\(innerField.propertyName ?? innerField.key)' in \(describe(place)); "
                + "\(typeName) has \(fieldList())")
          }
        }
        members.append(.init(key: field.key, value: .object(nestedMembers)))
      } else if !field.isOptional {
        throw TextFailure(
          offset: max(0, end - 1),
          message:
            "missing field '\(field.key)' in \(describe(place)); \(typeName) has \(fieldList())")
      }
    }
    return .object(members)
  }

  /// The JSON-shaped value of syntax with nothing to check it against.
  func encodeUnchecked(_ syntax: Syntax) throws(TextFailure) -> EncodedValue {
    switch syntax.kind {
    case .string(let string): return .string(string)
    case .integer(let negative, let magnitude):
      guard !negative || magnitude <= IntegerKind.int64.negativeLimit else {
        throw TextFailure(
          offset: syntax.start, message: "integer \(sourceText(syntax)) is out of range")
      }
      return Self.integerValue(negative: negative, magnitude: magnitude)
    case .float(let value): return .floatingPoint(value)
    case .bool(let bool): return .bool(bool)
    case .nilLiteral: return .null
    case .array(let elements):
      var values: [EncodedValue] = []
      for element in elements { values.append(try encodeUnchecked(element)) }
      return .array(values)
    case .dictionary(let entries):
      var members: [EncodedValue.Member] = []
      for entry in entries {
        switch try encodeUnchecked(entry.key) {
        case .string(let key):
          members.append(.init(key: key, value: try encodeUnchecked(entry.value)))
        case .integer(let key):
          members.append(.init(key: String(key), value: try encodeUnchecked(entry.value)))
        default:
          throw TextFailure(
            offset: entry.key.start, message: "dictionary keys must be strings or integers")
        }
      }
      return .object(members)
    case .tuple(let arguments):
      var members: [EncodedValue.Member] = []
      for (index, argument) in arguments.enumerated() {
        members.append(
          .init(
            key: argument.label?.text ?? "_\(index)", value: try encodeUnchecked(argument.value)))
      }
      return .object(members)
    case .reference(_, let names, let arguments):
      var inner = EncodedValue.object([])
      if let arguments {
        var members: [EncodedValue.Member] = []
        for (index, argument) in arguments.enumerated() {
          members.append(
            .init(
              key: argument.label?.text ?? "_\(index)", value: try encodeUnchecked(argument.value)))
        }
        inner = .object(members)
      }
      var value = EncodedValue.object([.init(key: names[names.count - 1].text, value: inner)])
      for name in names.dropLast().reversed() {
        value = .object([.init(key: name.text, value: .object([.init(key: "_0", value: value)]))])
      }
      return value
    case .keyPath(let keyPath):
      throw TextFailure(
        offset: syntax.start, message: "key path \(keyPath) can't be built from text")
    }
  }

  func floatingPointValue(_ syntax: Syntax, decimal: Bool) -> EncodedValue? {
    switch syntax.kind {
    case .integer, .float:
      if decimal {
        return Decimal(string: sourceText(syntax).filter { $0 != "_" }).map { .decimal($0) }
      }
      if case .float(let value) = syntax.kind { return .floatingPoint(value) }
      if case .integer(let negative, let magnitude) = syntax.kind {
        return .floatingPoint(negative ? -Double(magnitude) : Double(magnitude))
      }
      return nil
    case .reference(true, let names, nil) where names.count == 1 && !decimal:
      switch names[0].text {
      case "infinity": return .floatingPoint(.infinity)
      case "nan": return .floatingPoint(.nan)
      default: return nil
      }
    default:
      return nil
    }
  }

  static func integerValue(negative: Bool, magnitude: UInt64) -> EncodedValue {
    if negative { return .integer(Int64(bitPattern: 0 &- magnitude)) }
    return magnitude <= UInt64(Int64.max) ? .integer(Int64(magnitude)) : .unsignedInteger(magnitude)
  }

  static func sameNumber(_ a: EncodedValue, _ b: EncodedValue) -> Bool {
    switch (a, b) {
    case (.floatingPoint(let x), .integer(let y)): x == Double(y)
    default: false
    }
  }

  /// An `IndexSet` from its integers, in the shape its `init(from:)` reads: the ranges of
  /// consecutive integers, `{"indexes": [{"location": 0, "length": 2}, …]}`.
  func encodeIndexSet(_ elements: [Syntax], in place: ValuePlace) throws(TextFailure) -> EncodedValue {
    var indexes = IndexSet()
    for (position, element) in elements.enumerated() {
      // IndexSet keeps half-open ranges, so `Int.max` itself has no room: inserting it traps.
      guard case .integer(false, let magnitude) = element.kind, magnitude < UInt64(Int.max) else {
        throw mismatch(
          element, expected: "an index from 0 to \(Int.max - 1)", in: .element(position, of: place))
      }
      indexes.insert(Int(magnitude))
    }
    let ranges = indexes.rangeView.map { range -> EncodedValue in
      .object([
        EncodedValue.Member(key: "location", value: .integer(Int64(range.lowerBound))),
        EncodedValue.Member(key: "length", value: .integer(Int64(range.count))),
      ])
    }
    return .object([EncodedValue.Member(key: "indexes", value: .array(ranges))])
  }
}
