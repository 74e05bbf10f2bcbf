import CustomDump

/// The recursive walk behind ``StateDiff``: custom-dump's diff rules, shape by shape.
///
/// ``write(_:_:lhsName:rhsName:separator:indent:isRoot:known:into:)`` appends the text of one
/// pair of values to the diff being built, as custom-dump's diff prints the same pair at the
/// same place: `name` labels, `indent` spaces after the markers, `separator` (`,` between
/// siblings) at the end, and no final newline. The whole diff is one string that every level
/// writes into (``DiffLines``), no level making a string of its own. Unchanged values print
/// folded (`Name(…)`); values of another type, of a custom description, or of different enum
/// cases print whole, old then new; structs, tuples, enum payloads, collections, sets,
/// dictionaries and multi-line strings print their children (see `StateDiffer+Children.swift`,
/// and `StateDiffer+Fields.swift` for plain structs read in place).
struct StateDiffer {
  /// The line markers.
  let format: DiffFormat

  /// The diff of `lhs` and `rhs` as a string of its own: ``write(_:_:lhsName:rhsName:separator:indent:isRoot:known:into:)``
  /// into a new string.
  func difference(
    _ lhs: Any, _ rhs: Any, lhsName: String?, rhsName: String?, separator: String, indent: Int,
    isRoot: Bool, known: KnownComparison
  ) throws -> String {
    var out = DiffBuffer()
    try write(
      lhs, rhs, lhsName: lhsName, rhsName: rhsName, separator: separator, indent: indent,
      isRoot: isRoot, known: known, into: &out)
    return out.text
  }

  /// Appends the diff of `lhs` and `rhs` to `out`; `known` is what the caller already knows of
  /// them.
  func write(
    _ lhs: Any, _ rhs: Any, lhsName: String?, rhsName: String?, separator: String, indent: Int,
    isRoot: Bool, known: KnownComparison, into out: inout DiffBuffer
  ) throws {
    let rhsName = rhsName ?? lhsName
    let place = Place(
      lhsName: lhsName, rhsName: rhsName, separator: separator, indent: indent, isRoot: isRoot)
    if lhsName == rhsName, known.isEqual ?? MirrorEquality.areEqual(lhs, rhs) {
      return try unchanged(lhs, at: place, into: &out)
    }
    if known.elements == nil, let structFields = StructFields.of(lhs),
      try writeFields(lhs, rhs, structFields, at: place, into: &out)
    {
      return
    }
    // Arrays already compared (`known.elements`) are neither leaves nor dictionaries.
    if known.elements == nil {
      switch TypeShape.of(lhs) {
      case .described, .customDescription:
        // Leaves: custom-dump prints them whole (as below, after the mirrors).
        if type(of: lhs) == type(of: rhs) {
          return try whole(lhs, rhs, at: place, types: (type(of: lhs), type(of: rhs)), into: &out)
        }
      default:
        break
      }
      if let changes = known.dictionaryChanges ?? DictionaryChanges.of(lhs, rhs),
        let text = try dictionaryDifference(changes, at: place)
      {
        out += text
        return
      }
    }
    if var elements = known.elements ?? ArrayElementCollections.pairs(lhs, rhs) {
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &elements, mirrors: nil, layout: .collection, into: &out)
    }

    let lhsMirror = Reflection.mirror(lhs)
    let rhsMirror = Reflection.mirror(rhs)
    let types = (lhsMirror.subjectType, rhsMirror.subjectType)
    guard types.0 == types.1 else {
      return try whole(lhs, rhs, at: place, types: types, into: &out)
    }
    if lhs is any CustomDumpStringConvertible, rhs is any CustomDumpStringConvertible {
      return try whole(lhs, rhs, at: place, types: types, into: &out)
    }
    if lhs is any _CustomDiffObject, rhs is any _CustomDiffObject {
      throw StateDiffFallback(reason: "custom diff object \(types.0)")
    }
    if let lhs = lhs as? any CustomDumpRepresentable,
      let rhs = rhs as? any CustomDumpRepresentable
    {
      return try write(
        lhs.customDumpValue, rhs.customDumpValue, lhsName: lhsName, rhsName: rhsName,
        separator: separator, indent: indent, isRoot: isRoot, known: .unknown, into: &out)
    }
    if lhsMirror.displayStyle == .class || rhsMirror.displayStyle == .class {
      throw StateDiffFallback(reason: "object of \(types.0)")
    }

    switch (lhsMirror.displayStyle, rhsMirror.displayStyle) {
    case (.collection?, .collection?):
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .identityOrEquality, labelling: .position)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror), layout: .collection,
        into: &out)

    case (.dictionary?, .dictionary?):
      let isUnordered = Reflection.isUnordered(lhsMirror.subjectType)
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .dictionaryKey,
        ordering: isUnordered ? .sortedByDump : .mirror, labelling: .dictionaryKey)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .dictionary(isSorted: isUnordered), into: &out)

    case (.enum?, .enum?):
      return try enumDifference(lhs, rhs, lhsMirror, rhsMirror, at: place, into: &out)

    case (.optional?, .optional?):
      guard
        let lhsWrapped = lhsMirror.children.first?.value,
        let rhsWrapped = rhsMirror.children.first?.value
      else { return try whole(lhs, rhs, at: place, types: types, into: &out) }
      return try write(
        lhsWrapped, rhsWrapped, lhsName: lhsName, rhsName: rhsName, separator: separator,
        indent: indent, isRoot: isRoot, known: .unknown, into: &out)

    case (.set?, .set?):
      let isUnordered = Reflection.isUnordered(lhsMirror.subjectType)
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .identityOrEquality,
        ordering: isUnordered ? .sortedByDump : .mirror, labelling: .mirror)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .set(isSorted: isUnordered), into: &out)

    case (.struct?, .struct?):
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .label, labelling: .mirror,
        isIncluded: { Reflection.includesChild(labelled: $0.label, of: lhs) })
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .fields(prefix: "\(DumpRenderer.typeName(lhsMirror.subjectType))("), into: &out)

    case (.tuple?, .tuple?):
      var pairs = MirrorChildPairs(
        lhsMirror, rhsMirror, matching: .label, labelling: .withoutTuplePositions)
      return try childrenDifference(
        lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsMirror, rhsMirror),
        layout: .fields(prefix: "("), into: &out)

    default:
      if try MultilineText.write(lhs, rhs, at: place, differ: self, into: &out) {
        return
      }
      return try whole(lhs, rhs, at: place, types: types, into: &out)
    }
  }

  /// An unchanged value: its folded dump (`name: Type(…)`), unmarked.
  func unchanged(_ value: Any, at place: Place, into out: inout DiffBuffer) throws {
    try writeDump(
      value, name: place.rhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: 0,
      marker: format.both, separator: place.separator, into: &out)
  }

  /// Both values in full, old then new; with their types when their dumps read the same.
  func whole(
    _ lhs: Any, _ rhs: Any, at place: Place, types: (Any.Type, Any.Type), into out: inout DiffBuffer
  ) throws {
    if types.0 == types.1,
      let lhsText = DumpRenderer.nativeText(of: lhs, isRoot: place.isRoot, maxDepth: .max),
      let rhsText = DumpRenderer.nativeText(of: rhs, isRoot: place.isRoot, maxDepth: .max)
    {
      // What `DumpRenderer.dump` would make of them, written in place (of one type, they need
      // no `as`).
      wholeTexts(lhsText, rhsText, at: place, into: &out)
      return
    }
    var lhsDump = try DumpRenderer.dump(
      lhs, name: place.lhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max)
    var rhsDump = try DumpRenderer.dump(
      rhs, name: place.rhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max)
    if lhsDump == rhsDump, types.0 != types.1 {
      lhsDump += " as \(DumpRenderer.typeName(types.0))"
      rhsDump += " as \(DumpRenderer.typeName(types.1))"
    }
    DiffLines.appendDump(lhsDump, marker: format.first, separator: place.separator, to: &out)
    out.appendNewline()
    DiffLines.appendDump(rhsDump, marker: format.second, separator: place.separator, to: &out)
  }

  /// Two values of one type printed whole from their texts (before label and indentation).
  func wholeTexts(
    _ lhsText: String, _ rhsText: String, at place: Place, into out: inout DiffBuffer
  ) {
    wholeLines(at: place, into: &out) { isNew, marker, out in
      out.append(isNew ? rhsText : lhsText, lineMarker: marker, indent: place.indent)
    }
  }

  /// Two values of one type printed whole, the old then the new, each text written into `out`
  /// by `writeText` (told whether it is the new one's, and its lines' marker) after the label.
  func wholeLines(
    at place: Place, into out: inout DiffBuffer,
    writingText writeText: (_ isNew: Bool, _ marker: String, inout DiffBuffer) -> Void
  ) {
    DiffLines.append(
      marker: format.first, indent: place.indent, label: place.lhsName,
      separator: place.separator, to: &out
    ) { writeText(false, format.first, &$0) }
    out.appendNewline()
    DiffLines.append(
      marker: format.second, indent: place.indent, label: place.rhsName,
      separator: place.separator, to: &out
    ) { writeText(true, format.second, &$0) }
  }

  /// Two enum values: the payloads of the same case, child by child; different cases whole.
  private func enumDifference(
    _ lhs: Any, _ rhs: Any, _ lhsMirror: Mirror, _ rhsMirror: Mirror, at place: Place,
    into out: inout DiffBuffer
  ) throws {
    guard
      let lhsCase = lhsMirror.children.first,
      let rhsCase = rhsMirror.children.first,
      let caseName = lhsCase.label,
      caseName == rhsCase.label
    else {
      return try whole(
        lhs, rhs, at: place, types: (lhsMirror.subjectType, rhsMirror.subjectType), into: &out)
    }
    let lhsPayload = Self.payloadMirror(of: lhs, lhsCase.value)
    let rhsPayload = Self.payloadMirror(of: rhs, rhsCase.value)
    let typePrefix = place.isRoot ? DumpRenderer.typeName(lhsMirror.subjectType) : ""
    var pairs = MirrorChildPairs(
      lhsPayload, rhsPayload, matching: .label, labelling: .withoutTuplePositions)
    return try childrenDifference(
      lhs, rhs, at: place, pairs: &pairs, mirrors: (lhsPayload, rhsPayload),
      layout: .fields(prefix: "\(typePrefix).\(caseName)("), into: &out)
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
