/// The lines of two multi-line strings in a diff (see ``MultilineText``), each line known by a
/// number that stands for its text (equal texts, equal numbers): lined up as custom-dump lines
/// them up (equal lines match), comparing numbers instead of the lines' texts.
///
/// The line-up (the standard library's `difference(from:by:)`, Myers' algorithm) takes time in
/// proportion to the lines times the lines changed: quadratic when most lines change.
/// ``exceedsLineUpBudget()`` tells first, in at most ``lineUpBudget`` steps, whether it would
/// take more (the standard library's search cannot be stopped partway, hence this one).
struct TextLinePairs: ChildPairs {
  /// The steps a diff of two texts may take to line up their lines: ~0.1 s in a debug build.
  static let lineUpBudget = 10_000_000

  private let lhsLines: [TextLine]
  private let rhsLines: [TextLine]
  private let lhsNumbers: [Int]
  private let rhsNumbers: [Int]
  /// The lines both texts start with, and of the rest, those both end with: found once, read by
  /// the budget's test and the line-up.
  private let commonEnds: (prefix: Int, suffix: Int)
  /// The comparisons of two lines made so far (the budget's test and the line-up), for tests.
  private(set) var comparisons = 0

  init(_ lhs: [TextLine], _ rhs: [TextLine]) {
    lhsLines = lhs
    rhsLines = rhs
    var numbers: [Substring: Int] = [:]
    func number(_ line: TextLine) -> Int {
      if let known = numbers[line.text] { return known }
      numbers[line.text] = numbers.count
      return numbers.count - 1
    }
    lhsNumbers = lhs.map(number)
    rhsNumbers = rhs.map(number)
    commonEnds = Self.commonEnds(lhsNumbers, rhsNumbers)
  }

  var lhsCount: Int { lhsLines.count }
  var rhsCount: Int { rhsLines.count }
  var labelsKeepValues: Bool { true }
  var isEqualAsWhole: Bool? { nil }

  /// The lines `lhs` and `rhs` start with, and of the rest, those both end with.
  private static func commonEnds(_ lhs: [Int], _ rhs: [Int]) -> (prefix: Int, suffix: Int) {
    let common = min(lhs.count, rhs.count)
    var prefix = 0
    while prefix < common, lhs[prefix] == rhs[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < common - prefix, lhs[lhs.count - 1 - suffix] == rhs[rhs.count - 1 - suffix] {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Whether lining the lines up takes more than ``lineUpBudget`` steps: Myers' greedy search
  /// for the number of lines removed and inserted, stopped when it has taken that many.
  mutating func exceedsLineUpBudget() -> Bool {
    let (prefix, suffix) = commonEnds
    let (n, m) = (lhsNumbers.count - prefix - suffix, rhsNumbers.count - prefix - suffix)
    if n == 0 || m == 0 { return false }
    // `furthest[k + offset]`: how far along the old lines the search reached on diagonal k (x − y).
    let offset = n + m + 1
    var furthest = [Int](repeating: 0, count: 2 * offset + 1)
    var steps = 0
    defer { comparisons += steps }
    // On buffers: ~64 instructions a step in release (~100 on array slices).
    return lhsNumbers.withUnsafeBufferPointer { lhsAll in
      rhsNumbers.withUnsafeBufferPointer { rhsAll in
        furthest.withUnsafeMutableBufferPointer { furthest in
          let (lhs, rhs) = (lhsAll.baseAddress! + prefix, rhsAll.baseAddress! + prefix)
          for edits in 0...(n + m) {
            for diagonal in stride(from: -edits, through: edits, by: 2) {
              let down =
                diagonal == -edits
                || (diagonal != edits && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1])
              var x = down ? furthest[offset + diagonal + 1] : furthest[offset + diagonal - 1] + 1
              var y = x - diagonal
              steps += 1
              while x < n, y < m, lhs[x] == rhs[y] {
                x += 1
                y += 1
                steps += 1
              }
              furthest[offset + diagonal] = x
              if x >= n, y >= m { return false }
              if steps > Self.lineUpBudget { return true }
            }
          }
          return false
        }
      }
    }
  }

  mutating func allChildrenEqual() -> Bool { lhsNumbers == rhsNumbers }

  mutating func prepareWalk() throws {}

  mutating func alignment() throws -> ChildAlignment {
    // On the lines after the common prefix, as custom-dump's (see ``ChildAlignment``).
    let prefix = commonEnds.prefix
    var count = 0
    defer { comparisons += count }
    return ChildAlignment.align(lhsNumbers, rhsNumbers, commonPrefix: prefix) { left, right in
      count += 1
      return left == right
    }
  }

  mutating func unchangedRun(lhs: Int, rhs: Int, limit: Int) -> Int {
    var run = 0
    while run < limit, lhsNumbers[lhs + run] == rhsNumbers[rhs + run] { run += 1 }
    return run
  }

  func lhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild { (nil, lhsLines[offset]) }

  func rhsChild(_ offset: Int, labelOffset: Int) throws -> DiffChild { (nil, rhsLines[offset]) }

  func knownComparison(lhs: Int, rhs: Int) -> KnownComparison {
    .equal(lhsNumbers[lhs] == rhsNumbers[rhs])
  }
}
