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

extension ChildAlignment {
  /// Lines up `lhsCount` old children with `rhsCount` new ones whose first `commonPrefix` and
  /// last `commonSuffix` are pairwise equivalent, `matches(lhsOffset, rhsOffset)` telling
  /// whether two children are: the standard library's `difference(from:by:)` on the offsets
  /// between prefix and suffix, asked of their children by offset.
  ///
  /// Swift 6's `difference(from:by:)` finds the same changes with the common suffix left out as
  /// with it (as with the prefix, see above): checked on 200,000 random pairs of short arrays
  /// of few distinct values, the ties most likely, and by `StateDiffTests`' random edits. So a
  /// caller that finds the prefix and suffix cheaply (``BitwiseEquality``) leaves the search
  /// only the changed middle.
  static func align(
    lhsCount: Int, rhsCount: Int, commonPrefix: Int, commonSuffix: Int,
    matches: (Int, Int) -> Bool
  ) -> ChildAlignment {
    let lhsOffsets = Array(commonPrefix..<(lhsCount - commonSuffix))
    let rhsOffsets = Array(commonPrefix..<(rhsCount - commonSuffix))
    if lhsOffsets.isEmpty && rhsOffsets.isEmpty { return .none }
    let difference = rhsOffsets.difference(from: lhsOffsets, by: matches)
    var alignment = ChildAlignment.none
    for removal in difference.removals {
      if case .remove(_, let offset, _) = removal { alignment.removals.append(offset) }
    }
    for insertion in difference.insertions {
      if case .insert(_, let offset, _) = insertion { alignment.insertions.append(offset) }
    }
    return alignment
  }
}
