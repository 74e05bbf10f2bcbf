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
    mirrors: (Mirror, Mirror)?, layout: ChildLayout, into out: inout DiffBuffer
  ) throws {
    if pairs.allChildrenEqual() {
      return try foldedPair(lhs, rhs, at: place, into: &out)
    }
    if let mirrors,
      Reflection.isSingleValueContainer(mirrors.0) || Reflection.isSingleValueContainer(mirrors.1)
    {
      // Both whole, without the separator (custom-dump's diff leaves it out here).
      try writeDump(
        lhs, name: place.lhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max,
        marker: format.first, separator: "", into: &out)
      out.appendNewline()
      try writeDump(
        rhs, name: place.rhsName, indent: place.indent, isRoot: place.isRoot, maxDepth: .max,
        marker: format.second, separator: "", into: &out)
      return
    }

    try pairs.prepareWalk()
    var walk = ChildWalk(
      format: format, layout: layout, childIndent: place.indent + layout.elementIndent,
      lhsCount: pairs.lhsCount, rhsCount: pairs.rhsCount)
    DiffLines.append(
      layout.prefix, marker: format.both, indent: place.indent, label: place.rhsName,
      separator: "", to: &out)
    out.appendNewline()
    let alignment = try pairs.alignment()
    try walk.run(alignment, pairs: &pairs, differ: self, into: &out)
    DiffLines.append(
      layout.suffix, marker: format.both, indent: place.indent, label: nil,
      separator: place.separator, to: &out)
  }

  /// Two values whose children are all equal, folded, old then new.
  func foldedPair(_ lhs: Any, _ rhs: Any, at place: Place, into out: inout DiffBuffer) throws {
    let lhsDump =
      try DumpRenderer.dump(
        lhs, name: place.lhsName, indent: place.indent, isRoot: false, maxDepth: 0)
      + place.separator
    let rhsDump =
      try DumpRenderer.dump(
        rhs, name: place.rhsName, indent: place.indent, isRoot: false, maxDepth: 0)
      + place.separator
    if lhsDump == rhsDump {
      DiffLines.append(
        "// Not equal but no difference detected:", marker: format.both, indent: place.indent,
        label: nil, separator: "", to: &out)
      out.appendNewline()
    }
    DiffLines.appendDump(lhsDump, marker: format.first, separator: "", to: &out)
    out.appendNewline()
    DiffLines.appendDump(rhsDump, marker: format.second, separator: "", to: &out)
  }

  /// Appends `value`'s dump (``DumpRenderer/dump(_:name:indent:isRoot:maxDepth:)``) under
  /// `marker`, `separator` after it: written in place when ``NativeDump`` knows the text.
  func writeDump(
    _ value: Any, name: String?, indent: Int, isRoot: Bool, maxDepth: Int, marker: String,
    separator: String, into out: inout DiffBuffer
  ) throws {
    if let text = DumpRenderer.nativeText(of: value, isRoot: isRoot, maxDepth: maxDepth) {
      DiffLines.append(
        text, marker: marker, indent: indent, label: name, separator: separator, to: &out)
      return
    }
    let dump = try DumpRenderer.dump(
      value, name: name, indent: indent, isRoot: isRoot, maxDepth: maxDepth)
    DiffLines.appendDump(dump, marker: marker, separator: separator, to: &out)
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
    _ alignment: ChildAlignment, pairs: inout some ChildPairs, differ: StateDiffer,
    into out: inout DiffBuffer
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

      if !layout.isSorted { try flushUnchanged(pairs, differ: differ, into: &out) }

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
        try differ.write(
          lhsChild.value, rhsChild.value, lhsName: lhsChild.label, rhsName: rhsChild.label,
          separator: isLast ? "" : layout.elementSeparator, indent: childIndent, isRoot: false,
          known: known, into: &out)
        out.appendNewline()
        if isRemoval {
          nextRemoval += 1
          nextInsertion += 1
        }
        lhs += 1
        rhs += 1

      case (true, false):
        let child = try pairs.lhsChild(lhs, labelOffset: lhs)
        try differ.writeDump(
          child.value, name: child.label, indent: childIndent, isRoot: false, maxDepth: .max,
          marker: format.first, separator: lhs == lhsCount - 1 ? "" : layout.elementSeparator,
          into: &out)
        out.appendNewline()
        nextRemoval += 1
        lhs += 1

      case (false, true):
        let child = try pairs.rhsChild(rhs, labelOffset: rhs)
        try differ.writeDump(
          child.value, name: child.label, indent: childIndent, isRoot: false, maxDepth: .max,
          marker: format.second,
          separator: rhs == rhsCount - 1 && unchangedCount == 0 ? "" : layout.elementSeparator,
          into: &out)
        out.appendNewline()
        nextInsertion += 1
        rhs += 1
      }
    }
    try flushUnchanged(pairs, differ: differ, into: &out)
  }

  /// Prints the unchanged children counted so far: the child itself, folded, when there is
  /// one and the children are not sorted; `… (N unchanged)` otherwise.
  private mutating func flushUnchanged(
    _ pairs: some ChildPairs, differ: StateDiffer, into out: inout DiffBuffer
  ) throws {
    guard layout.foldsUnchanged, unchangedCount > 0 else { return }
    let separator = rhs == rhsCount ? "" : layout.elementSeparator
    if unchangedCount == 1 && !layout.isSorted {
      let child = try pairs.rhsChild(firstUnchanged, labelOffset: firstUnchanged)
      try differ.writeDump(
        child.value, name: child.label, indent: childIndent, isRoot: false, maxDepth: 0,
        marker: format.both, separator: separator, into: &out)
    } else {
      out.appendLineStart(marker: format.both, indent: childIndent)
      out += "… ("
      out += String(unchangedCount)
      out += " unchanged)"
      out += separator
    }
    out.appendNewline()
    unchangedCount = 0
  }
}
