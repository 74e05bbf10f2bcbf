import Foundation

/// The entries of two dictionaries that differ, found by walking the old dictionary's keys once
/// and looking each up in the new one, comparing the values in place: no mirror, no sorting of
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
}

extension ComparableEntries {
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

  func entryChanges(to other: Self) -> DictionaryChanges {
    let comparison = ValueComparison<Value>()!
    var removed: [DictionaryChanges.Entry] = []
    var changed: [(key: Any, old: Any, new: Any)] = []
    // Whether each old entry, in iteration order, is unchanged.
    var unchanged = [Bool](repeating: false, count: count)
    var unchangedCount = 0
    var offset = 0
    for (key, value) in self {
      defer { offset += 1 }
      guard let otherIndex = other.index(forKey: key) else {
        removed.append((key, value))
        continue
      }
      let otherValue = other.values[otherIndex]
      if comparison.areEqual(value, otherValue) {
        unchanged[offset] = true
        unchangedCount += 1
      } else {
        changed.append((key, value, otherValue))
      }
    }
    var inserted: [DictionaryChanges.Entry] = []
    if count - removed.count != other.count {
      for (key, value) in other where index(forKey: key) == nil {
        inserted.append((key, value))
      }
    }
    let keys = self.keys
    return DictionaryChanges(
      removed: removed, inserted: inserted, changed: changed,
      forEachUnchangedKey: { body in
        for (offset, key) in keys.enumerated() where unchanged[offset] { try body(key) }
      },
      unchangedCount: unchangedCount)
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
