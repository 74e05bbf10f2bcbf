/// Matches parsed syntax against a schema and builds the value `init(from:)` will read, checking
/// names, argument counts, labels and literal types first, so that every mistake gets a one-line
/// message naming the action and argument instead of a `DecodingError`.
struct ActionResolver {
  let schema: ActionSchema
  /// The text the syntax was parsed from, quoted in messages.
  let source: String

  /// The encoded value of a whole action.
  func resolveAction(_ syntax: Syntax) throws(TextFailure) -> EncodedValue {
    guard case .named(let rootIndex) = schema.root, isEnumeration(rootIndex) else {
      return try encode(syntax, as: schema.root, in: .wholeAction)
    }
    guard case .reference(_, var names, let arguments) = syntax.kind else {
      throw TextFailure(
        offset: syntax.start, message: "expected an action name, found \(sourceText(syntax))")
    }
    // `GameAction.counter(.increment)`, as custom-dump prints an action, names the type first.
    let qualifiers = TypeNames.qualifierCount(names, of: schema.types[rootIndex])
    if qualifiers > 0, qualifiers < names.count, schema.types[rootIndex].enumeration?[names[0].text] == nil {
      names.removeFirst(qualifiers)
    }
    return try resolveCase(
      names, at: 0, arguments: arguments, in: rootIndex, syntax: syntax, isAction: true,
      place: .wholeAction)
  }

  // MARK: - Cases

  /// Resolves `names[position...]` (and the arguments after the last name) against the enum at
  /// `typeIndex`. `isAction` is true for the action itself; otherwise the names are a case written
  /// as an argument, at `place`.
  func resolveCase(
    _ names: [Name], at position: Int, arguments: [Argument]?, in typeIndex: Int,
    syntax: Syntax, isAction: Bool, place: ValuePlace
  ) throws(TextFailure) -> EncodedValue {
    let name = names[position]
    let isLast = position == names.count - 1
    let path = CasePathText(names: names, last: position, isAction: isAction)

    if case .rawEnumeration(let cases) = schema.types[typeIndex].kind {
      guard let rawCase = cases.first(where: { $0.name == name.text }) else {
        throw unknownCase(names, at: position, in: typeIndex, isAction: isAction, place: place)
      }
      guard isLast else {
        throw noNestedCases(names, at: position + 1, parent: path.text, isAction)
      }
      if let arguments, !arguments.isEmpty {
        throw TextFailure(
          offset: arguments[0].value.start,
          message: "'\(path.text)' takes no arguments, got \(arguments.count)")
      }
      return rawCase.rawValue
    }
    guard let info = schema.types[typeIndex].enumeration, let caseInfo = info[name.text] else {
      throw unknownCase(names, at: position, in: typeIndex, isAction: isAction, place: place)
    }
    if !isLast {
      guard let nested = schema.nestedEnumeration(of: caseInfo) else {
        throw noNestedCases(names, at: position + 1, parent: path.text, isAction)
      }
      let inner = try resolveCase(
        names, at: position + 1, arguments: arguments, in: nested, syntax: syntax,
        isAction: isAction, place: place)
      return payload(of: caseInfo, [inner])
    }
    let fields = caseInfo.payload.fieldList
    guard let arguments else {
      if fields.isEmpty { return payload(of: caseInfo, []) }
      if let nested = schema.nestedEnumeration(of: caseInfo) {
        let choices = caseNames(of: nested).map { path.text + "." + $0 }
        throw TextFailure(
          offset: name.offset,
          message: "incomplete action '\(path.text)'; expected one of: "
            + Suggestions.abbreviated(choices))
      }
      throw arityFailure(path.text, fields, given: 0, offset: syntax.end)
    }
    return try bind(arguments, to: caseInfo, path: path, syntax: syntax)
  }

  /// The encoded case: `{"name":{"_0":…}}`, or `{"name":…}` for a hand-written direct payload.
  func payload(of caseInfo: CaseInfo, _ values: [EncodedValue]) -> EncodedValue {
    switch caseInfo.payload {
    case .direct:
      return .object([.init(key: caseInfo.key, value: values.first ?? .null)])
    case .fields(let fields, _):
      var members: [EncodedValue.Member] = []
      members.reserveCapacity(values.count)
      for (index, value) in values.enumerated() {
        let key = index < fields.count ? fields[index].key : "_\(index)"
        members.append(.init(key: key, value: value))
      }
      return .object([.init(key: caseInfo.key, value: .object(members))])
    }
  }

  /// Matches an argument list to a case's payload.
  func bind(
    _ arguments: [Argument], to caseInfo: CaseInfo, path: CasePathText, syntax: Syntax
  ) throws(TextFailure) -> EncodedValue {
    let fields = caseInfo.payload.fieldList
    for argument in arguments {
      if case .keyPath = argument.value.kind { throw keyPathFailure(argument, path, fields) }
    }
    // `record(secret: 1, guess: 2)` for `record(GameRecord)`: the struct's fields directly.
    if fields.count == 1, fields[0].label == nil, !arguments.isEmpty,
      arguments.allSatisfy({ $0.label != nil }), case .named(let index) = fields[0].shape,
      case .structure(let structFields, _) = schema.types[index].kind, !structFields.isEmpty
    {
      let value = try encodeStructure(
        arguments, structFields, typeName: schema.types[index].name,
        in: .argument(position: 0, label: nil, of: path), end: syntax.end)
      return payload(of: caseInfo, [value])
    }
    let accepted = caseInfo.payload.isComplete ? fields.count : max(fields.count, arguments.count)
    guard arguments.count == accepted else {
      let offset = arguments.count > accepted ? arguments[accepted].value.start : syntax.end - 1
      throw arityFailure(path.text, fields, given: arguments.count, offset: offset)
    }
    var values: [EncodedValue] = []
    values.reserveCapacity(arguments.count)
    for (index, argument) in arguments.enumerated() {
      guard index < fields.count else {
        values.append(try encodeUnchecked(argument.value))
        continue
      }
      let field = fields[index]
      if !field.isNamed(argument.label?.text) {
        let signature = path.text + schema.parameterList(fields)
        throw labelFailure(argument, expected: field.label, signature: signature)
      }
      let place = ValuePlace.argument(position: index, label: field.label, of: path)
      values.append(try encode(argument.value, as: field.shape, in: place))
    }
    return payload(of: caseInfo, values)
  }
}
