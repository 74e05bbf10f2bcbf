import CustomDump
import IdentifiedCollections

/// The collections whose custom-dump mirror is exactly their elements, in order, as a
/// `.collection`: `Array`, `ContiguousArray`, `ArraySlice` and `IdentifiedArray`.
///
/// For them ``StateDiff`` can count and compare elements without building a mirror (an
/// `IdentifiedArray`'s mirror copies its elements).
protocol ArrayLikeCollection: Collection {}

extension ArrayLikeCollection {
  /// Whether `value`, a value of this type, has no elements.
  ///
  /// (`isEmpty`, not `count`: an `IdentifiedArray` counts through `Collection`'s generic
  /// `distance(from:to:)`, which looks range types up in the runtime on every call.)
  static func arrayLikeIsEmpty(of value: Any) -> Bool {
    unboxed(value, as: Self.self).isEmpty
  }

  /// Whether a value of this type stored `offset` bytes into `storage` has no elements.
  static func arrayLikeIsEmpty(at storage: UnsafeRawPointer, offset: Int) -> Bool {
    StoredValue.read(storage + offset, as: Self.self) { $0.isEmpty }
  }
}

extension Array: ArrayLikeCollection {}
extension ContiguousArray: ArrayLikeCollection {}
extension ArraySlice: ArrayLikeCollection {}
extension IdentifiedArray: ArrayLikeCollection {}

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
    return collectionType.arrayLikeIsEmpty(of: value) ? "[]" : "[…]"
  }

  private static let plainTypes = TypeCache<(any ArrayLikeCollection.Type)?>()
}
