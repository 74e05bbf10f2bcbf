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
    // Which gaps between the printed keys hold unchanged keys.
    let position = try UnchangedKeyPosition(among: printed.map { ($0.key, $0.dump) })
    var gaps = UnchangedKeyGaps(count: printed.count + 1, endsFilled: position.hasDistinctDumps)
    if position.hasDistinctDumps, let forEachNumber = changes.forEachUnchangedNumber {
      forEachNumber { number in gaps.fill(position.of(number: number)) }
    } else {
      try changes.forEachUnchangedKey { key in gaps.fill(try position.of(key)) }
    }
    guard !gaps.dumpsAlike else { return nil }
    // Running totals of the filled gaps: printed keys `i < j` have no unchanged key between
    // them when `unchangedBefore[i] == unchangedBefore[j]`, none after `i` when
    // `unchangedBefore[i] == unchangedTotal`, none before `i` when `unchangedBefore[i] == 0`.
    var unchangedBefore: [Int] = []
    var filledSoFar = 0
    for filled in gaps.isFilled {
      if filled { filledSoFar += 1 }
      unchangedBefore.append(filledSoFar)
    }
    let unchangedTotal = unchangedBefore[printed.count]
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
    if changes.unchangedCount > 0 {
      out += DiffText.prefixingLines(
        of: DiffText.indenting("… (\(changes.unchangedCount) unchanged)", by: childIndent),
        with: format.both + " ")
      out += "\n"
    }
    out += DiffText.prefixingLines(of: DiffText.indenting("]", by: place.indent), with: format.both + " ")
    out += place.separator
    return out
  }
}

/// Which gaps between the printed keys of a dictionary's diff hold unchanged keys: gap `index`
/// is the one before printed key `index`, the last one after them all. Only whether a gap is
/// empty matters to the text, so the walk over the unchanged keys may end once none is, when no
/// unchanged key may dump as a printed one does (`endsFilled`: the dumps of distinct numbers
/// differ).
private struct UnchangedKeyGaps {
  /// Whether each gap holds an unchanged key.
  private(set) var isFilled: [Bool]
  /// Whether an unchanged key dumps as a printed key does.
  private(set) var dumpsAlike = false
  private var emptyCount: Int
  private let endsFilled: Bool

  init(count: Int, endsFilled: Bool) {
    isFilled = [Bool](repeating: false, count: count)
    emptyCount = count
    self.endsFilled = endsFilled
  }

  /// An unchanged key in gap `place.index`; whether the walk goes on.
  mutating func fill(_ place: (index: Int, isAlike: Bool)) -> Bool {
    if place.isAlike { dumpsAlike = true }
    if !isFilled[place.index] {
      isFilled[place.index] = true
      emptyCount -= 1
    }
    return emptyCount > 0 || !endsFilled
  }
}

/// Where a dictionary's unchanged key falls among the keys a diff prints, in custom-dump's order
/// of keys (by their dumps): how many printed keys sort before it, and whether one dumps alike.
///
/// Unchanged keys are placed so until every gap between printed keys is known to hold one, for
/// numbers; all of them otherwise, ~10,000 for a one-change diff of 10,000 entries, where only
/// one or two keys are printed. The dump of an `Int` key is its decimal text, whose order is
/// worked out from the number itself (``DecimalTextOrder``) instead of writing each key's text;
/// a described key (a number, a Boolean) is written with its description alone; any other key
/// is dumped as custom-dump dumps it.
private struct UnchangedKeyPosition {
  private let place: (Any) throws -> (index: Int, isAlike: Bool)
  /// The printed keys' places in the text order, when they are all `Int`s.
  private let numbers: [DecimalTextOrder.Place]?

  /// Whether no unchanged key can dump as a printed key does (the keys are numbers).
  var hasDistinctDumps: Bool { numbers != nil }

  /// For `printed`, the printed keys and their dumps, sorted by the dumps.
  init(among printed: [(key: Any, dump: String)]) throws {
    let dumps = printed.map(\.dump)
    if printed.allSatisfy({ type(of: $0.key) == Int.self }) {
      let numbers = printed.map { DecimalTextOrder.place(of: unboxed($0.key, as: Int.self)) }
      self.numbers = numbers
      place = { key in Self.place(ofNumber: unboxed(key, as: Int.self), among: numbers) }
      return
    }
    numbers = nil
    let dumpOfKey: (Any) throws -> String
    switch printed.first.map({ TypeShape.of($0.key) }) {
    case .described(let describe)?, .customDescription(let describe)?:
      dumpOfKey = describe
    default:
      dumpOfKey = { try DumpRenderer.dump($0, name: nil, indent: 0, isRoot: false, maxDepth: 1) }
    }
    place = { key in
      let dump = try dumpOfKey(key)
      return Self.search(count: dumps.count, { dumps[$0] < dump }, { dumps[$0] == dump })
    }
  }

  /// How many printed keys sort before `key`, and whether one of them dumps as it does.
  func of(_ key: Any) throws -> (index: Int, isAlike: Bool) {
    try place(key)
  }

  /// The same for a number, when ``hasDistinctDumps``: the printed keys are numbers too.
  func of(number: Int) -> (index: Int, isAlike: Bool) {
    Self.place(ofNumber: number, among: numbers!)
  }

  /// Where `number` falls among `numbers`, the printed keys' places in the text order.
  private static func place(
    ofNumber number: Int, among numbers: [DecimalTextOrder.Place]
  ) -> (index: Int, isAlike: Bool) {
    let key = DecimalTextOrder.place(of: number)
    return search(count: numbers.count, { numbers[$0] < key }, { numbers[$0] == key })
  }

  /// The first of `count` sorted printed keys that `precedes` does not hold for, and whether
  /// it is alike.
  private static func search(
    count: Int, _ precedes: (Int) -> Bool, _ isAlike: (Int) -> Bool
  ) -> (index: Int, isAlike: Bool) {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if precedes(middle) { low = middle + 1 } else { high = middle }
    }
    return (low, low < count && isAlike(low))
  }
}

/// The order of integers by their decimal text, as strings compare (`"-"` before the digits,
/// then digit by digit, a prefix before the longer text): `10` before `9`, `-5` before `0`.
enum DecimalTextOrder {
  /// Where a number's text falls in that order, as a value that compares so: the sign, then
  /// the digits as a 19-digit number (the text padded with zeros), then how many there are (a
  /// text before its own extension with zeros: `5` before `50`).
  struct Place: Comparable {
    let isNonNegative: Bool
    let paddedDigits: UInt64
    let digitCount: Int

    static func < (lhs: Place, rhs: Place) -> Bool {
      if lhs.isNonNegative != rhs.isNonNegative { return rhs.isNonNegative }
      if lhs.paddedDigits != rhs.paddedDigits { return lhs.paddedDigits < rhs.paddedDigits }
      return lhs.digitCount < rhs.digitCount
    }
  }

  /// The place of `value`'s text.
  static func place(of value: Int) -> Place {
    let magnitude = UInt64(value.magnitude)
    var digitCount = 1
    while digitCount < powersOfTen.count, magnitude >= powersOfTen[digitCount] {
      digitCount += 1
    }
    return Place(
      isNonNegative: value >= 0,
      paddedDigits: magnitude * powersOfTen[powersOfTen.count - digitCount],
      digitCount: digitCount)
  }

  /// 10⁰ through 10¹⁸ (an `Int`'s magnitude has at most 19 digits).
  private static let powersOfTen: [UInt64] = (0...18).map { exponent in
    (0..<exponent).reduce(1) { power, _ in power * 10 }
  }
}
