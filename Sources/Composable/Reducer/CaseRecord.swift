import CasePathsCore
import Synchronization

// Written by hand: swift-case-paths' `/` (and `AnyCasePath(unsafe:)`) reflects on every
// extraction, and a case path is a pair of opaque closures, so nothing a reducer learns of it
// outlives the value. A feature's `body` is evaluated at every action (as in TCA), so a
// `Scope(state: \.child, action: /Action.child)` is a new case path at every send: what it
// learns must be found again from the next one, cheaply.

/// What a case path `/` built knows of its case: the enum's witnesses, the case learned on the
/// first successful extraction (and the cases it missed before), and the reflected extraction
/// that learned them.
///
/// The case path's extraction closure captures this object and nothing else, so that (in
/// optimized code) the object is the closure's context: a reducer given the case path finds it
/// again from the case path's bytes (``of(_:)``), and runs the learned extraction inline.
///
/// In optimized code, `/Action.child` passes a function without context (one per place it is
/// written): the record of that function is kept (``CaseRecords``) and every case path built
/// there again shares it, so that what it learned at the first action holds at the next. Not
/// generic, so that recognizing one is a comparison with one metadata pointer.
@usableFromInline
final class CaseRecord: @unchecked Sendable {
  @usableFromInline let cases: EnumCases
  @usableFromInline let learned = LearnedCase()
  /// Whether the enum has one case only (every value's tag is then 0, known without its
  /// witness).
  @usableFromInline let isOnlyCase: Bool
  /// The reflected extraction, a `@Sendable (Root) -> Value?` of the case path's types.
  let reflected: any Sendable
  /// The key it is kept under: the metadata of the case path's `Root` and `Value` and the
  /// embedding function, when that function has no context (else `nil`: not kept).
  let key: Key?

  struct Key: Equatable {
    let root: UnsafeRawPointer
    let value: UnsafeRawPointer
    let embed: UnsafeRawPointer
  }

  init(cases: EnumCases, reflected: any Sendable, key: Key?) {
    self.cases = cases
    self.isOnlyCase = cases.hasOneCase
    self.reflected = reflected
    self.key = key
  }

  /// The record of the case path `embed` builds, kept under `embedFunction` when given (one
  /// made by another thread at the same time may be returned instead); `nil` when `Root` is not
  /// an enum (an `Optional` is not one here: its case paths extract through the wrapped value).
  @usableFromInline
  static func make<Root, Value>(
    _ embed: @escaping @Sendable (Value) -> Root, embedFunction: UnsafeRawPointer?
  ) -> CaseRecord? {
    guard let cases = EnumCases(Root.self) else { return nil }
    let key = embedFunction.map {
      Key(root: metadata(Root.self), value: metadata(Value.self), embed: $0)
    }
    let record = CaseRecord(cases: cases, reflected: reflectedExtraction(embed), key: key)
    guard key != nil else { return record }
    return CaseRecords.keep(record)
  }

  /// The record behind `path`, if `/` built it in code where its closure's context is the
  /// record (optimized code; elsewhere the context also holds generic metadata).
  @inlinable @inline(__always)
  static func of<Root, Value>(_ path: AnyCasePath<Root, Value>) -> CaseRecord? {
    unretained(of: path)?.takeUnretainedValue()
  }

  /// ``of(_:)``, unretained (`path` holds it).
  @inlinable @inline(__always)
  static func unretained<Root, Value>(
    of path: AnyCasePath<Root, Value>
  ) -> Unmanaged<CaseRecord>? {
    let word = MemoryLayout<UInt>.size
    // Two thick closures, `embed` then `extract`; anything else is not a layout this reads.
    guard MemoryLayout<AnyCasePath<Root, Value>>.size == 4 * word else { return nil }
    return withUnsafeBytes(of: path) { bytes in
      guard
        let context = bytes.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self),
        context.load(as: UnsafeRawPointer.self) == metadata(CaseRecord.self)
      else { return nil }
      return Unmanaged<CaseRecord>.fromOpaque(context)
    }
  }

  /// The payload of `root` if it is of the case: by the learned case once known, else by
  /// reflection (which learns it).
  @inlinable @inline(__always)
  func extract<Root, Value>(from root: Root, as _: Value.Type) -> Value? {
    let known = learned.known
    guard known != 0 else {
      // A case path that has not matched yet (a sibling's pullback or scope) fails at once,
      // specialized here, for a case it already missed, without entering the generic `learn`.
      let missed = learned.missed.load(ordering: .relaxed)
      if missed != 0 {
        let tag = isOnlyCase ? 0 : cases.tag(of: root)
        if tag < 64, missed & (1 << UInt64(tag)) != 0 { return nil }
      }
      return learn(from: root, as: Value.self)
    }
    return cases.extract(from: root, known: known, as: Value.self) {
      self.reflect($0, as: Value.self)
    }
  }

  /// The first extractions: by reflection, learning the case's tag when one succeeds, and
  /// the tags of the other cases it met (a failed extraction fails for every value of its
  /// case: a case path that never matches, as a sibling's scope, reflects once a case).
  @usableFromInline
  func learn<Root, Value>(from root: Root, as _: Value.Type) -> Value? {
    let tag = isOnlyCase ? 0 : cases.tag(of: root)
    let bit: UInt64 = tag < 64 ? 1 << UInt64(tag) : 0
    if learned.missed.load(ordering: .relaxed) & bit != 0 { return nil }
    guard let value = reflect(root, as: Value.self) else {
      learned.missed.bitwiseOr(bit, ordering: .relaxed)
      return nil
    }
    learned.learn(from: root, of: cases, payload: Value.self)
    return value
  }

  /// The reflected extraction of `root`'s payload.
  @usableFromInline
  func reflect<Root, Value>(_ root: Root, as _: Value.Type) -> Value? {
    (reflected as! @Sendable (Root) -> Value?)(root)
  }
}

/// The metadata pointer of `type`.
@usableFromInline @inline(__always)
func metadata(_ type: Any.Type) -> UnsafeRawPointer {
  unsafeBitCast(type, to: UnsafeRawPointer.self)
}
