import Composable

/// The children of two values, read from their custom-dump mirrors: struct fields, tuple and
/// enum payload elements, and the elements of collections, sets and dictionaries that
/// ``ArrayElementPairs`` does not take.
///
/// Each kind of value has custom-dump's rules for matching, ordering and labelling children:
/// see ``Matching``, ``Ordering`` and ``Labelling``.
struct MirrorChildPairs: ChildPairs {
  /// When two children are the same child, changed or not.
  enum Matching {
    /// The same label: struct fields, tuple elements, enum payloads.
    case label
    /// The same identity (object, `id`) or equal: collection and set elements.
    case identityOrEquality
    /// The same key: dictionary entries (entries whose key cannot be read are matched if equal).
    case dictionaryKey
  }

  /// The order custom-dump shows children in.
  enum Ordering {
    /// As the mirror gives them.
    case mirror
    /// Sorted by their dumps, two levels deep (keys for dictionaries): sets and dictionaries,
    /// whose mirrors come in no particular order.
    case sortedByDump
  }

  /// How custom-dump labels a child in a diff.
  enum Labelling {
    /// With its mirror label: struct fields.
    case mirror
    /// With its position: `[3]`.
    case position
    /// With its label, but without tuple positions (`.0`): tuples, enum payloads.
    case withoutTuplePositions
    /// A dictionary entry: the dump of its key, and the entry's value as the child's value.
    case dictionaryKey
  }

  private var lhsChildren: [DiffChild]
  private var rhsChildren: [DiffChild]
  private let matching: Matching
  private let ordering: Ordering
  private let labelling: Labelling
  private let isIncluded: (DiffChild) -> Bool
  /// The comparisons of the children at the same offset, from ``allChildrenEqual()``, while
  /// offsets are still those of the mirror.
  private var sameOffsetComparisons: [KnownComparison]?

  /// The children of the values reflected by `lhs` and `rhs`; `isIncluded` says which ones
  /// custom-dump shows.
  init(
    _ lhs: Mirror, _ rhs: Mirror,
    matching: Matching, ordering: Ordering = .mirror, labelling: Labelling,
    isIncluded: @escaping (DiffChild) -> Bool = { _ in true }
  ) {
    self.lhsChildren = lhs.children.map { ($0.label, $0.value) }
    self.rhsChildren = rhs.children.map { ($0.label, $0.value) }
    self.matching = matching
    self.ordering = ordering
    self.labelling = labelling
    self.isIncluded = isIncluded
  }

  var lhsCount: Int { lhsChildren.count }
  var rhsCount: Int { rhsChildren.count }
  var labelsKeepValues: Bool { labelling != .dictionaryKey }
  var isEqualAsWhole: Bool? { nil }

  mutating func allChildrenEqual() -> Bool {
    guard lhsChildren.count == rhsChildren.count else { return false }
    var comparisons: [KnownComparison] = []
    comparisons.reserveCapacity(lhsChildren.count)
    var allEqual = true
    for (lhs, rhs) in zip(lhsChildren, rhsChildren) {
      let comparison = Self.compare(lhs, rhs)
      comparisons.append(comparison)
      allEqual = allEqual && comparison.isEqual == true
    }
    sameOffsetComparisons = comparisons
    return allEqual
  }

  mutating func prepareWalk() throws {
    let lhsCount = lhsChildren.count
    let rhsCount = rhsChildren.count
    lhsChildren.removeAll(where: { !isIncluded($0) })
    rhsChildren.removeAll(where: { !isIncluded($0) })
    if lhsChildren.count != lhsCount || rhsChildren.count != rhsCount {
      sameOffsetComparisons = nil
    }
    if ordering == .sortedByDump {
      sameOffsetComparisons = nil
      lhsChildren = try sortedByDump(lhsChildren)
      rhsChildren = try sortedByDump(rhsChildren)
    }
  }

  mutating func alignment() throws -> ChildAlignment {
    let common = min(lhsChildren.count, rhsChildren.count)
    var prefix = 0
    while prefix < common, areMatching(lhsChildren[prefix], rhsChildren[prefix]) {
      prefix += 1
    }
    return ChildAlignment.align(
      lhsChildren, rhsChildren, commonPrefix: prefix, equivalent: areMatching)
  }

  mutating func unchangedRun(lhs: Int, rhs: Int, limit: Int) -> Int {
    var run = 0
    while run < limit {
      let left = lhsChildren[lhs + run]
      let right = rhsChildren[rhs + run]
      guard left.label == right.label, MirrorEquality.areEqual(left.value, right.value) else {
        break
      }
      run += 1
    }
    return run
  }

  func lhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild {
    try labelled(lhsChildren[offset], at: labelOffset)
  }

  func rhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild {
    try labelled(rhsChildren[offset], at: labelOffset)
  }

  func knownComparison(lhs: Int, rhs: Int) -> KnownComparison {
    guard labelsKeepValues else { return .unknown }
    if lhs == rhs, let sameOffsetComparisons, lhs < sameOffsetComparisons.count,
      lhsChildren[lhs].label == rhsChildren[rhs].label
    {
      return sameOffsetComparisons[lhs]
    }
    return .unknown
  }

  /// Two children compared as custom-dump compares them (label and value); arrays element by
  /// element, when that decides their `==`, keeping the elements' comparison for their diff.
  private static func compare(_ lhs: DiffChild, _ rhs: DiffChild) -> KnownComparison {
    guard lhs.label == rhs.label else { return .equal(false) }
    if let elements = ArrayElementCollections.pairs(lhs.value, rhs.value, equalityOnly: true),
      let isEqual = elements.isEqualAsWhole
    {
      return KnownComparison(isEqual: isEqual, elements: isEqual ? nil : elements)
    }
    return .equal(MirrorEquality.areEqual(lhs.value, rhs.value))
  }

  private func areMatching(_ lhs: DiffChild, _ rhs: DiffChild) -> Bool {
    switch matching {
    case .label:
      return lhs.label == rhs.label
    case .identityOrEquality:
      return MirrorEquality.areSameIdentity(lhs.value, rhs.value)
        || MirrorEquality.areEqual(lhs.value, rhs.value)
    case .dictionaryKey:
      guard
        let lhsEntry = lhs.value as? (key: AnyHashable, value: Any),
        let rhsEntry = rhs.value as? (key: AnyHashable, value: Any)
      else { return MirrorEquality.areEqual(lhs.value, rhs.value) }
      return lhsEntry.key == rhsEntry.key
    }
  }

  private func sortedByDump(_ children: [DiffChild]) throws -> [DiffChild] {
    var keyed: [(key: String, child: DiffChild)] = []
    keyed.reserveCapacity(children.count)
    for child in children {
      var sortValue = child.value
      if labelling == .dictionaryKey, let entry = child.value as? (key: AnyHashable, value: Any) {
        sortValue = entry.key.base
      }
      let key = try DumpRenderer.dump(sortValue, name: nil, indent: 0, isRoot: false, maxDepth: 1)
      keyed.append((key, child))
    }
    keyed.sort(by: { $0.key < $1.key })
    return keyed.map(\.child)
  }

  private func labelled(_ child: DiffChild, at offset: Int) throws -> DiffChild {
    switch labelling {
    case .mirror:
      // A `@BindableState var text` is stored as `_text`: show the property as written.
      if child.value is any BindableStateStorage, let label = child.label, label.hasPrefix("_") {
        return (String(label.dropFirst()), child.value)
      }
      return child
    case .position:
      return ("[\(offset)]", child.value)
    case .withoutTuplePositions:
      return (child.label?.first == "." ? nil : child.label, child.value)
    case .dictionaryKey:
      guard let entry = child.value as? (key: AnyHashable, value: Any) else { return child }
      let key = try DumpRenderer.dump(
        entry.key.base, name: nil, indent: 0, isRoot: false, maxDepth: 1)
      return (key, entry.value)
    }
  }
}
