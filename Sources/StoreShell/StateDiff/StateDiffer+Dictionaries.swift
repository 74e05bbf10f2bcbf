import CustomDump

extension StateDiffer {
  /// Two dictionaries as custom-dump's diff prints them, from their ``DictionaryChanges``: what
  /// ``childrenDifference(_:_:at:pairs:mirrors:layout:)`` writes for their entries sorted by the
  /// dumps of their keys, without sorting every key.
  ///
  /// custom-dump sorts both dictionaries' entries by their keys' dumps and lines them up by key;
  /// keys in both with equal values all fold into one `… (N unchanged)` line at the end. Between
  /// two keys in both, the entries removed and inserted are paired in order (each pair diffed
  /// against each other), the rest printed alone; an entry's separator depends on whether it is
  /// the last of its dictionary, an insertion's also on whether an unchanged key came before it.
  /// All of that is decided by where the printed keys fall among the unchanged ones: the
  /// printed keys (few) are sorted, and the unchanged keys' dumps are only compared with them.
  /// `nil` (the caller's general path) when two keys dump alike, where the sort's order would
  /// depend on the order of the mirrors.
  func dictionaryDifference(
    _ changes: DictionaryChanges, at place: Place
  ) throws -> String? {
    guard !changes.isEqual else { return nil }
    enum Side { case removed, inserted, changed }
    struct Printed {
      var dump: String
      var side: Side
      var key: Any
      var old: Any?
      var new: Any?
    }
    func keyDump(_ key: Any) throws -> String {
      try DumpRenderer.dump(key, name: nil, indent: 0, isRoot: false, maxDepth: 1)
    }
    var printed: [Printed] = []
    for entry in changes.removed {
      printed.append(Printed(dump: try keyDump(entry.key), side: .removed, key: entry.key, old: entry.value))
    }
    for entry in changes.inserted {
      printed.append(Printed(dump: try keyDump(entry.key), side: .inserted, key: entry.key, new: entry.value))
    }
    for entry in changes.changed {
      printed.append(
        Printed(dump: try keyDump(entry.key), side: .changed, key: entry.key, old: entry.old, new: entry.new))
    }
    printed.sort { $0.dump < $1.dump }
    for index in printed.indices.dropFirst() where printed[index - 1].dump == printed[index].dump {
      return nil
    }
    // How many unchanged keys sort before each printed key (at its index), and after all.
    var unchangedBefore = [Int](repeating: 0, count: printed.count + 1)
    var dumpsAlike = false
    let position = try UnchangedKeyPosition(among: printed.map { ($0.key, $0.dump) })
    try changes.forEachUnchangedKey { key in
      let (index, isAlike) = try position.of(key)
      if isAlike { dumpsAlike = true }
      unchangedBefore[index] += 1
    }
    guard !dumpsAlike else { return nil }
    // Running totals: unchanged keys before printed key `index`.
    for index in unchangedBefore.indices.dropFirst() {
      unchangedBefore[index] += unchangedBefore[index - 1]
    }
    let unchangedTotal = changes.unchangedCount
    let childIndent = place.indent + 2

    /// Whether printed key `index` is the last of its dictionary (`side`: old or new).
    func isLast(_ index: Int, old: Bool) -> Bool {
      guard unchangedBefore[index] == unchangedTotal else { return false }
      return !printed[(index + 1)...].contains {
        $0.side == .changed || $0.side == (old ? .removed : .inserted)
      }
    }

    var out = DiffText.prefixingLines(
      of: DiffText.indenting(DiffText.label(place.rhsName) + "[", by: place.indent),
      with: format.both + " ") + "\n"
    var index = 0
    while index < printed.count {
      let entry = printed[index]
      if entry.side == .changed {
        out += try difference(
          entry.old!, entry.new!, lhsName: entry.dump, rhsName: entry.dump,
          separator: isLast(index, old: true) && isLast(index, old: false) ? "" : ",",
          indent: childIndent, isRoot: false, known: .unknown)
        out += "\n"
        index += 1
        continue
      }
      // A gap: the removed and inserted keys up to the next key in both dictionaries.
      var removals: [Int] = []
      var insertions: [Int] = []
      var end = index
      while end < printed.count, printed[end].side != .changed,
        end == index || unchangedBefore[end] == unchangedBefore[index]
      {
        if printed[end].side == .removed { removals.append(end) } else { insertions.append(end) }
        end += 1
      }
      for (removal, insertion) in zip(removals, insertions) {
        out += try difference(
          printed[removal].old!, printed[insertion].new!, lhsName: printed[removal].dump,
          rhsName: printed[insertion].dump,
          separator: isLast(removal, old: true) && isLast(insertion, old: false) ? "" : ",",
          indent: childIndent, isRoot: false, known: .unknown)
        out += "\n"
      }
      for removal in removals.dropFirst(insertions.count) {
        let dump = try DumpRenderer.dump(
          printed[removal].old!, name: printed[removal].dump, indent: childIndent, isRoot: false,
          maxDepth: .max)
        out += DiffText.prefixingLines(of: dump, with: format.first + " ")
        out += isLast(removal, old: true) ? "\n" : ",\n"
      }
      for insertion in insertions.dropFirst(removals.count) {
        let dump = try DumpRenderer.dump(
          printed[insertion].new!, name: printed[insertion].dump, indent: childIndent,
          isRoot: false, maxDepth: .max)
        out += DiffText.prefixingLines(of: dump, with: format.second + " ")
        out += isLast(insertion, old: false) && unchangedBefore[insertion] == 0 ? "\n" : ",\n"
      }
      index = end
    }
    if unchangedTotal > 0 {
      out += DiffText.prefixingLines(
        of: DiffText.indenting("… (\(unchangedTotal) unchanged)", by: childIndent),
        with: format.both + " ")
      out += "\n"
    }
    out += DiffText.prefixingLines(of: DiffText.indenting("]", by: place.indent), with: format.both + " ")
    out += place.separator
    return out
  }
}

/// Where a dictionary's unchanged key falls among the keys a diff prints, in custom-dump's order
/// of keys (by their dumps): how many printed keys sort before it, and whether one dumps alike.
///
/// Every unchanged key is placed so, ~10,000 of them for a one-change diff of 10,000 entries,
/// where only one or two keys are printed. The dump of an `Int` key is its decimal text, whose
/// order is worked out from the numbers themselves (``DecimalTextOrder``) instead of writing
/// each key's text; a described key (a number, a Boolean) is written with its description
/// alone; any other key is dumped as custom-dump dumps it.
private struct UnchangedKeyPosition {
  private let place: (Any) throws -> (index: Int, isAlike: Bool)

  /// For `printed`, the printed keys and their dumps, sorted by the dumps.
  init(among printed: [(key: Any, dump: String)]) throws {
    let dumps = printed.map(\.dump)
    func search(_ precedes: (Int) -> Bool, _ isAlike: (Int) -> Bool) -> (index: Int, isAlike: Bool) {
      var low = 0
      var high = dumps.count
      while low < high {
        let middle = (low + high) / 2
        if precedes(middle) { low = middle + 1 } else { high = middle }
      }
      return (low, low < dumps.count && isAlike(low))
    }
    if printed.allSatisfy({ type(of: $0.key) == Int.self }) {
      let numbers = printed.map { unboxed($0.key, as: Int.self) }
      place = { key in
        let key = unboxed(key, as: Int.self)
        return search(
          { DecimalTextOrder.precedes(numbers[$0], key) }, { numbers[$0] == key })
      }
      return
    }
    let dumpOfKey: (Any) throws -> String
    switch printed.first.map({ TypeShape.of($0.key) }) {
    case .described(let describe)?, .customDescription(let describe)?:
      dumpOfKey = describe
    default:
      dumpOfKey = { try DumpRenderer.dump($0, name: nil, indent: 0, isRoot: false, maxDepth: 1) }
    }
    place = { key in
      let dump = try dumpOfKey(key)
      return search({ dumps[$0] < dump }, { dumps[$0] == dump })
    }
  }

  /// How many printed keys sort before `key`, and whether one of them dumps as it does.
  func of(_ key: Any) throws -> (index: Int, isAlike: Bool) {
    try place(key)
  }
}

/// The order of integers by their decimal text, as strings compare (`"-"` before the digits,
/// then digit by digit, a prefix before the longer text): `10` before `9`, `-5` before `0`.
enum DecimalTextOrder {
  /// Whether the text of `lhs` sorts before the text of `rhs`.
  static func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
    switch (lhs < 0, rhs < 0) {
    case (true, false): return true
    case (false, true): return false
    default: return precedes(magnitude: lhs.magnitude, rhs.magnitude)
    }
  }

  /// The same for the digits alone: the longer number cut to the length of the shorter, then
  /// compared; when those are equal the shorter is a prefix of the longer, and sorts first.
  private static func precedes(magnitude lhs: UInt, _ rhs: UInt) -> Bool {
    let lhsDigits = digitCount(lhs)
    let rhsDigits = digitCount(rhs)
    if lhsDigits == rhsDigits { return lhs < rhs }
    if lhsDigits < rhsDigits { return lhs <= rhs / powerOfTen(rhsDigits - lhsDigits) }
    return lhs / powerOfTen(lhsDigits - rhsDigits) < rhs
  }

  private static func digitCount(_ value: UInt) -> Int {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  private static func powerOfTen(_ exponent: Int) -> UInt {
    var result: UInt = 1
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}
