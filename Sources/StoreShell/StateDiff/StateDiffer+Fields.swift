extension StateDiffer {
  /// Two values of a plain struct type read through ``StructFields``: custom-dump's diff of
  /// two structs, as ``childrenDifference(_:_:at:pairs:mirrors:layout:)`` writes it from their
  /// mirrors, without the mirrors. The fields are all compared first (all equal: both values
  /// folded); then `Type(`, every shown field diffed or folded in turn, and `)`. A plain
  /// struct never has a single field, and two values of one type have the same labels, so no
  /// field is removed, inserted or printed whole for being alone.
  func fieldsDifference(
    _ lhs: Any, _ rhs: Any, at place: Place, typeName: String,
    fields: [StructFields.FieldPair]
  ) throws -> String {
    if fields.allSatisfy(\.isEqual) {
      return try foldedPair(lhs, rhs, at: place)
    }
    let shown = fields.filter(\.isShown)
    let childIndent = place.indent + 2
    let marker = format.both + " "
    var out = DiffText.prefixingLines(
      of: DiffText.indenting(DiffText.label(place.rhsName) + typeName + "(", by: place.indent),
      with: marker) + "\n"
    for (offset, field) in shown.enumerated() {
      out += try difference(
        field.lhs, field.rhs, lhsName: field.label, rhsName: field.label,
        separator: offset == shown.count - 1 ? "" : ",", indent: childIndent, isRoot: false,
        known: field.known)
      out += "\n"
    }
    out += DiffText.prefixingLines(of: DiffText.indenting(")", by: place.indent), with: marker)
    out += place.separator
    return out
  }
}
