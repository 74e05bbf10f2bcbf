/// A child as a diff prints it: its label (`count`, `[3]`, a dictionary key's dump, or none)
/// and its value.
typealias DiffChild = (label: String?, value: Any)

/// The children of two values a diff lines up: the fields of two structs, the elements of two
/// collections, the payloads of two enum cases.
///
/// ``StateDiffer`` walks them the way custom-dump does; implementations decide how cheaply the
/// walk's questions are answered: ``MirrorChildPairs`` through reflection,
/// ``ArrayElementPairs`` with the elements' own `==`.
protocol ChildPairs {
  /// How many children the old value has (after ``prepareWalk()``).
  var lhsCount: Int { get }
  /// How many children the new value has (after ``prepareWalk()``).
  var rhsCount: Int { get }
  /// Whether labelling a child (`[3]`, a dictionary key) leaves its value as it is.
  var labelsKeepValues: Bool { get }

  /// Whether both values have the same number of children, pairwise equal in label and value
  /// (before any filtering): custom-dump then prints "not equal but no difference detected".
  mutating func allChildrenEqual() -> Bool

  /// Hides the children custom-dump hides and sorts them as custom-dump does, before the walk.
  mutating func prepareWalk() throws

  /// Which children were removed and which inserted, as custom-dump's `difference(from:by:)`
  /// of the children finds them.
  mutating func alignment() throws -> ChildAlignment

  /// How many pairs of equal children, in label and value, follow from `lhs` and `rhs` on, up to
  /// `limit`: the unchanged children a collection folds.
  mutating func unchangedRun(lhs: Int, rhs: Int, limit: Int) -> Int

  /// The old value's child at `offset`, labelled as for position `labelOffset`.
  func lhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild
  /// The new value's child at `offset`, labelled as for position `labelOffset`.
  func rhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild

  /// What is already known of the values of the children at `lhs` and `rhs`.
  func knownComparison(lhs: Int, rhs: Int) -> KnownComparison

  /// Whether the two values are equal as wholes (their `==`), when the element comparison
  /// decides it; `nil` otherwise.
  var isEqualAsWhole: Bool? { get }
}
