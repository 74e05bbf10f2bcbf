import Foundation

/// A dictionary's hash table read in place: which buckets are occupied, and the keys and values
/// stored by bucket, so two dictionaries laid out alike are compared bucket by bucket, by their
/// memory, like rows of two arrays (``BitwiseEquality``).
///
/// A dictionary changed in place keeps its storage's layout (a step copies the old storage
/// bucket for bucket, then changes it), so the unchanged entries of the old and the new state
/// sit in the same buckets with the same bits. Through `Dictionary`'s own API, in code generic
/// over the user's key and value types (not specialized for them), each entry costs hundreds
/// of instructions (indices checked, keys and values copied out through their value
/// witnesses); read in place, it is two `memcmp`s of a few bytes.
///
/// The standard library gives no access to its storage, so it is read at the offsets of its
/// fixed layout (`__RawDictionaryStorage`, `@_fixed_layout`: after the object's header, the
/// count, the capacity, the scale, the age and the seed, then the pointers to the keys and the
/// values, then the occupancy bitmap, one bit a bucket). It is only read, never written, and
/// only where it checks out: once per process on a dictionary of known entries (every bucket
/// read must be the dictionary's own entry, in its order), and on every dictionary read, its
/// count and first entry against the public API. Elsewhere (another layout, platforms that
/// bridge dictionaries to Objective-C) the walk through the public API does the same.
///
/// (A low-level trick, kept while it pays: see Benchmarks/README.md, "Low-level tricks".)
struct DictionaryBuckets {
  /// The number of buckets, a power of two.
  let bucketCount: Int
  /// The seed of the table's hashing: two tables of one size and seed place a key alike.
  let seed: Int
  /// The occupancy bitmap: bucket `b` is bit `b % UInt.bitWidth` of word `b / UInt.bitWidth`
  /// (read through ``word(_:)``).
  let words: UnsafePointer<UInt>
  /// The keys, by bucket.
  let keys: UnsafeRawPointer
  /// The values, by bucket.
  let values: UnsafeRawPointer

  /// How many words the bitmap has.
  var wordCount: Int { (bucketCount + UInt.bitWidth - 1) / UInt.bitWidth }

  /// Word `index` of the occupancy bitmap. (A table of fewer buckets than a word's bits sets the
  /// bits past its last bucket, where iteration stops: they are left out.)
  func word(_ index: Int) -> UInt {
    bucketCount < UInt.bitWidth ? words[index] & ((1 << bucketCount) - 1) : words[index]
  }

  /// Calls `body` with each occupied bucket in order (the dictionary's order), until it
  /// returns `false`.
  func forEachOccupied(_ body: (Int) throws -> Bool) rethrows {
    for word in 0..<wordCount {
      var bits = self.word(word)
      while bits != 0 {
        guard try body(word * UInt.bitWidth + bits.trailingZeroBitCount) else { return }
        bits &= bits - 1
      }
    }
  }

  /// Whether this standard library's dictionaries are laid out as read here: checked once.
  static let isReadable: Bool = {
    #if canImport(ObjectiveC)
      // A dictionary may be an `NSDictionary` in disguise.
      return false
    #else
      // `STORE_SHELL_PLAIN_DICTIONARIES` switches the trick off, to measure what it buys.
      guard getenv("STORE_SHELL_PLAIN_DICTIONARIES") == nil else { return false }
      guard MemoryLayout<[Int: Int]>.size == MemoryLayout<UnsafeRawPointer>.size else {
        return false
      }
      var sample: [Int: Int] = [:]
      for key in 0..<200 { sample[key &* 7919] = key }
      sample[7919] = nil
      return readsAsIterated(sample) && readsAsIterated([1: 2, 3: 4, 5: 6])
    #endif
  }()

  /// Whether reading `sample`'s buckets gives its entries, in its order.
  private static func readsAsIterated(_ sample: [Int: Int]) -> Bool {
    withExtendedLifetime(sample) {
      guard let buckets = read(sample) else { return false }
      var entries = sample.makeIterator()
      var occupied = 0
      var isSame = true
      buckets.forEachOccupied { bucket in
        occupied += 1
        let entry = entries.next()
        isSame =
          bucket < buckets.bucketCount && entry != nil
          && buckets.keys.load(fromByteOffset: bucket * 8, as: Int.self) == entry!.key
          && buckets.values.load(fromByteOffset: bucket * 8, as: Int.self) == entry!.value
        return isSame
      }
      return isSame && occupied == sample.count && entries.next() == nil
    }
  }

  /// The buckets of `dictionary`'s storage, if it checks out (its count and first entry as the
  /// public API gives them); valid while the dictionary lives unchanged.
  static func of<Key: Hashable, Value>(_ dictionary: [Key: Value]) -> DictionaryBuckets? {
    guard isReadable, let buckets = read(dictionary), let first = dictionary.first else {
      return nil
    }
    var firstBucket: Int?
    buckets.forEachOccupied { bucket in
      firstBucket = bucket
      return false
    }
    guard let bucket = firstBucket else { return nil }
    let isFirst = withUnsafeBytes(of: first.key) { key in
      withUnsafeBytes(of: first.value) { value in
        memcmp(
          key.baseAddress!, buckets.keys + bucket * MemoryLayout<Key>.stride,
          MemoryLayout<Key>.size) == 0
          && memcmp(
            value.baseAddress!, buckets.values + bucket * MemoryLayout<Value>.stride,
            MemoryLayout<Value>.size) == 0
      }
    }
    return isFirst ? buckets : nil
  }

  /// The fields of `dictionary`'s storage object, at the offsets of its layout, if they are
  /// plausible (a non-empty table of a sane size holding the dictionary's count).
  private static func read<Key: Hashable, Value>(_ dictionary: [Key: Value]) -> DictionaryBuckets? {
    guard
      dictionary.count > 0,
      MemoryLayout<[Key: Value]>.size == MemoryLayout<UnsafeRawPointer>.size,
      MemoryLayout<Key>.size > 0, MemoryLayout<Value>.size > 0
    else { return nil }
    let storage = unsafeBitCast(dictionary, to: UnsafeRawPointer.self)
    let header = 2 * MemoryLayout<Int>.size
    let count = storage.load(fromByteOffset: header, as: Int.self)
    let capacity = storage.load(fromByteOffset: header + 8, as: Int.self)
    let scale = Int(storage.load(fromByteOffset: header + 16, as: Int8.self))
    guard count == dictionary.count, scale >= 0, scale < Int.bitWidth - 1 else { return nil }
    let bucketCount = 1 << scale
    guard count <= capacity, capacity <= bucketCount else { return nil }
    return DictionaryBuckets(
      bucketCount: bucketCount,
      seed: storage.load(fromByteOffset: header + 24, as: Int.self),
      words: (storage + header + 48).assumingMemoryBound(to: UInt.self),
      keys: storage.load(fromByteOffset: header + 32, as: UnsafeRawPointer.self),
      values: storage.load(fromByteOffset: header + 40, as: UnsafeRawPointer.self))
  }
}

extension Dictionary {
  /// Compares the entries of `self` and `other` bucket by bucket (``DictionaryBuckets``),
  /// when their tables are of one size and seed; `false` (nothing found) when they are not, or
  /// when too many keys are out of place for the layouts to correspond.
  ///
  /// A bucket occupied in both by the same key (by its bits, or its `==`) holds an entry of
  /// both, its values compared in place. Every other occupied bucket holds a key out of place:
  /// an old one is looked up in the new dictionary (compared there, or removed), a new one in
  /// the old dictionary (inserted when absent; otherwise its old bucket's turn compares it).
  func compareBuckets(with other: Self, into found: inout FoundEntries<Key, Value>) -> Bool {
    withExtendedLifetime((self, other)) {
      guard
        let old = DictionaryBuckets.of(self), let new = DictionaryBuckets.of(other),
        old.bucketCount == new.bucketCount, old.seed == new.seed
      else { return false }
      let keyStride = MemoryLayout<Key>.stride
      let keySize = MemoryLayout<Key>.size
      let valueStride = MemoryLayout<Value>.stride
      let keysAreBitwise = BitwiseEquality.impliesEqual(Key.self)
      func key(_ keys: UnsafeRawPointer, _ bucket: Int) -> Key {
        (keys + bucket * keyStride).assumingMemoryBound(to: Key.self).pointee
      }
      func value(_ values: UnsafeRawPointer, _ bucket: Int) -> Value {
        (values + bucket * valueStride).assumingMemoryBound(to: Value.self).pointee
      }
      let comparison = found.comparison
      var walk = found
      // Entries alike in both: counted here, added to `walk` at the end.
      var unchanged = 0
      var oldOutOfPlace: [Int] = []
      var newOutOfPlace: [Int] = []
      let outOfPlaceLimit = Swift.max(64, count / 16)
      for word in 0..<old.wordCount where !walk.isDone {
        let oldBits = old.word(word)
        let newBits = new.word(word)
        var both = oldBits & newBits
        while both != 0 {
          let bucket = word * UInt.bitWidth + both.trailingZeroBitCount
          both &= both - 1
          let oldKey = old.keys + bucket * keyStride
          let newKey = new.keys + bucket * keyStride
          guard
            keysAreBitwise && memcmp(oldKey, newKey, keySize) == 0
              || key(old.keys, bucket) == key(new.keys, bucket)
          else {
            oldOutOfPlace.append(bucket)
            newOutOfPlace.append(bucket)
            continue
          }
          let oldValue = old.values + bucket * valueStride
          let newValue = new.values + bucket * valueStride
          if comparison.areEqual(stored: oldValue, newValue) {
            unchanged += 1
          } else {
            walk.change(key(old.keys, bucket), value(old.values, bucket), value(new.values, bucket))
          }
        }
        var oldOnly = oldBits & ~newBits
        while oldOnly != 0 {
          oldOutOfPlace.append(word * UInt.bitWidth + oldOnly.trailingZeroBitCount)
          oldOnly &= oldOnly - 1
        }
        var newOnly = newBits & ~oldBits
        while newOnly != 0 {
          newOutOfPlace.append(word * UInt.bitWidth + newOnly.trailingZeroBitCount)
          newOnly &= newOnly - 1
        }
        guard oldOutOfPlace.count + newOutOfPlace.count <= outOfPlaceLimit else { return false }
      }
      let otherValues = other.values
      for bucket in oldOutOfPlace where !walk.isDone {
        let oldKey = key(old.keys, bucket)
        if let index = other.index(forKey: oldKey) {
          walk.compare(oldKey, value(old.values, bucket), otherValues[index])
        } else {
          walk.remove(oldKey, value(old.values, bucket))
        }
      }
      for bucket in newOutOfPlace where !walk.isDone {
        let newKey = key(new.keys, bucket)
        if index(forKey: newKey) == nil { walk.insert(newKey, value(new.values, bucket)) }
      }
      walk.unchangedCount += unchanged
      found = walk
      return true
    }
  }
}
