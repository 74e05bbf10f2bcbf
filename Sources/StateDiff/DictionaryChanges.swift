import Foundation

/// The entries of two dictionaries that differ, found by comparing their hash tables bucket by
/// bucket where they are laid out alike (a dictionary changed in place keeps its storage's
/// layout: ``DictionaryBuckets``), otherwise by walking both in their order while their keys
/// line up, then looking the rest of the old keys up in the new one: no mirror, no sorting of
/// every key by its dump (what custom-dump's order needs is worked out from the changed keys,
/// see `StateDiffer+Dictionaries.swift`).
///
/// Values are compared as ``ArrayElementPairs`` compares elements: by their memory first when
/// ``BitwiseEquality`` qualifies their type, then by their own `==`, or custom-dump's equality of
/// their mirrors for values that are not `Equatable`. Dictionaries whose keys are optionals,
/// objects or `AnyHashable`, or whose values ``ArrayElementPairs`` would not take, are not read
/// this way.
struct DictionaryChanges {
  /// An entry: its key and value, boxed.
  typealias Entry = (key: Any, value: Any)

  /// Entries of the old dictionary whose key the new one lacks.
  var removed: [Entry] = []
  /// Entries of the new dictionary whose key the old one lacks.
  var inserted: [Entry] = []
  /// Keys of both whose values differ: the key, the old value and the new one.
  var changed: [(key: Any, old: Any, new: Any)] = []
  /// Calls its argument with each key of both whose values are equal (in the old dictionary's
  /// order), until it returns `false`.
  let forEachUnchangedKey: ((Any) throws -> Bool) throws -> Void
  /// For dictionaries keyed by `Int`, ``forEachUnchangedKey`` without boxing the keys (read in
  /// place where ``DictionaryBuckets`` reads the table); `nil` for other keys.
  let forEachUnchangedNumber: (((Int) -> Bool) -> Void)?
  /// How many keys are in both with equal values.
  let unchangedCount: Int

  /// Whether the dictionaries are equal (custom-dump's equality, their `==` when `Equatable`).
  var isEqual: Bool { removed.isEmpty && inserted.isEmpty && changed.isEmpty }

  /// The changes from `lhs` to `rhs`, or `nil` when they are not two dictionaries of one type
  /// read this way.
  static func of(_ lhs: Any, _ rhs: Any) -> DictionaryChanges? {
    guard type(of: lhs) == type(of: rhs), let dictionaryType = comparableType(of: lhs) else {
      return nil
    }
    return dictionaryType.changes(lhs, rhs, stoppingAtFirst: false)
  }

  /// Whether `lhs` and `rhs` are equal, as ``of(_:_:)`` would tell, walking their entries only
  /// up to the first that differs (none when their counts do); `nil` when they are not two
  /// dictionaries of one type read this way.
  static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard type(of: lhs) == type(of: rhs), let dictionaryType = comparableType(of: lhs) else {
      return nil
    }
    guard dictionaryType.count(of: lhs) == dictionaryType.count(of: rhs) else { return false }
    return dictionaryType.changes(lhs, rhs, stoppingAtFirst: true).isEqual
  }

  /// Whether `value` is an empty dictionary (of a type read this way).
  static func isEmptyDictionary(_ value: Any) -> Bool {
    comparableType(of: value)?.isEmpty(value) ?? false
  }

  /// `value`'s type if it is a dictionary read this way; per type.
  private static func comparableType(of value: Any) -> (any ComparableEntries.Type)? {
    comparableTypes.answer(for: type(of: value)) {
      guard let dictionaryType = type(of: value) as? any ComparableEntries.Type,
        dictionaryType.hasComparableEntries
      else { return nil }
      return dictionaryType
    }
  }

  private static let comparableTypes = TypeCache<(any ComparableEntries.Type)?>()
}

/// Dictionaries, whose entries ``DictionaryChanges`` compares.
protocol ComparableEntries {
  /// Whether the keys and values are of types ``DictionaryChanges`` reads.
  static var hasComparableEntries: Bool { get }
  /// The changes from `self` to `other`; with `stoppingAtFirst`, only the first one found (or
  /// none: then the two are equal).
  func entryChanges(to other: Self, stoppingAtFirst: Bool) -> DictionaryChanges
  /// How many entries it has.
  var entryCount: Int { get }
}

extension ComparableEntries {
  /// Whether `value`, of this type, has no entries.
  static func isEmpty(_ value: Any) -> Bool {
    count(of: value) == 0
  }

  /// How many entries `value`, of this type, has.
  static func count(of value: Any) -> Int {
    unboxed(value, as: Self.self).entryCount
  }

  /// ``entryChanges(to:stoppingAtFirst:)`` of `lhs` and `rhs`, both of this type.
  static func changes(_ lhs: Any, _ rhs: Any, stoppingAtFirst: Bool) -> DictionaryChanges {
    unboxed(lhs, as: Self.self).entryChanges(
      to: unboxed(rhs, as: Self.self), stoppingAtFirst: stoppingAtFirst)
  }
}

extension Dictionary: ComparableEntries {
  static var hasComparableEntries: Bool {
    guard
      !(Key.self is AnyClass), !(Key.self is any OptionalValue.Type), Key.self != AnyHashable.self,
      ValueComparison<Value>() != nil
    else { return false }
    return true
  }

  var entryCount: Int { count }

  func entryChanges(to other: Self, stoppingAtFirst: Bool) -> DictionaryChanges {
    var found = FoundEntries<Key, Value>(stoppingAtFirst: stoppingAtFirst)
    if !compareBuckets(with: other, into: &found) {
      compareInOrder(with: other, into: &found)
    }
    return found.changes(of: self)
  }

  /// Compares the entries of `self` and `other` by walking both in their order, as long as the
  /// keys line up, then by lookups.
  ///
  /// A dictionary changed in place (a state's next value is the old one changed by a step)
  /// keeps its storage's layout: the same keys in the same order, a new key in a free place, so
  /// most keys are met at the same step of both walks and need no hashing. A removal may move a
  /// few of the entries after it forward (those that had collided): an old key met out of step
  /// is compared by a lookup and remembered, and skipped when the new walk meets it. Past a few
  /// of those (another order altogether) the rest of the old keys are looked up one by one.
  private func compareInOrder(with other: Self, into found: inout FoundEntries<Key, Value>) {
    // Old keys compared out of step, before the new walk met them.
    var comparedAhead: Set<Key> = []
    // (Walked by index, keys and values apart: in code generic over them, each `(key, value)`
    // tuple and each optional is a runtime metadata lookup.)
    let keys = self.keys
    let values = self.values
    let otherKeys = other.keys
    let otherValues = other.values
    var index = startIndex
    var otherIndex = other.startIndex
    while index != endIndex, otherIndex != other.endIndex, !found.isDone {
      let key = keys[index]
      let otherKey = otherKeys[otherIndex]
      if key == otherKey {
        found.compare(key, values[index], otherValues[otherIndex])
        formIndex(after: &index)
        other.formIndex(after: &otherIndex)
      } else if !comparedAhead.isEmpty, comparedAhead.contains(otherKey) {
        other.formIndex(after: &otherIndex)
      } else if let foundIndex = other.index(forKey: key) {
        if !keys.contains(otherKey) {
          found.insert(otherKey, otherValues[otherIndex])
          other.formIndex(after: &otherIndex)
        } else {
          guard comparedAhead.count < Self.outOfStepLimit else { break }
          found.compare(key, values[index], otherValues[foundIndex])
          comparedAhead.insert(key)
          formIndex(after: &index)
        }
      } else {
        found.remove(key, values[index])
        formIndex(after: &index)
      }
    }
    // The rest of the old keys, each looked up in the new dictionary.
    while index != endIndex, !found.isDone {
      let key = keys[index]
      if let foundIndex = other.index(forKey: key) {
        found.compare(key, values[index], otherValues[foundIndex])
      } else {
        found.remove(key, values[index])
      }
      formIndex(after: &index)
    }
    // The rest of the new keys, when some of them are not among the old ones (those among the
    // old ones were all compared by the old keys' walk).
    guard found.matchedCount + found.inserted.count != other.count else { return }
    while otherIndex != other.endIndex, !found.isDone {
      let key = otherKeys[otherIndex]
      if !keys.contains(key) { found.insert(key, otherValues[otherIndex]) }
      other.formIndex(after: &otherIndex)
    }
  }

  /// How many old keys met out of step the walk in step compares by lookups before it gives
  /// up on the order.
  private static var outOfStepLimit: Int { 32 }
}

/// What a walk over the entries of two dictionaries found, as it goes: the entries removed,
/// inserted and changed (boxed for the diff) and how many are unchanged.
struct FoundEntries<Key: Hashable, Value> {
  /// How the values are compared.
  let comparison = ValueComparison<Value>()!
  /// Whether the walk ends at the first change (its caller asks only whether there is one).
  let stoppingAtFirst: Bool
  private(set) var removed: [DictionaryChanges.Entry] = []
  private(set) var inserted: [DictionaryChanges.Entry] = []
  private(set) var changed: [(key: Any, old: Any, new: Any)] = []
  /// The old keys removed or changed: the unchanged keys are the others.
  private(set) var printedKeys: [Key] = []
  /// How many keys of both have equal values.
  var unchangedCount = 0

  init(stoppingAtFirst: Bool) {
    self.stoppingAtFirst = stoppingAtFirst
  }

  /// How many keys of both were compared.
  var matchedCount: Int { unchangedCount + changed.count }

  /// Whether the walk may end: it stops at the first change, and found one.
  var isDone: Bool {
    stoppingAtFirst && !(removed.isEmpty && inserted.isEmpty && changed.isEmpty)
  }

  /// The values of `key` in both, compared.
  mutating func compare(_ key: Key, _ value: Value, _ otherValue: Value) {
    if comparison.areEqual(value, otherValue) {
      unchangedCount += 1
    } else {
      change(key, value, otherValue)
    }
  }

  /// The values of `key` in both, known to differ.
  mutating func change(_ key: Key, _ value: Value, _ otherValue: Value) {
    changed.append((key, value, otherValue))
    printedKeys.append(key)
  }

  /// An old entry whose key the new dictionary lacks.
  mutating func remove(_ key: Key, _ value: Value) {
    removed.append((key, value))
    printedKeys.append(key)
  }

  /// A new entry whose key the old dictionary lacks.
  mutating func insert(_ key: Key, _ value: Value) {
    inserted.append((key, value))
  }

  /// What was found, the unchanged keys read from `dictionary`, the old one.
  func changes(of dictionary: [Key: Value]) -> DictionaryChanges {
    let printedKeys = printedKeys
    let keys = dictionary.keys
    return DictionaryChanges(
      removed: removed, inserted: inserted, changed: changed,
      forEachUnchangedKey: { body in
        let printed = PrintedKeys(printedKeys)
        for key in keys where !printed.contains(key) {
          guard try body(key) else { return }
        }
      },
      forEachUnchangedNumber: Key.self == Int.self ? unchangedNumbers(of: dictionary) : nil,
      unchangedCount: unchangedCount)
  }

  /// ``DictionaryChanges/forEachUnchangedNumber`` of `dictionary`, keyed by `Int`.
  private func unchangedNumbers(of dictionary: [Key: Value]) -> ((Int) -> Bool) -> Void {
    let printed = PrintedKeys(printedKeys.map { unsafeBitCast($0, to: Int.self) })
    return { body in
      withExtendedLifetime(dictionary) {
        guard let buckets = DictionaryBuckets.of(dictionary) else {
          for key in dictionary.keys {
            let number = unsafeBitCast(key, to: Int.self)
            guard printed.contains(number) || body(number) else { return }
          }
          return
        }
        buckets.forEachOccupied { bucket in
          let number = buckets.keys.load(
            fromByteOffset: bucket * MemoryLayout<Int>.stride, as: Int.self)
          return printed.contains(number) || body(number)
        }
      }
    }
  }
}

/// The printed keys of a dictionary's diff (often one or two), asked whether they hold a key:
/// by a glance along them up to 16, by hashing past that. 16 is where the two cost the same for
/// `Int` keys: a miss among 16 and a lookup in a `Set` of them are ~150 instructions each
/// (callgrind); hashing a `String` costs more, and the `Set` must be built first.
private struct PrintedKeys<Key: Hashable> {
  private let keys: [Key]
  private let hashed: Set<Key>?

  init(_ keys: [Key]) {
    self.keys = keys
    hashed = keys.count > 16 ? Set(keys) : nil
  }

  func contains(_ key: Key) -> Bool {
    hashed?.contains(key) ?? keys.contains(key)
  }
}

/// How ``DictionaryChanges`` compares two values of a type: as ``ArrayElementPairs`` does.
struct ValueComparison<Value> {
  let equals: (Value, Value) -> Bool
  let isBitwise: Bool

  /// `nil` for values ``ArrayElementPairs`` would not compare.
  init?() {
    guard let kind = ArrayElementKind.of(Value.self) else { return nil }
    if let equatable = kind.equatable {
      func equality<Equated: Equatable>(_: Equated.Type) -> (Value, Value) -> Bool {
        { unsafeBitCast($0, to: Equated.self) == unsafeBitCast($1, to: Equated.self) }
      }
      equals = equality(equatable)
    } else {
      equals = { MirrorEquality.areEqual($0, $1) }
    }
    isBitwise = kind.isBitwise
  }

  func areEqual(_ lhs: Value, _ rhs: Value) -> Bool {
    if isBitwise {
      let identical = withUnsafeBytes(of: lhs) { lhs in
        withUnsafeBytes(of: rhs) { rhs in
          guard let lhs = lhs.baseAddress, let rhs = rhs.baseAddress else { return true }
          return memcmp(lhs, rhs, MemoryLayout<Value>.size) == 0
        }
      }
      if identical { return true }
    }
    return equals(lhs, rhs)
  }

  /// ``areEqual(_:_:)`` of two values stored at `lhs` and `rhs`: their memory compared in
  /// place, the values copied out only when it differs.
  func areEqual(stored lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    if isBitwise, memcmp(lhs, rhs, MemoryLayout<Value>.size) == 0 { return true }
    return equals(
      lhs.assumingMemoryBound(to: Value.self).pointee,
      rhs.assumingMemoryBound(to: Value.self).pointee)
  }
}
