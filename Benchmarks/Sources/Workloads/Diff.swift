import Composable
import CustomDump
import StoreShellExamples
import Foundation
import StoreShell

// State diffs: the demo game's state with N rows of results and one changed row (the middle
// one's guess), as the shell diffs it after a step (`StateDiff.diff`, what `StateDiffRenderer`
// prints), against custom-dump's `diff` of the same two values, and against `==` of them.

/// The two states of a diff: `old`, and `new` with the middle row changed.
struct DiffCase {
  let old: GameState
  let new: GameState
}

/// A game state with `rows` results, deterministic: the same values on every run.
func gameState(rows: Int) -> GameState {
  let results = (0..<rows).map(gameResult)
  return GameState(
    counter: Counter(count: 3, secret: 42, id: rowID(rows)),
    results: IdentifiedArray(uniqueElements: results))
}

/// Row `index` of the results: a finished puzzle.
func gameResult(_ index: Int) -> GameResult {
  let count = index % 201 - 100
  let secret = (index * 37) % 201 - 100
  let timeSpent = Double(index % 600) / 4
  return GameResult(counter: Counter(count: count, secret: secret, id: rowID(index)), timeSpent: timeSpent)
}

func rowID(_ index: Int) -> UUID {
  let hex = String(index, radix: 16)
  return UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
}

/// The state with `rows` results and the same state with the middle row's guess changed.
func diffCase(rows: Int) -> DiffCase {
  let old = gameState(rows: rows)
  var new = old
  let row = old.results[rows / 2]
  new.results[id: row.id] = GameResult(
    counter: Counter(count: row.counter.count + 1, secret: row.counter.secret, id: row.id),
    timeSpent: row.timeSpent)
  return DiffCase(old: old, new: new)
}

/// Built once per size, on first use: building 100,000 rows is not what is measured.
final class DiffCases: @unchecked Sendable {
  static let shared = DiffCases()
  private let lock = NSLock()
  private var cases: [Int: DiffCase] = [:]
  private var texts: [Int: String?] = [:]

  func callAsFunction(rows: Int) -> DiffCase {
    lock.lock()
    defer { lock.unlock() }
    if let found = cases[rows] { return found }
    let made = diffCase(rows: rows)
    cases[rows] = made
    return made
  }

  /// custom-dump's text for the case of `rows` rows, computed once.
  func customDumpText(rows: Int) -> String? {
    let pair = self(rows: rows)
    lock.lock()
    defer { lock.unlock() }
    if let found = texts[rows] { return found }
    let text = CustomDump.diff(pair.old, pair.new)
    texts[rows] = .some(text)
    return text
  }
}

let diffWorkloads: [Workload] = [100, 1_000, 10_000, 100_000].flatMap { rows -> [Workload] in
  // Repetitions per run, so that a run of the fast ones lasts a millisecond or more;
  // custom-dump's takes that for one diff of 100 rows.
  let fast = max(1, 1_000_000 / rows)
  return [
    Workload("diff-shell-\(rows)", ops: fast) {
      let pair = DiffCases.shared(rows: rows)
      let expected = DiffCases.shared.customDumpText(rows: rows)
      return {
        var text: String?
        for _ in 0..<fast {
          text = StateDiff.diff(identity(pair.old), pair.new)
          blackHole(text)
        }
        return [.sameText: text != nil && text == expected ? 1 : 0]
      }
    },
    Workload("diff-customdump-\(rows)", ops: 1, iterations: rows >= 100_000 ? 5 : 100, seconds: 5) {
      let pair = DiffCases.shared(rows: rows)
      return {
        blackHole(CustomDump.diff(identity(pair.old), pair.new))
        return [:]
      }
    },
    Workload("diff-equal-\(rows)", ops: fast) {
      let pair = DiffCases.shared(rows: rows)
      return {
        for _ in 0..<fast {
          blackHole(identity(pair.old) == pair.new)
        }
        return [:]
      }
    },
  ]
}
