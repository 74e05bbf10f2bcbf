import Foundation

/// The entries of two dictionaries that differ, found by walking both in their order while their
/// keys line up (a dictionary changed in place keeps its order), then looking the rest of the
/// old keys up in the new one, comparing the values in place: no mirror, no sorting of every key
/// by its dump (what custom-dump's order needs is worked out from the changed keys, see
/// `StateDiffer+Dictionaries.swift`).
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
  /// Calls its argument with each key of both whose values are equal.
  let forEachUnchangedKey: ((Any) throws -> Void) throws -> Void
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
    return dictionaryType.changes(lhs, rhs)
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
  /// The changes from `self` to `other`.
  func entryChanges(to other: Self) -> DictionaryChanges
  /// How many entries it has.
  var entryCount: Int { get }
}

extension ComparableEntries {
  /// Whether `value`, of this type, has no entries.
  static func isEmpty(_ value: Any) -> Bool {
    unboxed(value, as: Self.self).entryCount == 0
  }

  /// ``entryChanges(to:)`` of `lhs` and `rhs`, both of this type.
  static func changes(_ lhs: Any, _ rhs: Any) -> DictionaryChanges {
    unboxed(lhs, as: Self.self).entryChanges(to: unboxed(rhs, as: Self.self))
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

  func entryChanges(to other: Self) -> DictionaryChanges {
    let comparison = ValueComparison<Value>()!
    var removed: [DictionaryChanges.Entry] = []
    var inserted: [DictionaryChanges.Entry] = []
    var changed: [(key: Any, old: Any, new: Any)] = []
    // The old entries' indices whose values are unchanged. (Walked by index, keys and values
    // apart: in code generic over them, each `(key, value)` tuple and each optional is a
    // runtime metadata lookup.)
    var unchanged: [Index] = []
    unchanged.reserveCapacity(count)
    let keys = self.keys
    let values = self.values
    let otherKeys = other.keys
    let otherValues = other.values

    func compare(_ key: Key, _ value: Value, _ otherValue: Value, at index: Index) {
      if comparison.areEqual(value, otherValue) {
        unchanged.append(index)
      } else {
        changed.append((key, value, otherValue))
      }
    }

    // Both in their order, as long as the keys line up. A dictionary changed in place (a
    // state's next value is the old one changed by a step) keeps its storage's layout: the same
    // keys in the same order, a new key in a free place, so most keys are met at the same step
    // of both walks and need no hashing. Where they do not line up, a key the other lacks is
    // removed or inserted; otherwise (another order) the lookups below take over.
    var index = startIndex
    var otherIndex = other.startIndex
    while index != endIndex, otherIndex != other.endIndex {
      let key = keys[index]
      let otherKey = otherKeys[otherIndex]
      if key == otherKey {
        compare(key, values[index], otherValues[otherIndex], at: index)
      } else if !otherKeys.contains(key) {
        removed.append((key, values[index]))
        formIndex(after: &index)
        continue
      } else if !keys.contains(otherKey) {
        inserted.append((otherKey, otherValues[otherIndex]))
        other.formIndex(after: &otherIndex)
        continue
      } else {
        break
      }
      formIndex(after: &index)
      other.formIndex(after: &otherIndex)
    }
    // The rest of the old keys, each looked up in the new dictionary.
    while index != endIndex {
      defer { formIndex(after: &index) }
      let key = keys[index]
      guard otherKeys.contains(key) else {
        removed.append((key, values[index]))
        continue
      }
      compare(key, values[index], otherValues[other.index(forKey: key).unsafelyUnwrapped], at: index)
    }
    // The rest of the new keys, when some of them are not among the old ones.
    if unchanged.count + changed.count + inserted.count != other.count {
      while otherIndex != other.endIndex {
        defer { other.formIndex(after: &otherIndex) }
        let key = otherKeys[otherIndex]
        if !keys.contains(key) { inserted.append((key, otherValues[otherIndex])) }
      }
    }
    return DictionaryChanges(
      removed: removed, inserted: inserted, changed: changed,
      forEachUnchangedKey: { body in
        for index in unchanged { try body(keys[index]) }
      },
      unchangedCount: unchanged.count)
  }
}

/// How ``DictionaryChanges`` compares two values of a type: as ``ArrayElementPairs`` does.
private struct ValueComparison<Value> {
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
}
