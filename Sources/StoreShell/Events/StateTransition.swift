/// A change of a session's state, kept as the states before and after it so that each sink
/// renders it as it needs: as a diff in the mode its settings say (``LineRenderer``), or as
/// paths with their old and new values (``JSONEventWriter``).
struct StateTransition {
  private let states: any TransitionStates
  /// The mode used when the sink's is `off` (`diff` prints a compact diff even then); `nil`
  /// prints nothing then.
  let modeWhenOff: DiffMode?

  init<State>(from old: State, to new: State, modeWhenOff: DiffMode? = nil) {
    states = Transition(old: old, new: new)
    self.modeWhenOff = modeWhenOff
  }

  /// Appends the diff in `mode` to `lines` (a full diff as one diff block).
  func appendDiff(mode: DiffMode, to lines: inout [OutputLine]) {
    states.appendDiff(mode: mode == .off ? modeWhenOff ?? .off : mode, to: &lines)
  }

  /// The narrowest edits from the old state to the new one (what `set diff compact` shows).
  var changes: [StateChange] { states.changes }
}

/// The two states of a ``StateTransition``, their type erased.
private protocol TransitionStates {
  func appendDiff(mode: DiffMode, to lines: inout [OutputLine])
  var changes: [StateChange] { get }
}

private struct Transition<State>: TransitionStates {
  let old: State
  let new: State

  func appendDiff(mode: DiffMode, to lines: inout [OutputLine]) {
    StateDiffRenderer.append(from: old, to: new, mode: mode, to: &lines)
  }

  var changes: [StateChange] { StateChangeFinder.changes(from: old, to: new) }
}
