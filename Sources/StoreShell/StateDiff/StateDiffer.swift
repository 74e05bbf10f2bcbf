import CustomDump

/// The recursive walk behind ``StateDiff``: custom-dump's diff rules, shape by shape.
///
/// ``difference(_:_:lhsName:rhsName:separator:indent:isRoot:known:)`` returns the text of
/// one pair of values, as custom-dump's diff does for the same pair at the same place: `name`
/// labels, `indent` spaces after the markers, `separator` (`,` between siblings) at the end, and
/// no final newline. Unchanged values print folded (`Name(…)`); values of another type, of a
/// custom description, or of different enum cases print whole, old then new; structs, tuples,
/// enum payloads, collections, sets, dictionaries and multi-line strings print their children
/// (see `StateDiffer+Children.swift`).
struct StateDiffer {
  /// The line markers.
  let format: DiffFormat

  /// The diff of `lhs` and `rhs`; `known` is what the caller already knows of them.
  func difference(
    _ lhs: Any, _ rhs: Any, lhsName: String?, rhsName: String?, separator: String, indent: Int,
    isRoot: Bool, known: KnownComparison
  ) throws -> String {
    let rhsName = rhsName ?? lhsName
    let place = Place(
      lhsName: lhsName, rhsName: rhsName, separator: separator, indent: indent, isRoot: isRoot)
    if lhsName == rhsName, known.isEqual ?? MirrorEquality.areEqual(lhs, rhs) {
      return try unchanged(lhs, at: place)
    }
    if known.elements == nil, let structFields = StructFields.of(lhs),
      let fields = structFields.pairs(lhs, rhs)
    {
      return try fieldsDifference(
        lhs, rhs, at: place, typeName: structFields.typeName, fields: fields)
    }
    switch TypeShape.of(lhs) {
    case .described, .customDescription:
      // Leaves: custom-dump prints them whole (as below, after the mirrors).
      if type(of: lhs) == type(of: rhs) {
        return try whole(lhs, rhs, at: place, types: (type(of: lhs), type(of: rhs)))
      }
    default:
      break
    }
    if let changes = known.dictionaryChanges ?? DictionaryChanges.of(lhs, rhs),
      let text = try dictionaryDifference(changes, at: place)
    {
      return text
    }
    if var elements = known.elements ?? ArrayElementCollections.pairs(lhs, rhs) {
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &elements, mirrors: nil, layout: .collection)
    }

    let lhsMirror = Reflection.mirror(lhs)
    let rhsMirror = Reflection.mirror(rhs)
    let types = (lhsMirror.subjectType, rhsMirror.subjectType)
    guard types.0 == types.1 else { return try whole(lhs, rhs, at: place, types: types) }
    if lhs is any CustomDumpStringConvertible, rhs is any CustomDumpStringConvertible {
      return try whole(lhs, rhs, at: place, types: types)
    }
    if lhs is any _CustomDiffObject, rhs is any _CustomDiffObject {
      throw StateDiffFallback(reason: "custom diff object \(types.0)")
    }
    if let lhs = lhs as? any CustomDumpRepresentable,
      let rhs = rhs as? any CustomDumpRepresentable
    {
      return try difference(
        lhs.customDumpValue, rhs.customDumpValue, lhsName: lhsName, rhsName: rhsName,
        separator: separator, indent: indent, isRoot: isRoot, known: .unknown)
    }
    if lhsMirror.displayStyle == .class || rhsMirror.displayStyle == .class {
      throw StateDiffFallback(reason: "object of \(types.0)")
    }

    switch (lhsMirror.displayStyle, rhsMirror.displayStyle) {
    case (.collection?, .collection?):
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .identityOrEquality, labelling: .position)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror), layout: .collection)

    case (.dictionary?, .dictionary?):
      let isUnordered = Reflection.isUnordered(lhsMirror.subjectType)
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .dictionaryKey,
        ordering: isUnordered ? .sortedByDump : .mirror, labelling: .dictionaryKey)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .dictionary(isSorted: isUnordered))

    case (.enum?, .enum?):
      return try enumDifference(lhs, rhs, lhsMirror, rhsMirror, at: place)

    case (.optional?, .optional?):
      guard
        let lhsWrapped = lhsMirror.children.first?.value,
        let rhsWrapped = rhsMirror.children.first?.value
      else { return try whole(lhs, rhs, at: place, types: types) }
      return try difference(
        lhsWrapped, rhsWrapped, lhsName: lhsName, rhsName: rhsName, separator: separator,
        indent: indent, isRoot: isRoot, known: .unknown)

    case (.set?, .set?):
      let isUnordered = Reflection.isUnordered(lhsMirror.subjectType)
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .identityOrEquality,
        ordering: isUnordered ? .sortedByDump : .mirror, labelling: .mirror)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .set(isSorted: isUnordered))

    case (.struct?, .struct?):
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .label, labelling: .mirror,
        isIncluded: { Reflection.includesChild(labelled: $0.label, of: lhs) })
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .fields(prefix: "\(DumpRenderer.typeName(lhsMirror.subjectType))("))

    case (.tuple?, .tuple?):
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .label, labelling: .withoutTuplePositions)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .fields(prefix: "("))

    default:
      if let text = try MultilineText.difference(lhs, rhs, at: place, differ: self) {
        return text
      }
      return try whole(lhs, rhs, at: place, types: types)
    }
  }

  /// An unchanged value: its folded dump (`name: Type(…)`), unmarked.
  func unchanged(_ value: Any, at place: Place) throws -> String {
    if let text = DumpRenderer.nativeText(of: value, isRoot: place.isRoot, maxDepth: 0),
      DiffText.isSingleLine(text)
    {
      // One line: what the lines below make of it, in one string.
      var line = format.both
      line += " "
      line += DiffText.spaces(place.indent)
      if let name = place.rhsName {
        line += name
        line += ": "
      }
      line += text
      line += place.separator
      return line
    }
    let dump = try DumpRenderer.dump(
      value, name: place.rhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: 0)
    return DiffText.prefixingLines(of: dump + place.separator, with: format.both + " ")
  }

  /// Both values in full, old then new; with their types when their dumps read the same.
  func whole(
    _ lhs: Any, _ rhs: Any, at place: Place, types: (Any.Type, Any.Type)
  ) throws -> String {
    var lhsDump = try DumpRenderer.dump(
      lhs, name: place.lhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max)
    var rhsDump = try DumpRenderer.dump(
      rhs, name: place.rhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max)
    if lhsDump == rhsDump, types.0 != types.1 {
      lhsDump += " as \(DumpRenderer.typeName(types.0))"
      rhsDump += " as \(DumpRenderer.typeName(types.1))"
    }
    return DiffText.prefixingLines(of: lhsDump + place.separator, with: format.first + " ")
      + "\n"
      + DiffText.prefixingLines(of: rhsDump + place.separator, with: format.second + " ")
  }

  /// Two enum values: the payloads of the same case, child by child; different cases whole.
  private func enumDifference(
    _ lhs: Any, _ rhs: Any, _ lhsMirror: Mirror, _ rhsMirror: Mirror, at place: Place
  ) throws -> String {
    guard
      let lhsCase = lhsMirror.children.first,
      let rhsCase = rhsMirror.children.first,
      let caseName = lhsCase.label,
      caseName == rhsCase.label
    else {
      return try whole(lhs, rhs, at: place, types: (lhsMirror.subjectType, rhsMirror.subjectType))
    }
    let lhsPayload = Self.payloadMirror(of: lhs, lhsCase.value)
    let rhsPayload = Self.payloadMirror(of: rhs, rhsCase.value)
    let typePrefix = place.isRoot ? DumpRenderer.typeName(lhsMirror.subjectType) : ""
    var pairs = MirrorChildPairs(
      lhsPayload, rhsPayload, matching: .label, labelling: .withoutTuplePositions)
    return try childrenDifference(
      lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsPayload, rhsPayload),
      layout: .fields(prefix: "\(typePrefix).\(caseName)("))
  }

  /// The payload of an enum case as a tuple: the payload's own mirror when it is a tuple,
  /// otherwise a one-element tuple of it.
  private static func payloadMirror(of value: Any, _ payload: Any) -> Mirror {
    let mirror = Reflection.mirror(payload)
    if mirror.displayStyle == .tuple { return mirror }
    return Mirror(value, unlabeledChildren: [payload], displayStyle: .tuple)
  }
}

/// Where a pair of values is printed: their labels, indentation, the separator after them, and
/// whether they are the root (a root enum is prefixed with its type).
struct Place {
  /// The old value's label.
  var lhsName: String?
  /// The new value's label (the old one's when it has none).
  var rhsName: String?
  /// What follows the pair's last line: `,` between siblings.
  var separator: String
  /// Spaces after the line markers.
  var indent: Int
  /// Whether the values are the diffed values themselves.
  var isRoot: Bool
}
