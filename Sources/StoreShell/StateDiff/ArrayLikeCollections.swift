import CustomDump
import IdentifiedCollections

/// The collections whose custom-dump mirror is exactly their elements, in order, as a
/// `.collection`: `Array`, `ContiguousArray`, `ArraySlice` and `IdentifiedArray`.
///
/// For them ``StateDiff`` can count and compare elements without building a mirror (an
/// `IdentifiedArray`'s mirror copies its elements).
protocol ArrayLikeCollection {
  /// The number of elements of `value`, a value of this type (the type's own `count`, not
  /// `Collection`'s generic one).
  static func arrayLikeCount(of value: Any) -> Int
}

extension Array: ArrayLikeCollection {
  static func arrayLikeCount(of value: Any) -> Int { unboxed(value, as: Self.self).count }
}

extension ContiguousArray: ArrayLikeCollection {
  static func arrayLikeCount(of value: Any) -> Int { unboxed(value, as: Self.self).count }
}

extension ArraySlice: ArrayLikeCollection {
  static func arrayLikeCount(of value: Any) -> Int { unboxed(value, as: Self.self).count }
}

extension IdentifiedArray: ArrayLikeCollection {
  static func arrayLikeCount(of value: Any) -> Int { unboxed(value, as: Self.self).count }
}

/// Questions about array-like values, answered without reflection.
enum ArrayLikeCollections {
  /// The array-like collection type of `value`, if custom-dump dumps it through its mirror (no
  /// custom description, dump value or mirror of its own). Answered once per type.
  static func plainCollectionType(of value: Any) -> (any ArrayLikeCollection.Type)? {
    plainTypes.answer(for: type(of: value)) {
      let valueType = type(of: value)
      guard
        let collectionType = valueType as? any ArrayLikeCollection.Type,
        !(valueType is any CustomDumpStringConvertible.Type),
        !(valueType is any CustomDumpRepresentable.Type),
        !(valueType is any CustomDumpReflectable.Type),
        !(valueType is any _CustomDiffObject.Type)
      else { return nil }
      return collectionType
    }
  }

  /// What custom-dump prints for `value` when it may not descend into it (`maxDepth` 0): `[]` or
  /// `[…]`; `nil` if `value` is not a plain array-like collection.
  static func foldedDump(of value: Any) -> String? {
    guard let collectionType = plainCollectionType(of: value) else { return nil }
    return collectionType.arrayLikeCount(of: value) == 0 ? "[]" : "[…]"
  }

  private static let plainTypes = TypeCache<(any ArrayLikeCollection.Type)?>()
}
