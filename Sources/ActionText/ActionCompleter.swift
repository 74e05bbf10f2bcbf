/// Completions of a partial action, for TAB in a shell: case names at any depth
/// (`counter.` gives `counter.increment`, `counter.setCount(`, …), argument labels
/// (`listResult.remove(` gives `listResult.remove(offset: `) and the cases, booleans or `nil`
/// an argument accepts (`row(id: 1, action: .` gives `row(id: 1, action: .increment`, …).
struct ActionCompleter {
  let schema: ActionSchema

  /// Whole-text candidates that extend `text` (the cursor being at its end), in declaration order.
  func completions(for text: String) -> [String] {
    guard case .named(let rootIndex) = schema.root else { return [] }
    let scan = Scan(text)
    guard let open = scan.argumentsOpen else {
      return pathCompletions(text, in: rootIndex)
    }
    guard scan.argumentsAreOpen, !scan.inString else { return [] }
    let pathText = String(decoding: Array(text.utf8)[..<open], as: UTF8.self)
    guard let caseInfo = resolve(pathText, in: rootIndex) else { return [] }
    return argumentCompletions(text, caseInfo: caseInfo, scan: scan)
  }

  // MARK: - Case paths

  private func pathCompletions(_ text: String, in rootIndex: Int) -> [String] {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let base = text.prefix(text.count - trimmed.count)
    let dot = trimmed.hasPrefix(".") ? "." : ""
    var segments = trimmed.dropFirst(dot.count).split(
      separator: ".", omittingEmptySubsequences: false)
    let partial = String(segments.removeLast())
    var typeIndex = rootIndex
    var prefix = String(base) + dot
    for segment in segments {
      guard let info = schema.types[typeIndex].enumeration, let caseInfo = info[String(segment)],
        let nested = schema.nestedEnumeration(of: caseInfo)
      else { return [] }
      typeIndex = nested
      prefix += segment + "."
    }
    return caseCompletions(partial, in: typeIndex).map { prefix + $0 }
  }

  /// The cases of an enum starting with `partial`, each with what follows its name: `.` for a
  /// nested enum, `(` (and the first label) for arguments.
  private func caseCompletions(_ partial: String, in typeIndex: Int) -> [String] {
    switch schema.types[typeIndex].kind {
    case .enumeration(let info):
      let matching = matches(partial, info.cases.map(\.name))
      return matching.compactMap { name in info[name].map { name + suffix(for: $0) } }
    case .rawEnumeration(let cases):
      return matches(partial, cases.map(\.name))
    default:
      return []
    }
  }

  private func suffix(for caseInfo: CaseInfo) -> String {
    if schema.nestedEnumeration(of: caseInfo) != nil { return "." }
    let fields = argumentFields(of: caseInfo).fields
    guard let first = fields.first else { return "" }
    return "(" + (first.label.map { "\($0): " } ?? "")
  }

  /// The names starting with `partial`; if none, those starting with it ignoring case.
  private func matches(_ partial: String, _ names: [String]) -> [String] {
    let exact = names.filter { $0.hasPrefix(partial) }
    if !exact.isEmpty || partial.isEmpty { return exact }
    let lowered = partial.lowercased()
    return names.filter { $0.lowercased().hasPrefix(lowered) }
  }

  /// The case a complete dotted path names.
  private func resolve(_ path: String, in rootIndex: Int) -> CaseInfo? {
    var segments = path.drop { $0 == " " || $0 == "\t" }.split(
      separator: ".", omittingEmptySubsequences: false)
    if segments.first == "" { segments.removeFirst() }
    var typeIndex = rootIndex
    var found: CaseInfo?
    for (position, segment) in segments.enumerated() {
      guard let info = schema.types[typeIndex].enumeration, let caseInfo = info[String(segment)]
      else { return nil }
      found = caseInfo
      if position < segments.count - 1 {
        guard let nested = schema.nestedEnumeration(of: caseInfo) else { return nil }
        typeIndex = nested
      }
    }
    return found
  }

  /// The arguments a case's list takes: its payload, or the fields of a struct it carries alone
  /// (which may be written directly: `record(secret: 1, guess: 2)`).
  private func argumentFields(of caseInfo: CaseInfo) -> (fields: [FieldInfo], anyOrder: Bool) {
    let fields = caseInfo.payload.fieldList
    if fields.count == 1, fields[0].label == nil, case .named(let index) = fields[0].shape,
      case .structure(let structFields, _) = schema.types[index].kind, !structFields.isEmpty
    {
      return (structFields, true)
    }
    return (fields, false)
  }

  // MARK: - Arguments

  private func argumentCompletions(_ text: String, caseInfo: CaseInfo, scan: Scan) -> [String] {
    let (fields, anyOrder) = argumentFields(of: caseInfo)
    let bytes = Array(text.utf8)
    var currentStart = scan.currentArgumentStart
    while currentStart < bytes.count, bytes[currentStart] == UInt8(ascii: " ") { currentStart += 1 }
    let current = String(decoding: bytes[currentStart...], as: UTF8.self)
    let base = String(decoding: bytes[..<currentStart], as: UTF8.self)
    let isIdentifier = current.utf8.allSatisfy(ActionParser.isIdentifierContinuation)

    if let colon = current.firstIndex(of: ":") {
      let label = current[..<colon].trimmingSpaces
      guard let field = fields.first(where: { $0.label == label }) else { return [] }
      let afterColon = current[current.index(after: colon)...]
      let valueText = afterColon.trimmingSpaces
      let valueBase = base + current.prefix(current.count - valueText.count)
      return valueCompletions(valueText, field.shape).map { valueBase + $0 }
    }
    let labelled = fields.contains { $0.label != nil }
    let usedLabels = Set(scan.previousArgumentLabels)
    var candidates: [String] = []
    if isIdentifier {
      // Labels still to give, in order: the next one for a payload, any unused one for a struct.
      let position = scan.previousArgumentLabels.count
      let open =
        anyOrder
        ? fields.filter { !usedLabels.contains($0.key) }
        : Array(fields.dropFirst(position).prefix(1))
      for field in open {
        if let label = field.label, label.hasPrefix(current) {
          candidates.append(base + label + ": ")
        }
      }
    }
    if !labelled || candidates.isEmpty {
      let position = scan.previousArgumentLabels.count
      if position < fields.count, fields[position].label == nil {
        candidates += valueCompletions(current, fields[position].shape).map { base + $0 }
      }
    }
    return candidates
  }

  /// Values of a shape starting with `partial`: enum cases, `true`/`false`, `nil`.
  private func valueCompletions(_ partial: String, _ shape: ValueShape) -> [String] {
    switch shape {
    case .bool:
      return ["true", "false"].filter { $0.hasPrefix(partial) }
    case .optional(let wrapped):
      return ("nil".hasPrefix(partial) ? ["nil"] : []) + valueCompletions(partial, wrapped)
    case .named(let index):
      switch schema.types[index].kind {
      case .enumeration, .rawEnumeration:
        guard partial.isEmpty || partial.hasPrefix(".") else { return [] }
        var segments = partial.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        let last = segments.isEmpty ? "" : String(segments.removeLast())
        var typeIndex = index
        var prefix = "."
        for segment in segments {
          guard let info = schema.types[typeIndex].enumeration,
            let caseInfo = info[String(segment)],
            let nested = schema.nestedEnumeration(of: caseInfo)
          else { return [] }
          typeIndex = nested
          prefix += segment + "."
        }
        return caseCompletions(last, in: typeIndex).map { prefix + $0 }
      case .wrapper(let inner):
        return valueCompletions(partial, inner)
      default:
        return []
      }
    default:
      return []
    }
  }
}

/// Where a partial action's argument list starts and which argument the cursor is in.
private struct Scan {
  /// The UTF-8 offset of the `(` opening the action's arguments.
  var argumentsOpen: Int?
  /// Whether that list is still open at the end of the text.
  var argumentsAreOpen = false
  var inString = false
  /// The UTF-8 offset where the argument being typed starts.
  var currentArgumentStart = 0
  /// The labels (or `_` for none) of the arguments before the one being typed.
  var previousArgumentLabels: [String] = []

  init(_ text: String) {
    let bytes = Array(text.utf8)
    var depth = 0
    var index = 0
    var literal = StringLiteralScan()
    while index < bytes.count {
      let byte = bytes[index]
      defer { index += 1 }
      if literal.take(byte) {
        inString = literal.isInside
        continue
      }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["):
        if depth == 0, argumentsOpen == nil, byte == UInt8(ascii: "(") {
          argumentsOpen = index
          currentArgumentStart = index + 1
        }
        depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: ",") where depth == 1 && argumentsOpen != nil:
        let argument = String(decoding: bytes[currentArgumentStart..<index], as: UTF8.self)
        previousArgumentLabels.append(Scan.label(of: argument))
        currentArgumentStart = index + 1
      default:
        break
      }
    }
    argumentsAreOpen = argumentsOpen != nil && depth == 1
  }

  private static func label(of argument: String) -> String {
    let trimmed = argument.trimmingSpaces
    guard let colon = trimmed.firstIndex(of: ":") else { return "_" }
    let label = trimmed[..<colon].trimmingSpaces
    return label.utf8.allSatisfy(ActionParser.isIdentifierContinuation) ? label : "_"
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
