import EnumReflection
import Synchronization

// Written by hand: the reflection `/` starts from (`reflectedExtraction`, as swift-case-paths'
// `AnyCasePath(unsafe:)`) takes a lock, boxes the payload in `Any` and casts it back on every
// extraction (~1,400 instructions, most of a
// send through a pullback). The case paths `/Action.case` builds learn their case's tag on
// the first successful extraction and from then on compare tags and copy the payload out.

/// What a case path learned of its case: 0 until then, else the tag in the high 32 bits, bit 2
/// set when the payload can be read in place (see ``EnumCases/isStoredAsIs(_:tag:payload:)``),
/// bit 1 when it can be copied out through the enum's witnesses, bit 0 set. Written once (any
/// thread may race to write the same value), read without a lock.
@usableFromInline
final class LearnedCase: Sendable {
  @usableFromInline let word = Atomic<UInt64>(0)
  /// Before the case is learned: the tags (below 64) of values it was found not to be, a bit
  /// each.
  @usableFromInline let missed = Atomic<UInt64>(0)
  /// The learned case's tag when its payload is read in place, else `UInt32.max` (no case's):
  /// what a pullback compares an action's tag with, one test for the usual action.
  @usableFromInline let storedAsIsTag = Atomic<UInt32>(.max)

  @usableFromInline init() {}

  /// What was learned so far (see above).
  @inlinable var known: UInt64 { word.load(ordering: .relaxed) }

  /// The learned case's tag if its payload is read in place, else `UInt32.max`.
  @inlinable var asIsTag: UInt32 { storedAsIsTag.load(ordering: .relaxed) }

  @inlinable static func tag(_ word: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: word >> 32) }
  @inlinable static func isInline(_ word: UInt64) -> Bool { word & 2 != 0 }
  @inlinable static func isStoredAsIs(_ word: UInt64) -> Bool { word & 4 != 0 }

  /// Learns the case of `root`, a value from which the case path extracted a `Value`.
  @usableFromInline
  func learn<Root, Value>(from root: Root, of cases: EnumCases, payload: Value.Type) {
    let tag = cases.tag(of: root)
    let inline = cases.holdsInline(tag: tag, payload: Value.self)
    let asIs = inline && cases.isStoredAsIs(root, tag: tag, payload: Value.self)
    word.store(UInt64(tag) << 32 | (asIs ? 4 : 0) | (inline ? 2 : 0) | 1, ordering: .relaxed)
    if asIs { storedAsIsTag.store(tag, ordering: .relaxed) }
  }
}

/// An enum type's runtime metadata: the value witnesses that read a value's case tag and
/// take its payload out (and put it back), and the case records.
@usableFromInline
struct EnumCases: @unchecked Sendable {
  @usableFromInline typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline
  typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline
  typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let getTag: GetTag
  @usableFromInline let project: Project
  @usableFromInline let inject: Inject

  /// The metadata of `type` if it is an enum (not an `Optional`, whose case paths extract
  /// through the wrapped value).
  @usableFromInline
  init?(_ type: Any.Type) {
    guard EnumMetadata.kind(of: type) == .enumeration else { return nil }
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    self.metadata = metadata
    let witnesses = EnumMetadata.Witnesses(enumMetadata: metadata)
    getTag = witnesses.getTag
    project = witnesses.project
    inject = witnesses.inject
  }

  /// Whether the enum has one case only (its tag is then always 0).
  @usableFromInline
  var hasOneCase: Bool {
    EnumMetadata.caseCount(of: unsafeBitCast(metadata, to: Any.Type.self)) == 1
  }

  /// Stands in for the witnesses of a case path no extractor learns for: its tag reads 0,
  /// which never matches (nothing is learned for it, so its learned tag stays `UInt32.max`),
  /// and it takes no payload out.
  @usableFromInline
  static let unlearnable = EnumCases(
    metadata: UnsafeRawPointer(bitPattern: 1)!, getTag: { _, _ in 0 }, project: { _, _ in },
    inject: { _, _, _ in })

  private init(metadata: UnsafeRawPointer, getTag: GetTag, project: Project, inject: Inject) {
    self.metadata = metadata
    self.getTag = getTag
    self.project = project
    self.inject = inject
  }

  /// The case tag of `value`, a value of this enum.
  ///
  /// The pointers to copies made here are `_withUnprotected…`: the witnesses only read and
  /// write within the value, and a protected pointer sets up a stack guard on every action.
  @inlinable
  func tag<Root>(of value: Root) -> UInt32 {
    _withUnprotectedUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// A copy of the payload of `value`, whose case (`tag`) stores a `Value` inline.
  @inlinable
  func payload<Root, Value>(of value: Root, tag: UInt32, as _: Value.Type) -> Value {
    var value = value
    return _withUnprotectedUnsafeMutableBytes(of: &value) { bytes in
      let address = bytes.baseAddress!
      project(address, metadata)
      defer { inject(address, tag, metadata) }
      return address.load(as: Value.self)
    }
  }

  /// The payload of `root` by what a case path learned (`known`, not 0): `nil` for another
  /// case, a copy of the payload for the learned one, `otherwise(root)` when it is not inline.
  @inlinable @inline(__always)
  func extract<Root, Value>(
    from root: Root, known: UInt64, as _: Value.Type, otherwise: (Root) -> Value?
  ) -> Value? {
    let tag = tag(of: root)
    guard tag == LearnedCase.tag(known) else { return nil }
    if LearnedCase.isStoredAsIs(known) { return Self.payloadAsIs(of: root, as: Value.self) }
    guard LearnedCase.isInline(known) else { return otherwise(root) }
    return payload(of: root, tag: tag, as: Value.self)
  }

  /// Whether the payload of `value` (of case `tag`, inline, a `Value`) is stored as is: when
  /// taking it out through the witnesses leaves its bytes as they are. The bits that a
  /// multi-payload enum borrows from a payload to store the case depend on the case alone, so
  /// what holds for one value of a case holds for all of them (a single-payload enum never
  /// borrows any).
  @usableFromInline
  func isStoredAsIs<Root, Value>(_ value: Root, tag: UInt32, payload: Value.Type) -> Bool {
    let size = MemoryLayout<Value>.size
    guard size <= MemoryLayout<Root>.size else { return false }
    var before = value
    return withUnsafeBytes(of: &before) { original in
      var copy = value
      return withUnsafeMutableBytes(of: &copy) { bytes in
        project(bytes.baseAddress!, metadata)
        defer { inject(bytes.baseAddress!, tag, metadata) }
        return bytes.prefix(size).elementsEqual(original.prefix(size))
      }
    }
  }

  /// A copy of the payload of `value`, stored as is at its start.
  @inlinable @inline(__always)
  static func payloadAsIs<Root, Value>(of value: Root, as _: Value.Type) -> Value {
    _withUnprotectedUnsafeBytes(of: value) { $0.load(as: Value.self) }
  }

  /// Whether case `tag` stores its payload inline (not `indirect`), as a `Value` (a case
  /// without payload holds a `Void`).
  @usableFromInline
  func holdsInline<Value>(tag: UInt32, payload: Value.Type) -> Bool {
    let type = unsafeBitCast(metadata, to: Any.Type.self)
    return (EnumMetadata.payloadType(of: type, tag: tag) ?? Void.self) == Value.self
      && EnumMetadata.isIndirect(type, tag: tag) == false
  }
}
