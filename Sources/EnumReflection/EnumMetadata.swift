// Enum layouts from the Swift runtime's type metadata: the one place store-shell reads them.
//
// Why this is written by hand: ActionText must know, for any `Decodable` enum, the names of all
// its cases without having a value of it (`Mirror` only names the case of a value you already
// have, and a case key path prints no case name on Linux); Composable's `/Action.case` must take
// a case's payload out of a value without swift-case-paths' `CasePaths` module, whose macros pull
// in swift-syntax (a first build ~2 minutes longer). The runtime keeps every enum's case names,
// payload types and value witnesses in its type metadata, in the layout the Swift ABI documents
// (docs/ABI/TypeMetadata.rst, include/swift/ABI/Metadata.h, Records.h, ValueWitness.def), the
// technique case-paths used for enum reflection. `EnumMetadataTests` (ActionTextTests) and
// `EnumLayoutAssumptionTests` (EnumReflectionTests) guard every offset read here (plain, mixed,
// generic, indirect and single-case enums, labelled and tuple payloads).

/// What the runtime's metadata says about enum types.
public enum EnumMetadata {
  /// The metadata kinds this reads (MetadataKind.def): a type's metadata begins with its kind
  /// (a class's begins with a pointer instead, which is none of them).
  public enum Kind: UInt, Sendable {
    case structure = 0x200
    case enumeration = 0x201
    case optional = 0x202
    case tuple = 0x301
  }

  /// The kind of `type`'s metadata, when it is one of ``Kind``.
  public static func kind(of type: Any.Type) -> Kind? {
    Kind(rawValue: unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self))
  }

  /// The nominal type descriptor of `type` when it is an enum (or `Optional`).
  static func descriptor(of type: Any.Type) -> UnsafeRawPointer? {
    let kind = kind(of: type)
    guard kind == .enumeration || kind == .optional else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Enum metadata: the kind, then a pointer to the type's context descriptor.
    return metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
  }

  /// Follows a 32-bit relative pointer stored at `field`.
  static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
  }

  /// Whether `type` is a tuple type.
  public static func isTuple(_ type: Any.Type) -> Bool { kind(of: type) == .tuple }

  /// Whether `type` is an enum (including `Optional`).
  public static func isEnum(_ type: Any.Type) -> Bool { descriptor(of: type) != nil }

  /// The case names of an enum type in tag order: the cases with a payload first, then the cases
  /// without one, each group in declaration order. `nil` when `type` is not an enum.
  public static func caseNames(of type: Any.Type) -> [String]? {
    // Enum descriptor: flags, parent, name, access function, fields (relative pointers, 4 bytes
    // each), then the payload case count (low 24 bits) and the empty case count.
    guard let descriptor = descriptor(of: type) else { return nil }
    let caseCount = payloadCaseCount(descriptor) + emptyCaseCount(descriptor)
    guard let fields = relative(descriptor + 16) else { return caseCount == 0 ? [] : nil }
    // Field descriptor: mangled type name, superclass, kind (2 bytes), record size (2 bytes),
    // record count (4 bytes), then records of flags, mangled type name and field name.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    guard recordCount == caseCount else { return nil }
    return (0..<recordCount).map { index in
      let record = fields + 16 + index * recordSize
      guard let name = relative(record + 8) else { return "" }
      return String(cString: name.assumingMemoryBound(to: CChar.self))
    }
  }

  /// Per case in tag order: its payload's mangled type name and whether the case is
  /// `indirect`, or `nil` for a case without payload. Empty when `metadata` is no enum's.
  public static func payloadFields(of metadata: UnsafeRawPointer)
    -> [(mangledName: UnsafeRawPointer, isIndirect: Bool)?]
  {
    guard let descriptor = descriptor(of: unsafeBitCast(metadata, to: Any.Type.self)),
      let fields = relative(descriptor + 16)
    else { return [] }
    // Field record: flags (bit 0: an indirect case), mangled type name, field name.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    return (0..<recordCount).map { index in
      let record = fields + 16 + index * recordSize
      guard let name = relative(record + 4) else { return nil }
      return (name, record.load(as: UInt32.self) & 1 != 0)
    }
  }

  /// An enum's value witnesses that read a value's case tag, take its payload out in place,
  /// and put the tag back (ValueWitness.def).
  public struct Witnesses: @unchecked Sendable {
    public typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
    public typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
    public typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

    /// Reads the case tag of the value at the first address.
    public let getTag: GetTag
    /// Turns the enum value at the first address into its payload, in place.
    public let project: Project
    /// Turns the payload at the first address into the enum value of the given tag, in place.
    public let inject: Inject

    /// The witnesses of the enum whose metadata is `metadata`: its value witness table sits
    /// just before the metadata, and the enum witnesses follow the table's eight functions,
    /// size, stride, flags and extra inhabitant count.
    public init(enumMetadata metadata: UnsafeRawPointer) {
      let word = MemoryLayout<UnsafeRawPointer>.size
      let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
      let enumWitnesses = 10 * word + 2 * 4
      getTag = witnesses.load(fromByteOffset: enumWitnesses, as: GetTag.self)
      project = witnesses.load(fromByteOffset: enumWitnesses + word, as: Project.self)
      inject = witnesses.load(fromByteOffset: enumWitnesses + 2 * word, as: Inject.self)
    }
  }

  /// The length in bytes of a mangled name, whose symbolic references (a byte 0x01–0x17 and a
  /// 32-bit relative address, or 0x18–0x1F and an absolute one) may hold zero bytes.
  public static func mangledNameLength(_ name: UnsafeRawPointer) -> Int {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0: return length
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + MemoryLayout<Int>.size
      default: length += 1
      }
    }
  }

  static func payloadCaseCount(_ descriptor: UnsafeRawPointer) -> Int {
    Int(descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF)
  }

  static func emptyCaseCount(_ descriptor: UnsafeRawPointer) -> Int {
    Int(descriptor.load(fromByteOffset: 24, as: UInt32.self))
  }

  /// Every value of an enum whose cases carry no payload, in declaration order; `nil` for any
  /// other type. Such an enum is stored as its case index in the smallest integer that holds it
  /// (no bytes at all for a single case), so each value is built from its index.
  public static func allCases<T>(of type: T.Type) -> [T]? {
    guard let descriptor = descriptor(of: type), payloadCaseCount(descriptor) == 0 else {
      return nil
    }
    let count = emptyCaseCount(descriptor)
    let expectedSize = count <= 1 ? 0 : count <= 0x100 ? 1 : count <= 0x1_0000 ? 2 : 4
    guard count > 0, MemoryLayout<T>.size == expectedSize else { return nil }
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
    defer { buffer.deallocate() }
    return (0..<count).map { index in
      buffer.storeBytes(of: UInt32(index).littleEndian, as: UInt32.self)
      return buffer.load(as: T.self)
    }
  }

  /// The name of the case `value` holds, as `print` shows it; `nil` when `T` is not an enum.
  public static func caseName<T>(of value: T) -> String? {
    guard isEnum(T.self), let name = _enumCaseName(value) else { return nil }
    return String(cString: name)
  }
}

extension EnumMetadata {
  /// The payload of an enum value's case, what `Mirror(reflecting: value).children.first` holds,
  /// read through the runtime entry points `Mirror` itself calls, without building a `Mirror`
  /// and its `AnyCollection` boxes (half of rendering an action). `nil` when the value has a
  /// custom mirror (`Mirror` would show that instead), is no enum, or its case has no payload.
  public static func payload<T>(of value: T) -> Any? {
    guard isEnum(T.self), !(value is any CustomReflectable),
      _reflectionChildCount(value, type: T.self) == 1
    else { return nil }
    var name: UnsafePointer<CChar>?
    var freeName: ReflectionNameFree?
    let child = _reflectionChild(of: value, type: T.self, index: 0, outName: &name, outFreeFunc: &freeName)
    freeName?(name)
    return child
  }
}

/// Frees a child's name that the runtime allocated.
private typealias ReflectionNameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

/// The runtime entry point behind `Mirror.children.count` (ReflectionMirror.swift).
@_silgen_name("swift_reflectionMirror_count")
private func _reflectionChildCount<T>(_ value: T, type: Any.Type) -> Int

/// The runtime entry point behind `Mirror.children[i]` (ReflectionMirror.swift).
@_silgen_name("swift_reflectionMirror_subscript")
private func _reflectionChild<T>(
  of value: T, type: Any.Type, index: Int,
  outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
  outFreeFunc: UnsafeMutablePointer<ReflectionNameFree?>
) -> Any

/// The runtime entry point the standard library's `print` uses to name an enum value's case.
@_silgen_name("swift_EnumCaseName")
private func _enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
