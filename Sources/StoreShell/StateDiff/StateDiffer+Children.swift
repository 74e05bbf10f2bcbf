import CustomDump

extension StateDiffer {
  /// Two values with children, as custom-dump's diff prints them:
  ///
  /// - children all equal (the values differ some other way, or only in their labels): both
  ///   values folded, old then new, under "// Not equal but no difference detected:" when even
  ///   the folded dumps read the same;
  /// - a single child with nothing inside (`.some(1)`, `Wrapper(value: 3)`): both values whole;
  /// - otherwise the prefix line, then the children lined up: children only in the old value
  ///   removed (`-`), only in the new one inserted (`+`), children on both sides diffed in turn,
  ///   runs of unchanged children folded when the layout says so; then the suffix line.
  ///
  /// `mirrors` are the mirrors whose children `pairs` holds, for the single-child test (`nil`
  /// for collections, which never pass it).
  func childrenDifference(
    _ lhs: Any, _ rhs: Any, at place: Place, pairs: inout some ChildPairs,
    mirrors: (Mirror, Mirror)?, layout: ChildLayout
  ) throws -> String {
    if pairs.allChildrenEqual() {
      return try foldedPair(lhs, rhs, at: place)
    }
    if let mirrors,
      Reflection.isSingleValueContainer(mirrors.0) || Reflection.isSingleValueContainer(mirrors.1)
    {
      let lhsDump = try DumpRenderer.dump(
        lhs, name: place.lhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max)
      let rhsDump = try DumpRenderer.dump(
        rhs, name: place.rhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max)
      return DiffText.prefixingLines(of: lhsDump, with: format.first + " ") + "\n"
        + DiffText.prefixingLines(of: rhsDump, with: format.second + " ")
    }

    try pairs.prepareWalk()
    var walk = ChildWalk(
      format: format, layout: layout, childIndent: place.indent + layout.elementIndent,
      lhsCount: pairs.lhsCount, rhsCount: pairs.rhsCount)
    walk.out = DiffText.prefixingLines(
      of: DiffText.indenting(DiffText.label(place.rhsName) + layout.prefix, by: place.indent),
      with: format.both + " ") + "\n"
    let alignment = try pairs.alignment()
    try walk.run(alignment, pairs: &pairs, differ: self)
    walk.out += DiffText.prefixingLines(
      of: DiffText.indenting(layout.suffix, by: place.indent), with: format.both + " ")
    walk.out += place.separator
    return walk.out
  }

  /// Two values whose children are all equal, folded, old then new.
  func foldedPair(_ lhs: Any, _ rhs: Any, at place: Place) throws -> String {
    let lhsDump =
      try DumpRenderer.dump(
        lhs, name: place.lhsName, indent: place.indent, isRoot: false, maxDepth: 0)
      + place.separator
    let rhsDump =
      try DumpRenderer.dump(
        rhs, name: place.rhsName, indent: place.indent, isRoot: false, maxDepth: 0)
      + place.separator
    var out = ""
    if lhsDump == rhsDump {
      out += DiffText.prefixingLines(
        of: DiffText.indenting("// Not equal but no difference detected:", by: place.indent),
        with: format.both + " ") + "\n"
    }
    out += DiffText.prefixingLines(of: lhsDump, with: format.first + " ") + "\n"
    out += DiffText.prefixingLines(of: rhsDump, with: format.second + " ")
    return out
  }
}

/// One pass over lined-up children, writing their lines.
///
/// The walk advances through the old children (`lhs`) and the new ones (`rhs`) together. At
/// each step the old child is removed, the new one inserted, both (a removal meeting an
/// insertion, or a matched pair that changed) diffed against each other, or, when the layout
/// folds, both unchanged: unchanged pairs are counted, and the count is printed when the run
/// ends (`… (N unchanged)`, or the child itself, folded, when the run is one child long).
/// Runs are skipped in one step when ``ChildPairs`` can tell their length cheaply.
private struct ChildWalk {
  let format: DiffFormat
  let layout: ChildLayout
  let childIndent: Int
  let lhsCount: Int
  let rhsCount: Int
  var out = ""
  /// Unchanged children not printed yet.
  private var unchangedCount = 0
  /// The new value's offset of the first of them.
  private var firstUnchanged = 0
  /// The offsets of the next old and new children.
  private var lhs = 0
  private var rhs = 0

  init(format: DiffFormat, layout: ChildLayout, childIndent: Int, lhsCount: Int, rhsCount: Int) {
    self.format = format
    self.layout = layout
    self.childIndent = childIndent
    self.lhsCount = lhsCount
    self.rhsCount = rhsCount
  }

  mutating func run(
    _ alignment: ChildAlignment, pairs: inout some ChildPairs, differ: StateDiffer
  ) throws {
    var nextRemoval = 0
    var nextInsertion = 0
    while lhs < lhsCount || rhs < rhsCount {
      let isRemoval =
        nextRemoval < alignment.removals.count && alignment.removals[nextRemoval] == lhs
      let isInsertion =
        nextInsertion < alignment.insertions.count && alignment.insertions[nextInsertion] == rhs

      if layout.foldsUnchanged, !isRemoval, !isInsertion, lhs < lhsCount, rhs < rhsCount {
        let removalBound =
          nextRemoval < alignment.removals.count ? alignment.removals[nextRemoval] : lhsCount
        let insertionBound =
          nextInsertion < alignment.insertions.count
          ? alignment.insertions[nextInsertion] : rhsCount
        let limit = min(removalBound - lhs, insertionBound - rhs)
        let run = pairs.unchangedRun(lhs: lhs, rhs: rhs, limit: limit)
        if run > 0 {
          if unchangedCount == 0 { firstUnchanged = rhs }
          unchangedCount += run
          lhs += run
          rhs += run
          continue
        }
      }

      if !layout.isSorted { try flushUnchanged(pairs) }

      switch (isRemoval, isInsertion) {
      case (true, true), (false, false):
        let lhsChild = try pairs.lhsChild(lhs, labelOffset: isRemoval ? lhs : rhs)
        let rhsChild = try pairs.rhsChild(rhs, labelOffset: rhs)
        let isLast = lhs == lhsCount - 1 && rhs == rhsCount - 1
        let known: KnownComparison =
          isRemoval
          ? .unknown
          : layout.foldsUnchanged
            ? (pairs.labelsKeepValues ? .equal(false) : .unknown)
            : pairs.knownComparison(lhs: lhs, rhs: rhs)
        out += try differ.difference(
          lhsChild.value, rhsChild.value, lhsName: lhsChild.label, rhsName: rhsChild.label,
          separator: isLast ? "" : layout.elementSeparator, indent: childIndent, isRoot: false,
          known: known)
        out += "\n"
        if isRemoval {
          nextRemoval += 1
          nextInsertion += 1
        }
        lhs += 1
        rhs += 1

      case (true, false):
        let child = try pairs.lhsChild(lhs, labelOffset: lhs)
        let dump = try DumpRenderer.dump(
          child.value, name: child.label, indent: childIndent, isRoot: false, maxDepth: .max)
        out += DiffText.prefixingLines(of: dump, with: format.first + " ")
        out += lhs == lhsCount - 1 ? "\n" : layout.elementSeparator + "\n"
        nextRemoval += 1
        lhs += 1

      case (false, true):
        let child = try pairs.rhsChild(rhs, labelOffset: rhs)
        let dump = try DumpRenderer.dump(
          child.value, name: child.label, indent: childIndent, isRoot: false, maxDepth: .max)
        out += DiffText.prefixingLines(of: dump, with: format.second + " ")
        out += rhs == rhsCount - 1 && unchangedCount == 0 ? "\n" : layout.elementSeparator + "\n"
        nextInsertion += 1
        rhs += 1
      }
    }
    try flushUnchanged(pairs)
  }

  /// Prints the unchanged children counted so far: the child itself, folded, when there is
  /// one and the children are not sorted; `… (N unchanged)` otherwise.
  private mutating func flushUnchanged(_ pairs: some ChildPairs) throws {
    guard layout.foldsUnchanged, unchangedCount > 0 else { return }
    let terminator = rhs == rhsCount ? "\n" : layout.elementSeparator + "\n"
    if unchangedCount == 1 && !layout.isSorted {
      let child = try pairs.rhsChild(firstUnchanged, labelOffset: firstUnchanged)
      let dump = try DumpRenderer.dump(
        child.value, name: child.label, indent: childIndent, isRoot: false, maxDepth: 0)
      out += DiffText.prefixingLines(of: dump, with: format.both + " ")
    } else {
      out += DiffText.prefixingLines(
        of: DiffText.indenting("… (\(unchangedCount) unchanged)", by: childIndent),
        with: format.both + " ")
    }
    out += terminator
    unchangedCount = 0
  }
}
