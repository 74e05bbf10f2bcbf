import CasePathsCore
import Synchronization

// Written by hand: a pullback receives its action's case path as an `AnyCasePath`, whose
// extraction is an opaque closure (reached through `AnyCasePath`'s unspecialized `extract`
// and a reabstraction thunk, ~70 instructions a level). The case paths `/Action.case` builds
// are recorded here with their `CaseExtractor`, so that a pullback given one runs the
// extractor's specialized fast path inline instead.

/// The `CaseExtractor`s behind the case paths `/` built, found again from the case path value.
///
/// A case path is recognized by its bytes (its two closures: function pointers and contexts).
/// An entry holds weakly a token that only the case path's extraction closure holds: while
/// the token is alive, the closure context at that address is still the one the entry was
/// made for, and bytes equal to the key are that case path's. (The extractor itself is never
/// referenced weakly: an object with a weak reference takes the slow path on every retain.)
@usableFromInline
enum KnownCasePaths {
  struct Key: Hashable {
    let words: [UInt]
  }

  /// What the case path's extraction closure holds, so that its entry lives as long as it.
  @usableFromInline
  final class Token: Sendable {
    @usableFromInline init() {}
  }

  struct Entry {
    weak var token: Token?
    let extractor: any Sendable
  }

  private static let table = Mutex<(entries: [Key: Entry], sweepAt: Int)>(([:], 64))

  /// Records that `path`'s extraction is `extractor`'s.
  @usableFromInline
  static func register<Root, Value>(
    _ path: AnyCasePath<Root, Value>, _ extractor: CaseExtractor<Root, Value>, token: Token
  ) {
    guard let key = key(of: path) else { return }
    table.withLock { table in
      table.entries[key] = Entry(token: token, extractor: extractor)
      guard table.entries.count >= table.sweepAt else { return }
      table.entries = table.entries.filter { $0.value.token != nil }
      table.sweepAt = max(64, 2 * table.entries.count)
    }
  }

  /// The extractor of `path`, if `/` built it.
  @usableFromInline
  static func extractor<Root, Value>(of path: AnyCasePath<Root, Value>) -> CaseExtractor<Root, Value>? {
    guard let key = key(of: path) else { return nil }
    return table.withLock { table in
      guard let entry = table.entries[key], entry.token != nil else { return nil }
      return entry.extractor as? CaseExtractor<Root, Value>
    }
  }

  private static func key<Root, Value>(of path: AnyCasePath<Root, Value>) -> Key? {
    let word = MemoryLayout<UInt>.size
    // Two thick closures; anything else is not a layout this recognizes.
    guard MemoryLayout<AnyCasePath<Root, Value>>.size == 4 * word else { return nil }
    return withUnsafeBytes(of: path) { bytes in
      Key(words: (0..<4).map { bytes.load(fromByteOffset: $0 * word, as: UInt.self) })
    }
  }
}
