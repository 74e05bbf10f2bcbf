/// The messages of `ActionResolver`'s failures, built only when something is wrong.
extension ActionResolver {
  /// `element 1 of argument 'offset' of 'listResult.remove'`.
  func describe(_ place: ValuePlace) -> String {
    switch place {
    case .wholeAction: "the action"
    case .argument(_, let label?, let path): "argument '\(label)' of '\(path.text)'"
    case .argument(let position, nil, let path): "argument \(position + 1) of '\(path.text)'"
    case .element(let position, let parent): "element \(position) of \(describe(parent))"
    case .field(let name, let parent): "field '\(name)' of \(describe(parent))"
    case .dictionaryValue(let key, let parent):
      "value for key \(sourceText(key)) of \(describe(parent))"
    }
  }

  func mismatch(_ syntax: Syntax, expected: String, in place: ValuePlace) -> TextFailure {
    TextFailure(
      offset: syntax.start,
      message: "\(describe(place)) expects \(expected), got \(sourceText(syntax))")
  }

  func arityFailure(
    _ path: String, _ fields: [FieldInfo], given: Int, offset: Int
  ) -> TextFailure {
    let message: String
    if fields.isEmpty {
      message = "'\(path)' takes no arguments, got \(given)"
    } else {
      let count = fields.count == 1 ? "1 argument" : "\(fields.count) arguments"
      message = "'\(path)' takes \(count) (\(schema.argumentSummary(fields))), got \(given)"
    }
    return TextFailure(offset: max(0, offset), message: message)
  }

  func unknownCase(
    _ names: [Name], at position: Int, in typeIndex: Int, isAction: Bool, place: ValuePlace
  ) -> TextFailure {
    let name = names[position]
    let levelNames = caseNames(of: typeIndex)
    let parent = names[..<position].map(\.text).joined(separator: ".")
    let typed = parent.isEmpty ? name.text : parent + "." + name.text
    guard !isAction else {
      let depth = position + 1
      let paths = schema.paths
      var suggestions = Suggestions.closest(
        to: typed, among: paths.map { Self.prefix(of: $0, segments: depth) })
      if suggestions.isEmpty {
        // A name from deeper down, missing its parents: `increment` for `counter.increment`.
        let leaves = Suggestions.closest(
          to: name.text, among: paths.map { Self.lastSegment(of: $0) })
        suggestions = Array(paths.filter { leaves.contains(Self.lastSegment(of: $0)) }.prefix(3))
      }
      let hint =
        suggestions.isEmpty
        ? "; expected one of: "
          + Suggestions.abbreviated(levelNames.map { parent.isEmpty ? $0 : parent + "." + $0 })
        : Suggestions.didYouMean(suggestions)
      return TextFailure(offset: name.offset, message: "unknown action '\(typed)'" + hint)
    }
    let suggestions = Suggestions.closest(to: name.text, among: levelNames).map { "." + $0 }
    let hint =
      suggestions.isEmpty
      ? "; expected one of: " + Suggestions.abbreviated(levelNames.map { "." + $0 })
      : Suggestions.didYouMean(suggestions)
    return TextFailure(
      offset: name.offset,
      message: "unknown case '.\(typed)' of \(schema.types[typeIndex].name) in \(describe(place))"
        + hint)
  }

  func noNestedCases(
    _ names: [Name], at position: Int, parent: String, _ isAction: Bool
  ) -> TextFailure {
    let typed = (isAction ? "" : ".") + names.map(\.text).joined(separator: ".")
    return TextFailure(
      offset: names[position].offset,
      message: "unknown \(isAction ? "action" : "case") '\(typed)'; '\(parent)' has no nested cases"
    )
  }

  func caseNames(of typeIndex: Int) -> [String] {
    switch schema.types[typeIndex].kind {
    case .enumeration(let info): info.cases.map(\.name)
    case .rawEnumeration(let cases): cases.map(\.name)
    default: []
    }
  }

  func isEnumeration(_ index: Int) -> Bool {
    switch schema.types[index].kind {
    case .enumeration, .rawEnumeration: true
    default: false
    }
  }

  /// The source text of a syntax node, shortened for messages.
  func sourceText(_ syntax: Syntax) -> String {
    let utf8 = source.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: syntax.start)
    let end = utf8.index(utf8.startIndex, offsetBy: syntax.end)
    let text = String(decoding: utf8[start..<end], as: UTF8.self)
    return text.count > 40 ? String(text.prefix(39)) + "…" : text
  }

  static func prefix(of path: String, segments: Int) -> String {
    path.split(separator: ".", omittingEmptySubsequences: false).prefix(segments)
      .joined(separator: ".")
  }

  static func lastSegment(of path: String) -> String {
    path.split(separator: ".").last.map(String.init) ?? path
  }

  /// `missing argument label 'offset:' in 'listResult.remove(offset: [Int])'` and the like.
  func labelFailure(
    _ argument: Argument, expected: String?, signature: String
  ) -> TextFailure {
    switch (argument.label?.text, expected) {
    case (nil, let expected?):
      return TextFailure(
        offset: argument.value.start,
        message: "missing argument label '\(expected):' in '\(signature)'")
    case (let given?, nil):
      return TextFailure(
        offset: argument.label!.offset,
        message: "extraneous argument label '\(given):' in '\(signature)'")
    default:
      return TextFailure(
        offset: argument.label!.offset,
        message: "incorrect argument label '\(argument.label!.text):' in '\(signature)', "
          + "expected '\(expected ?? "_"):'")
    }
  }

  /// Key paths (`binding(\.foo, true)`) name properties of a type we can't build from text.
  func keyPathFailure(_ argument: Argument, _ path: CasePathText, _ fields: [FieldInfo])
    -> TextFailure
  {
    let taken = fields.isEmpty ? "no arguments" : "(\(schema.argumentSummary(fields)))"
    return TextFailure(
      offset: argument.value.start,
      message: "key path \(sourceText(argument.value)) can't be built from text; "
        + "'\(path.text)' takes \(taken)")
  }
}
