import Composable
import CustomDump
import Foundation
import StoreShell

// One-change diffs of every collection shape at 10,000 and 100,000 rows, against `==` of the
// same two states: an `Array`, an `IdentifiedArray` and a `Dictionary` of rows, the rows
// `Equatable` or not, with one row changed, one inserted at the top, one removed (the middle
// one) or one moved (the middle row to the top; for a dictionary, the middle row re-keyed),
// the new state being the old one changed in place, as a step changes it.
// The baseline is `==` of the old state and an equal copy of it stored apart, with the rows
// declared `Equatable`: the full comparison a diff cannot do without. (`==` of the two states
// themselves stops at once for an insertion, removal or move: the counts, or the first rows,
// differ.)

/// A row of the shapes' states, `Equatable`.
struct ShapeRow: Equatable, Identifiable {
  var id: Int
  var title: String
  var count: Int
  var isDone: Bool
}

/// The same row, not `Equatable`: a diff compares it through its mirror.
struct PlainShapeRow: Identifiable {
  var id: Int
  var title: String
  var count: Int
  var isDone: Bool
}

/// The collections a shape's state holds its rows in.
enum ShapeCollection: String, CaseIterable {
  case array, identified, dictionary
}

/// The one change between a shape's two states.
enum ShapeChange: String, CaseIterable {
  case changed, inserted, removed, moved
}

/// Row `index` of the shapes (ids from 1: an insertion at the top takes id 0).
func shapeRow(_ index: Int) -> ShapeRow {
  ShapeRow(id: index + 1, title: "Row \(index + 1)", count: index % 97, isDone: index % 3 == 0)
}

func plain(_ row: ShapeRow) -> PlainShapeRow {
  PlainShapeRow(id: row.id, title: row.title, count: row.count, isDone: row.isDone)
}

/// A state of one shape: its rows in `Array`, `IdentifiedArray` or `Dictionary` form (a
/// dictionary keyed by id; a moved row is re-keyed: the middle row's id becomes `-id`).
///
/// Not generic, as an app's state is not: a generic state type's `==` runs unspecialized
/// through its conformance's witness (each row copied out and compared through its own
/// witness), for the diff, which asks the state's `==` as custom-dump does, but not for the
/// baseline, which the compiler specializes.
struct ShapeState: Equatable {
  var array: [ShapeRow] = []
  var identified: IdentifiedArrayOf<ShapeRow> = []
  var dictionary: [Int: ShapeRow] = [:]
}

/// ``ShapeState`` with rows that are not `Equatable`.
struct PlainShapeState {
  var array: [PlainShapeRow] = []
  var identified: IdentifiedArrayOf<PlainShapeRow> = []
  var dictionary: [Int: PlainShapeRow] = [:]
}

/// The diff of a shape's two states, and custom-dump's, which the diff's text must equal.
struct ShapeCase: @unchecked Sendable {
  let diff: () -> String?
  let customDumpDiff: () -> String?
}

/// The old state of a shape: `rows` rows in order, ids from 1.
func shapeState(_ collection: ShapeCollection, rows: Int) -> ShapeState {
  let list = (0..<rows).map(shapeRow)
  var state = ShapeState()
  switch collection {
  case .array: state.array = list
  case .identified: state.identified = IdentifiedArray(uniqueElements: list)
  case .dictionary: state.dictionary = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
  }
  return state
}

func plainState(_ state: ShapeState) -> PlainShapeState {
  PlainShapeState(
    array: state.array.map(plain),
    identified: IdentifiedArray(uniqueElements: state.identified.map(plain)),
    dictionary: state.dictionary.mapValues(plain))
}

/// The rows of both kinds of state.
protocol ShapeRowValue: Identifiable where ID == Int {
  var count: Int { get set }
  /// The row a change inserts at the top (id 0).
  static var inserted: Self { get }
}

extension ShapeRow: ShapeRowValue {
  static var inserted: ShapeRow { ShapeRow(id: 0, title: "New row", count: 0, isDone: false) }
}

extension PlainShapeRow: ShapeRowValue {
  static var inserted: PlainShapeRow { plain(.inserted) }
}

/// Makes `change` to the rows of a `rows`-row state in place, as a step changes a state (the
/// middle row is the one at `rows / 2`, id `rows / 2 + 1`): a dictionary changed so keeps its
/// storage's order.
func applyShapeChange<Row: ShapeRowValue>(
  _ change: ShapeChange, to collection: ShapeCollection, rows: Int,
  array: inout [Row], identified: inout IdentifiedArrayOf<Row>, dictionary: inout [Int: Row]
) {
  let middle = rows / 2
  let middleID = middle + 1
  switch (collection, change) {
  case (.array, .changed): array[middle].count += 1
  case (.array, .inserted): array.insert(.inserted, at: 0)
  case (.array, .removed): array.remove(at: middle)
  case (.array, .moved): array.insert(array.remove(at: middle), at: 0)
  case (.identified, .changed): identified[id: middleID]?.count += 1
  case (.identified, .inserted): identified.insert(.inserted, at: 0)
  case (.identified, .removed): identified.remove(at: middle)
  case (.identified, .moved): identified.insert(identified.remove(at: middle), at: 0)
  case (.dictionary, .changed): dictionary[middleID]?.count += 1
  case (.dictionary, .inserted): dictionary[0] = .inserted
  case (.dictionary, .removed): dictionary[middleID] = nil
  case (.dictionary, .moved):
    dictionary[-middleID] = dictionary.removeValue(forKey: middleID)
  }
}

func shapeCase(
  _ collection: ShapeCollection, rows: Int, change: ShapeChange, equatable: Bool
) -> ShapeCase {
  // The new state is the old one changed in place, as a step changes it.
  let old = shapeState(collection, rows: rows)
  var new = old
  applyShapeChange(
    change, to: collection, rows: rows, array: &new.array, identified: &new.identified,
    dictionary: &new.dictionary)
  if equatable {
    return ShapeCase(
      diff: { StateDiff.diff(identity(old), new) },
      customDumpDiff: { CustomDump.diff(old, new) })
  }
  let plainOld = plainState(old)
  var plainNew = plainOld
  applyShapeChange(
    change, to: collection, rows: rows, array: &plainNew.array,
    identified: &plainNew.identified, dictionary: &plainNew.dictionary)
  return ShapeCase(
    diff: { StateDiff.diff(identity(plainOld), plainNew) },
    customDumpDiff: { CustomDump.diff(plainOld, plainNew) })
}

/// Built once per shape, on first use (with custom-dump's text, the check of the diff's).
final class ShapeCases: @unchecked Sendable {
  static let shared = ShapeCases()
  private let lock = NSLock()
  private var cases: [String: (ShapeCase, String?)] = [:]

  func callAsFunction(
    _ collection: ShapeCollection, rows: Int, change: ShapeChange, equatable: Bool
  ) -> (ShapeCase, expected: String?) {
    let key = "\(collection)-\(rows)-\(change)-\(equatable)"
    lock.lock()
    defer { lock.unlock() }
    if let found = cases[key] { return found }
    let made = shapeCase(collection, rows: rows, change: change, equatable: equatable)
    // `STORE_SHELL_BENCH_NO_TEXT=1` leaves custom-dump's text out (the check then reports 0):
    // for counting a diff's instructions under valgrind, where custom-dump's diff of a
    // 10,000-row dictionary takes minutes of the set-up.
    let expected =
      ProcessInfo.processInfo.environment["STORE_SHELL_BENCH_NO_TEXT"] == nil
      ? made.customDumpDiff() : nil
    cases[key] = (made, expected)
    return (made, expected)
  }
}

/// The old state of `collection`'s shapes and an equal copy of it in storage of its own.
func shapeBaseline(
  _ collection: ShapeCollection, rows: Int
) -> (ShapeState, ShapeState) {
  (shapeState(collection, rows: rows), shapeState(collection, rows: rows))
}

/// `diff-shape-<collection>-<rows kind>-<change>-<N>` (rows kind `equatable` or `plain`), and
/// each collection's baseline, `diff-shape-<collection>-equal-<N>`.
let diffShapeWorkloads: [Workload] = [10_000, 100_000].flatMap { rows in
  ShapeCollection.allCases.flatMap { collection -> [Workload] in
    let ops = max(1, 1_000_000 / rows)
    let name = "diff-shape-\(collection.rawValue)"
    let subjects = ShapeChange.allCases.flatMap { change in
      [true, false].map { equatable in
        // Dictionaries' diffs (sorted by their keys' dumps) take a tenth of a second and more:
        // one a run. Rows that are not `Equatable` are compared by their memory as the others
        // are (tens of µs at 10,000 rows), so they run as many diffs an iteration as the
        // `Equatable` rows and the baseline: one diff an iteration timed it with its rows
        // fresh from memory, against a baseline timed with them in cache.
        let isSlow = collection == .dictionary
        let ops = isSlow ? 1 : ops
        return Workload(
          "\(name)-\(equatable ? "equatable" : "plain")-\(change.rawValue)-\(rows)", ops: ops,
          iterations: isSlow ? 5 : 100, seconds: 2
        ) {
          let (shape, expected) = ShapeCases.shared(
            collection, rows: rows, change: change, equatable: equatable)
          return {
            var text: String?
            for _ in 0..<ops { text = shape.diff() }
            return [.sameText: text != nil && text == expected ? 1 : 0]
          }
        }
      }
    }
    let baseline = Workload("\(name)-equal-\(rows)", ops: ops, iterations: 100, seconds: 2) {
      let (old, copy) = shapeBaseline(collection, rows: rows)
      return {
        for _ in 0..<ops { blackHole(identity(old) == copy) }
        return [:]
      }
    }
    return subjects + [baseline]
  }
}
