import Composable
import CustomDump
import Foundation
import StoreShell

// One-change diffs of every collection shape at 10,000 and 100,000 rows, against `==` of the
// same two states: an `Array`, an `IdentifiedArray` and a `Dictionary` of rows, the rows
// `Equatable` or not, with one row changed, one inserted at the top, one removed (the middle
// one) or one moved (the middle row to the top; for a dictionary, the middle row re-keyed).
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

/// The rows of a `rows`-row state after `change` (none: the old state), in order.
func shapeRows(_ rows: Int, _ change: ShapeChange?) -> [ShapeRow] {
  var result = (0..<rows).map(shapeRow)
  let middle = rows / 2
  switch change {
  case nil: break
  case .changed?: result[middle].count += 1
  case .inserted?: result.insert(ShapeRow(id: 0, title: "New row", count: 0, isDone: false), at: 0)
  case .removed?: result.remove(at: middle)
  case .moved?: result.insert(result.remove(at: middle), at: 0)
  }
  return result
}

func plain(_ row: ShapeRow) -> PlainShapeRow {
  PlainShapeRow(id: row.id, title: row.title, count: row.count, isDone: row.isDone)
}

/// A state of one shape: its rows in `Array`, `IdentifiedArray` or `Dictionary` form (a
/// dictionary keyed by id, a moved row re-keyed: the id of the row moved to the top becomes
/// `-id`).
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

func shapeState(
  _ collection: ShapeCollection, rows: Int, change: ShapeChange?
) -> ShapeState {
  let list = shapeRows(rows, change)
  var state = ShapeState()
  switch collection {
  case .array: state.array = list
  case .identified: state.identified = IdentifiedArray(uniqueElements: list)
  case .dictionary:
    let keyed = list.enumerated().map { offset, row in
      (change == .moved && offset == 0 ? -row.id : row.id, row)
    }
    state.dictionary = Dictionary(uniqueKeysWithValues: keyed)
  }
  return state
}

func plainState(_ state: ShapeState) -> PlainShapeState {
  PlainShapeState(
    array: state.array.map(plain),
    identified: IdentifiedArray(uniqueElements: state.identified.map(plain)),
    dictionary: state.dictionary.mapValues(plain))
}

func shapeCase(
  _ collection: ShapeCollection, rows: Int, change: ShapeChange, equatable: Bool
) -> ShapeCase {
  let old = shapeState(collection, rows: rows, change: nil)
  let new = shapeState(collection, rows: rows, change: change)
  if equatable {
    return ShapeCase(
      diff: { StateDiff.diff(identity(old), new) },
      customDumpDiff: { CustomDump.diff(old, new) })
  }
  let plainOld = plainState(old)
  let plainNew = plainState(new)
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
    let expected = made.customDumpDiff()
    cases[key] = (made, expected)
    return (made, expected)
  }
}

/// The old state of `collection`'s shapes and an equal copy of it in storage of its own.
func shapeBaseline(
  _ collection: ShapeCollection, rows: Int
) -> (ShapeState, ShapeState) {
  (shapeState(collection, rows: rows, change: nil), shapeState(collection, rows: rows, change: nil))
}

/// `diff-shape-<collection>-<rows kind>-<change>-<N>` (rows kind `equatable` or `plain`), and
/// each collection's baseline, `diff-shape-<collection>-equal-<N>`.
let diffShapeWorkloads: [Workload] = [10_000, 100_000].flatMap { rows in
  ShapeCollection.allCases.flatMap { collection -> [Workload] in
    let ops = max(1, 1_000_000 / rows)
    let name = "diff-shape-\(collection.rawValue)"
    let subjects = ShapeChange.allCases.flatMap { change in
      [true, false].map { equatable in
        // Diffs of rows that are not `Equatable` (through their mirrors) and of dictionaries
        // (sorted by their keys' dumps) take a tenth of a second and more: one a run.
        let isSlow = !equatable || collection == .dictionary
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
