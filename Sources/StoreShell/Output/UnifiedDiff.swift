/// A unified diff of two short texts (a command's expected and actual output), built from
/// the standard library's `CollectionDifference`, with three lines of context.
enum UnifiedDiff {
  static func lines(expected: [String], actual: [String]) -> [OutputLine] {
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case let .remove(offset, _, _): removed.insert(offset)
      case let .insert(offset, _, _): inserted.insert(offset)
      }
    }
    // Walk both sides in step, emitting removals before insertions at each point.
    var rows: [(String, OutputLine.Role, Bool)] = []
    var e = 0
    var a = 0
    while e < expected.count || a < actual.count {
      if e < expected.count, removed.contains(e) {
        rows.append(("-" + expected[e], .removed, true))
        e += 1
      } else if a < actual.count, inserted.contains(a) {
        rows.append(("+" + actual[a], .added, true))
        a += 1
      } else {
        if e < expected.count { rows.append((" " + expected[e], .plain, false)) }
        e += 1
        a += 1
      }
    }
    let changed = rows.indices.filter { rows[$0].2 }
    var output = [OutputLine("--- expected", .removed), OutputLine("+++ actual", .added)]
    var lastShown = -1
    for index in rows.indices {
      let near = changed.contains { abs($0 - index) <= 3 }
      guard near else { continue }
      if index > lastShown + 1 { output.append(OutputLine("@@ line \(index + 1) @@", .note)) }
      output.append(OutputLine(rows[index].0, rows[index].1))
      lastShown = index
    }
    return output
  }
}
