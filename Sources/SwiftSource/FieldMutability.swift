// Which stored properties of a struct are `var`, from the Swift runtime's type metadata.
//
// Why this is written by hand: an exported test assigns changed fields (`$0.counter.count = 1`),
// which compiles only for `var` properties; a `let` field (`GameResult.counter`) must be written
// by assigning the value that holds it. `Mirror` lists stored properties but not whether they
// are `let`. The runtime's field descriptors say it (the `IsVar` flag of each field record, in
// the layout of docs/ABI/TypeMetadata.rst and RemoteInspection/Records.h), as ActionText's
// `EnumMetadata` reads enum case names from the same records.

/// Whether the stored properties of struct types are `var`.
package enum FieldMutability {
  private static let structKind = 0x200
  /// FieldRecordFlags::IsVar.
  private static let isVarFlag: UInt32 = 0x2

  /// The names of the `var` stored properties of `type`, or `nil` when `type` is not a struct
  /// whose metadata can be read.
  package static func variableFields(of type: Any.Type) -> Set<String>? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == structKind else { return nil }
    // Struct metadata: the kind, then a pointer to the type's context descriptor.
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    // Struct descriptor: flags, parent, name, access function, fields (relative pointers).
    guard let fields = relative(descriptor + 16) else { return [] }
    // Field descriptor: mangled type name, superclass, kind (2 bytes), record size (2 bytes),
    // record count (4 bytes), then records of flags, mangled type name and field name.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordSize >= 12 else { return nil }
    var names: Set<String> = []
    for index in 0..<recordCount {
      let record = fields + 16 + index * recordSize
      let flags = record.load(as: UInt32.self)
      guard flags & isVarFlag != 0, let name = relative(record + 8) else { continue }
      names.insert(String(cString: name.assumingMemoryBound(to: CChar.self)))
    }
    return names
  }

  /// Follows a 32-bit relative pointer stored at `field`.
  private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
  }
}
