import Foundation

extension StateDiffer {
  /// Appends the diff of two values of a plain struct type read through `structFields`;
  /// `false` (nothing appended) when either value is not of that type.
  ///
  /// custom-dump's diff of two structs, as ``childrenDifference(_:_:at:pairs:mirrors:layout:into:)``
  /// writes it from their mirrors, without the mirrors: the fields are all compared first (all
  /// equal: both values folded); then `Type(`, every shown field diffed or folded in turn, and
  /// `)`. A plain struct never has a single field, and two values of one type have the same
  /// labels, so no field is removed, inserted or printed whole for being alone.
  func writeFields(
    _ lhs: Any, _ rhs: Any, _ structFields: StructFields, at place: Place,
    into out: inout DiffBuffer
  ) throws -> Bool {
    try structFields.withStorage(lhs, rhs) { lhsStorage, rhsStorage in
      try writeFields(
        lhsStorage, rhsStorage, structFields, boxed: { (lhs, rhs) }, at: place, into: &out)
    }
  }

  /// Appends the diff of `lhs` and `rhs`, the diffed values themselves (custom-dump's root: no
  /// label, no separator); `false`, and nothing appended, when they are equal (custom-dump's
  /// equality: ``MirrorEquality``).
  ///
  /// Generic rather than boxed: a state of a plain struct type is compared with its own `==` and
  /// walked field by field where it is stored. Boxed in `Any` (a heap box for a state of more
  /// than three words) and read back out by the equality and the field walk, the demo game's
  /// state was copied four times a diff, each copy retaining and releasing every reference
  /// inside it.
  func writeRoot<Value>(_ lhs: Value, _ rhs: Value, into out: inout DiffBuffer) throws -> Bool {
    let place = Place(lhsName: nil, rhsName: nil, separator: "", indent: 0, isRoot: true)
    guard let structFields = StructFields.of(Value.self, lhs) else {
      guard !MirrorEquality.areEqual(lhs, rhs) else { return false }
      try write(
        lhs, rhs, lhsName: nil, rhsName: nil, separator: "", indent: 0, isRoot: true,
        known: .equal(false), into: &out)
      return true
    }
    return try withUnsafeBytes(of: lhs) { lhsBytes in
      try withUnsafeBytes(of: rhs) { rhsBytes in
        let lhsStorage = lhsBytes.baseAddress!
        let rhsStorage = rhsBytes.baseAddress!
        let isEqual =
          structFields.isEqual?(lhsStorage, rhsStorage) ?? MirrorEquality.areEqual(lhs, rhs)
        guard !isEqual else { return false }
        try writeFields(
          lhsStorage, rhsStorage, structFields, boxed: { (lhs, rhs) }, at: place, into: &out)
        return true
      }
    }
  }

  /// ``writeFields(_:_:_:at:into:)`` on the values' storage. A field is boxed only to be
  /// dumped by custom-dump or diffed by the general walk: a field that is a plain struct itself
  /// is walked in place, and the fields whose text ``FieldText`` knows are written from their
  /// storage. `boxed` gives the two values boxed, for the rare case of all fields equal.
  private func writeFields(
    _ lhsStorage: UnsafeRawPointer, _ rhsStorage: UnsafeRawPointer,
    _ structFields: StructFields, boxed: () -> (Any, Any), at place: Place,
    into out: inout DiffBuffer
  ) throws {
    let fields = structFields.fields
    // The comparisons on the stack: a struct has few fields, and a diff visits it every step.
    try withUnsafeTemporaryAllocation(
      of: StructFields.FieldComparison.self, capacity: fields.count
    ) { comparisons in
      var allEqual = true
      for index in fields.indices {
        let comparison = structFields.compare(fields[index], lhsStorage, rhsStorage)
        allEqual = allEqual && comparison.isEqual
        comparisons.initializeElement(at: index, to: comparison)
      }
      defer { _ = comparisons.baseAddress!.deinitialize(count: fields.count) }
      if allEqual {
        let (lhs, rhs) = boxed()
        return try foldedPair(lhs, rhs, at: place, into: &out)
      }
      DiffLines.append(
        structFields.typeName, marker: format.both, indent: place.indent, label: place.rhsName,
        separator: "(", to: &out)
      out.appendNewline()
      let childIndent = place.indent + 2
      for index in fields.indices {
        let field = fields[index]
        guard field.isShown else { continue }
        let separator = index == structFields.lastShownIndex ? "" : ","
        if comparisons[index].isEqual {
          try writeUnchanged(
            field, lhsStorage, indent: childIndent, separator: separator, into: &out)
        } else {
          try writeChanged(
            field, lhsStorage, rhsStorage, comparisons[index],
            at: fieldPlace(of: field, indent: childIndent, separator: separator), into: &out)
        }
        out.appendNewline()
      }
      DiffLines.append(
        ")", marker: format.both, indent: place.indent, label: nil, separator: place.separator,
        to: &out)
    }
  }

  /// An unchanged field, folded: from its storage when its text is known, boxed otherwise.
  ///
  /// (Its label is written from the field: a ``Place`` for it, made for the rare fields boxed,
  /// would copy the label twice, a retain and a release each, for most fields of every step.)
  private func writeUnchanged(
    _ field: StructFields.Field, _ storage: UnsafeRawPointer, indent: Int, separator: String,
    into out: inout DiffBuffer
  ) throws {
    let text: String
    switch field.text.unchanged(in: storage) {
    case .text(let unchanged):
      text = unchanged
    case .uuid(let offset):
      return DiffLines.append(
        marker: format.both, indent: indent, label: field.printedLabel, separator: separator,
        to: &out
      ) { UUIDDescription.write(uuid: (storage + offset).load(as: UUID.self), into: &$0) }
    case .boxed:
      return try unchanged(
        field.value(storage), at: fieldPlace(of: field, indent: indent, separator: separator),
        into: &out)
    }
    DiffLines.append(
      text, marker: format.both, indent: indent, label: field.printedLabel,
      separator: separator, to: &out)
  }

  /// Where `field` of a struct is printed.
  private func fieldPlace(of field: StructFields.Field, indent: Int, separator: String) -> Place {
    Place(
      lhsName: field.printedLabel, rhsName: field.printedLabel, separator: separator,
      indent: indent, isRoot: false)
  }

  /// A changed field: walked in place when it is a plain struct read through its fields, both
  /// descriptions when it is a leaf (custom-dump prints it whole), the general walk otherwise.
  private func writeChanged(
    _ field: StructFields.Field, _ lhsStorage: UnsafeRawPointer, _ rhsStorage: UnsafeRawPointer,
    _ comparison: StructFields.FieldComparison, at place: Place, into out: inout DiffBuffer
  ) throws {
    if comparison.elements == nil, let nested = field.nested {
      let offset = field.offset
      return try writeFields(
        lhsStorage + offset, rhsStorage + offset, nested,
        boxed: { (field.value(lhsStorage), field.value(rhsStorage)) }, at: place, into: &out)
    }
    if let (lhsText, rhsText) = field.text.descriptions(lhsStorage, rhsStorage) {
      return wholeTexts(lhsText, rhsText, at: place, into: &out)
    }
    if let offset = field.text.uuidOffset {
      // Each description written in place.
      return wholeLines(at: place, into: &out) { isNew, _, out in
        let storage = isNew ? rhsStorage : lhsStorage
        UUIDDescription.write(uuid: (storage + offset).load(as: UUID.self), into: &out)
      }
    }
    try write(
      field.value(lhsStorage), field.value(rhsStorage), lhsName: place.lhsName,
      rhsName: place.rhsName, separator: place.separator, indent: place.indent, isRoot: false,
      known: comparison.known, into: &out)
  }
}
