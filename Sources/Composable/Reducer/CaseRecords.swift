import Synchronization

// Written by hand: no library of the field keeps values by a function's address, read without
// a lock (a `Mutex` around a `Dictionary` costs more than the rest of a `Scope`'s send).

/// The ``CaseRecord``s of the case paths `/` built from a function without context, by the
/// function's address and the case path's types: an open-addressed table of atomic slots, read
/// without a lock; written under one, rarely (once for each place `/` is written). Records kept
/// here live as long as the process (a few hundred bytes for each such place); when the table
/// is three quarters full, further records are no longer kept (their case paths learn alone,
/// as in code that is not optimized).
@usableFromInline
enum CaseRecords {
  static let capacity = 4096

  /// The slots: 0, or the address of a record, retained for good.
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()

  /// Serializes insertions, and counts the records kept.
  static let writer = Mutex(0)

  /// The slot a key's probing starts from.
  @inline(__always)
  static func start(_ root: UnsafeRawPointer, _ value: UnsafeRawPointer, _ embed: UnsafeRawPointer)
    -> Int
  {
    let bits = UInt(bitPattern: embed) ^ UInt(bitPattern: root) &* 31 ^ UInt(bitPattern: value)
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 52) & (capacity - 1)
  }

  /// The record kept for the case path of `Root` and `Value` that `embed` builds, if any.
  /// (Unretained: it lives for good, and the caller's closure takes the one reference it keeps.)
  @usableFromInline
  static func find(_ root: Any.Type, _ value: Any.Type, embed: UnsafeRawPointer)
    -> Unmanaged<CaseRecord>?
  {
    let root = metadata(root)
    let value = metadata(value)
    var index = start(root, value, embed)
    while true {
      let bits = slots[index].load(ordering: .acquiring)
      guard bits != 0 else { return nil }
      let record = Unmanaged<CaseRecord>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
      let found = record._withUnsafeGuaranteedRef { record in
        record.key.map { $0.embed == embed && $0.root == root && $0.value == value } ?? false
      }
      if found { return record }
      index = (index + 1) & (capacity - 1)
    }
  }

  /// Keeps `record` (which has a key), or returns the one kept under its key already.
  static func keep(_ record: CaseRecord) -> CaseRecord {
    guard let key = record.key else { return record }
    return writer.withLock { count in
      var index = start(key.root, key.value, key.embed)
      while true {
        let bits = slots[index].load(ordering: .acquiring)
        if bits == 0 { break }
        let kept = Unmanaged<CaseRecord>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
          .takeUnretainedValue()
        if kept.key == key { return kept }
        index = (index + 1) & (capacity - 1)
      }
      guard count < capacity / 4 * 3 else { return record }
      count += 1
      let address = Unmanaged.passRetained(record).toOpaque()
      slots[index].store(UInt(bitPattern: address), ordering: .releasing)
      return record
    }
  }
}
