import ShellCommands
import StateDiff
/// A change of a session's state, kept as the states before and after it so that each sink
/// renders it as it needs: as a diff in the mode its settings say (``LineRenderer``), or as
/// paths with their old and new values (``JSONEventWriter``).
///
/// A reduced action's change is read from the session itself (``StateChangeSource``: its state
/// before the action and now) while the event is received, with no copy of the two states:
/// sinks render it then, not later.
struct StateTransition {
  private let states: (any TransitionStates)?
  private let source: (any StateChangeSource)?
  /// The mode used when the sink's is `off` (`diff` prints a compact diff even then); `nil`
  /// prints nothing then.
  let modeWhenOff: DiffMode?
  /// Whether this came over a worker's wire: no states, only the JSON of its changes
  /// (``renderedChanges``); its text came as lines.
  let isRendered: Bool
  /// The JSON objects of the changes (``JSONEventWriter``), as a worker rendered them; `nil`
  /// when they are left out (`diff off`, or text output).
  let renderedChanges: [String]?

  init<State>(from old: State, to new: State, modeWhenOff: DiffMode? = nil) {
    states = Transition(old: old, new: new)
    source = nil
    self.modeWhenOff = modeWhenOff
    isRendered = false
    renderedChanges = nil
  }

  /// A change a worker's session made, as it came over the wire: the JSON of its changes.
  init(renderedChanges: [String]?) {
    states = nil
    source = nil
    modeWhenOff = nil
    isRendered = true
    self.renderedChanges = renderedChanges
  }

  /// The change of the action `source` reduced last, read while the event is received.
  init(lastActionOf source: any StateChangeSource) {
    states = nil
    self.source = source
    modeWhenOff = nil
    isRendered = false
    renderedChanges = nil
  }

  /// Appends the diff in `mode` to `lines` (a full diff as one diff block).
  func appendDiff(mode: DiffMode, to lines: inout [OutputLine]) {
    let mode = mode == .off ? modeWhenOff ?? .off : mode
    guard mode != .off else { return }
    if let source { return source.appendLastChange(mode: mode, to: &lines) }
    states?.appendDiff(mode: mode, to: &lines)
  }

  /// The narrowest edits from the old state to the new one (what `set diff compact` shows).
  var changes: [StateChange] { source?.lastChanges ?? states?.changes ?? [] }
}

/// Where a reduced action's change is read: a session, its state before the action and now.
protocol StateChangeSource: AnyObject {
  /// Appends the diff of the last action's change in `mode` to `lines`.
  func appendLastChange(mode: DiffMode, to lines: inout [OutputLine])
  /// The edits of the last action's change.
  var lastChanges: [StateChange] { get }
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
