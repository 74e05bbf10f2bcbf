import CustomDump
import IdentifiedCollections

/// The collections whose custom-dump mirror is exactly their elements, in order, as a
/// `.collection`: `Array`, `ContiguousArray`, `ArraySlice` and `IdentifiedArray`.
///
/// For them ``StateDiff`` can count and compare elements without building a mirror (an
/// `IdentifiedArray`'s mirror copies its elements).
protocol ArrayLikeCollection {
  /// The number of elements.
  var arrayLikeCount: Int { get }
}

extension Array: ArrayLikeCollection {
  var arrayLikeCount: Int { count }
}

extension ContiguousArray: ArrayLikeCollection {
  var arrayLikeCount: Int { count }
}

extension ArraySlice: ArrayLikeCollection {
  var arrayLikeCount: Int { count }
}

extension IdentifiedArray: ArrayLikeCollection {
  var arrayLikeCount: Int { count }
}

/// Questions about array-like values, answered without reflection.
enum ArrayLikeCollections {
  /// The array-like collection `value` is, if custom-dump dumps it through its mirror (no custom
  /// description, dump value or mirror of its own).
  static func plainCollection(_ value: Any) -> (any ArrayLikeCollection)? {
    guard
      type(of: value) is any ArrayLikeCollection.Type,
      let collection = value as? any ArrayLikeCollection,
      !(value is any CustomDumpStringConvertible),
      !(value is any CustomDumpRepresentable),
      !(value is any CustomDumpReflectable),
      !(value is any _CustomDiffObject)
    else { return nil }
    return collection
  }

  /// What custom-dump prints for `value` when it may not descend into it (`maxDepth` 0): `[]` or
  /// `[…]`; `nil` if `value` is not a plain array-like collection.
  static func foldedDump(of value: Any) -> String? {
    guard let collection = plainCollection(value) else { return nil }
    return collection.arrayLikeCount == 0 ? "[]" : "[…]"
  }
}
