/// A session's timeline: the steps it ran, the steps ahead of it after going back, the steps
/// `skip` leaves out, and the delivered actions no `receive` has taken yet.
///
/// `history`, `goto`, `undo`, `redo`, `skip`, `save` and `export` read it; every step and every
/// time travel moves it. The store's state is not in it: a step's state is rebuilt by replaying
/// the steps before it.
struct SessionTimeline {
  /// The command lines of the steps so far, for `history`, `goto` and `undo`.
  var steps: StepLog = [] { didSet { lowWater = min(lowWater, steps.count) } }
  /// The fewest steps held since a supervised worker last reported them (`goto` and `reset`
  /// drop steps): what its supervisor keeps of its copy.
  var lowWater = 0
  /// The steps after the current one, that `goto` and `undo` went back past: `redo` and
  /// `goto` forward return to them; a new step drops them.
  var ahead: [String] = []
  /// The numbers of the steps `skip` leaves out (1-based, over ``steps`` then ``ahead``).
  var skipped: Set<Int> = []
  /// Delivered actions not yet `receive`d, as text.
  var unreceived: [String] = []

  /// The whole timeline: the steps so far, then those ahead.
  var all: [String] { Array(steps) + ahead }
}
