/// The branches of a session's timeline: a new step after `goto` or `undo` starts a branch and
/// the steps it leaves stay on the old one, as Elm's debugger keeps its whole history.
struct TimelineBranches {
  /// A branch left for another: its whole timeline, and where it forked from its parent.
  struct Branch {
    let number: Int
    /// The branch it forked from (`nil` for the first), and how many steps they share.
    let parent: Int?
    let shared: Int
    var steps: [String]
  }

  /// The branches other than the current one, by number.
  private(set) var kept: [Int: Branch] = [:]
  /// The branch the session is on.
  private(set) var current = 1
  /// The current branch's parent and shared step count (none for the first).
  private(set) var currentFork: (parent: Int?, shared: Int) = (nil, 0)
  private var nextNumber = 2

  /// Whether there is more than one branch.
  var isEmpty: Bool { kept.isEmpty }

  /// Starts a branch at step `fork` of `timeline` (the current branch's whole timeline, which
  /// is kept); returns the old branch's number and the new one's.
  mutating func fork(at fork: Int, leaving timeline: [String]) -> (old: Int, new: Int) {
    let old = current
    kept[old] = Branch(number: old, parent: currentFork.parent, shared: currentFork.shared, steps: timeline)
    current = nextNumber
    nextNumber += 1
    currentFork = (old, fork)
    return (old, current)
  }

  /// Switches to branch `number`, keeping the current one's `timeline`; returns the branch's
  /// steps.
  mutating func switchTo(_ number: Int, leaving timeline: [String]) -> [String]? {
    guard let branch = kept[number] else { return nil }
    kept[current] = Branch(number: current, parent: currentFork.parent, shared: currentFork.shared, steps: timeline)
    kept[number] = nil
    current = number
    currentFork = (branch.parent, branch.shared)
    return branch.steps
  }

  /// Every branch, by number: the kept ones and the current one with `timeline`.
  func all(current timeline: [String]) -> [Branch] {
    let mine = Branch(number: current, parent: currentFork.parent, shared: currentFork.shared, steps: timeline)
    return (Array(kept.values) + [mine]).sorted { $0.number < $1.number }
  }
}
