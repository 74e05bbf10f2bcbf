// What a case's payload is, from the same metadata `EnumMetadata` reads: its declared type,
// whether the case is `indirect`, and a copy of it taken out of a value. Composable's case paths
// (`/Action.case`) extract through these; ActionText's `EnumLayout` reads payload types with them.

extension EnumMetadata {
  /// The number of cases of `type`, with and without payload; 0 when it is not an enum.
  public static func caseCount(of type: Any.Type) -> Int {
    guard let descriptor = descriptor(of: type) else { return 0 }
    return payloadCaseCount(descriptor) + emptyCaseCount(descriptor)
  }

  /// Whether the enum `type` has case records (the compiler leaves them out when told not to
  /// emit reflection metadata): what the other readers here need.
  public static func hasCaseRecords(_ type: Any.Type) -> Bool {
    guard let descriptor = descriptor(of: type) else { return false }
    return relative(descriptor + 16) != nil
  }

  /// The case tag of `value`, a value of an enum (or `Optional`), by its value witness.
  public static func tag<Root>(of value: Root) -> UInt32 {
    let metadata = unsafeBitCast(Root.self, to: UnsafeRawPointer.self)
    return withUnsafePointer(to: value) {
      Witnesses(enumMetadata: metadata).getTag(UnsafeRawPointer($0), metadata)
    }
  }

  /// The declared type of case `tag`'s payload in the enum `type` (a payload of several values,
  /// or a labelled one, is a tuple type); `nil` for a case without payload, a `type` that is no
  /// enum, or a name the runtime does not resolve.
  public static func payloadType(of type: Any.Type, tag: UInt32) -> Any.Type? {
    guard let record = caseRecord(of: type, tag: tag), let name = relative(record + 4),
      let descriptor = descriptor(of: type)
    else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // A generic enum's arguments follow its kind and descriptor (the context flags' bit 7 says
    // it is generic).
    let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
    return _getTypeByMangledNameInContext(
      name.assumingMemoryBound(to: UInt8.self), UInt(mangledNameLength(name)),
      genericContext: descriptor,
      genericArguments: isGeneric ? metadata + 2 * MemoryLayout<Int>.size : nil)
  }

  /// Whether case `tag` of the enum `type` is `indirect` (its payload boxed on the heap);
  /// `nil` when `type` has no such case.
  public static func isIndirect(_ type: Any.Type, tag: UInt32) -> Bool? {
    // A case record begins with its flags; bit 0 is FieldRecordFlags::IsIndirectCase.
    caseRecord(of: type, tag: tag).map { $0.load(as: UInt32.self) & 1 != 0 }
  }

  /// The element types of a tuple type, `nil` for any other type. (Tuple metadata: the kind,
  /// the element count, the labels, then a type and an offset per element.)
  public static func tupleElements(of type: Any.Type) -> [Any.Type]? {
    guard kind(of: type) == .tuple else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let word = MemoryLayout<Int>.size
    let count = metadata.load(fromByteOffset: word, as: Int.self)
    return (0..<count).map { metadata.load(fromByteOffset: (3 + 2 * $0) * word, as: Any.Type.self) }
  }

  /// A copy of the payload of `value`, an enum value of case `tag` whose payload is a
  /// `payloadType` (stored in a heap box when `isIndirect`), taken out through the enum's
  /// witnesses and put back.
  public static func payload<Root>(
    of value: Root, tag: UInt32, as payloadType: Any.Type, isIndirect: Bool
  ) -> Any {
    let metadata = unsafeBitCast(Root.self, to: UnsafeRawPointer.self)
    let witnesses = Witnesses(enumMetadata: metadata)
    func load<Payload>(_: Payload.Type, from address: UnsafeRawPointer) -> Any {
      guard isIndirect else { return address.load(as: Payload.self) }
      // An indirect case holds a pointer to a box: a heap object header (two words), then the
      // payload.
      return address.load(as: UnsafeRawPointer.self)
        .load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: Payload.self)
    }
    var copy = value
    return withUnsafeMutableBytes(of: &copy) { bytes in
      let address = bytes.baseAddress!
      witnesses.project(address, metadata)
      defer { witnesses.inject(address, tag, metadata) }
      func open<Payload>(_ type: Payload.Type) -> Any { load(type, from: address) }
      return _openExistential(payloadType, do: open)
    }
  }

  /// The field record of case `tag` (records list the payload cases first, in tag order, as
  /// tags number them): flags, the payload's mangled type name, the case name.
  private static func caseRecord(of type: Any.Type, tag: UInt32) -> UnsafeRawPointer? {
    guard let descriptor = descriptor(of: type), let fields = relative(descriptor + 16) else {
      return nil
    }
    // Field descriptor: mangled type name, superclass, kind (2 bytes), record size (2 bytes),
    // record count (4 bytes), then the records.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < recordCount else { return nil }
    return fields + 16 + Int(tag) * recordSize
  }
}
