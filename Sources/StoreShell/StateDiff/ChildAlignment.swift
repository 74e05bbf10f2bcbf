/// The children removed from the old value and inserted in the new one, as offsets in each.
///
/// custom-dump lines children up with the standard library's `difference(from:by:)` (Myers'
/// algorithm) under its equivalence (same label, same identity, or equal).
/// ``align(_:_:commonPrefix:equivalent:)`` runs the same function, so ties break the same way,
/// on the children after their common prefix: the algorithm begins by following the common
/// prefix (the classic version with its first diagonal, the linear-space version of Swift 6 by
/// shrinking its edit box), and everything after is relative to where the prefix ends, so the
/// changes are the same with the prefix left out, shifted by its length.
struct ChildAlignment {
  /// Offsets of removed children in the old value, ascending.
  var removals: [Int]
  /// Offsets of inserted children in the new value, ascending.
  var insertions: [Int]

  /// No child removed or inserted.
  static let none = ChildAlignment(removals: [], insertions: [])

  /// Lines up the old children `lhs` with the new ones `rhs`, whose first `commonPrefix` are
  /// pairwise equivalent under `equivalent`.
  static func align<Child>(
    _ lhs: [Child], _ rhs: [Child], commonPrefix: Int, equivalent: (Child, Child) -> Bool
  ) -> ChildAlignment {
    if commonPrefix == lhs.count && commonPrefix == rhs.count { return .none }
    let difference = rhs[commonPrefix...].difference(from: lhs[commonPrefix...], by: equivalent)
    var alignment = ChildAlignment.none
    for removal in difference.removals {
      if case .remove(let offset, _, _) = removal {
        alignment.removals.append(commonPrefix + offset)
      }
    }
    for insertion in difference.insertions {
      if case .insert(let offset, _, _) = insertion {
        alignment.insertions.append(commonPrefix + offset)
      }
    }
    return alignment
  }
}
