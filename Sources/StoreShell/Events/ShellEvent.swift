/// One thing a session did while running a command, as the session says it: typed, never
/// rendered by the session. Sinks (``ShellEventSink``) render events: as the lines a terminal,
/// a pipe, a script's expectations and the transcript show (``LineRenderer``), or as JSON
/// (``JSONEventWriter``).
///
/// A command's events come in the order it did things: its echo, then what it sent and what
/// was delivered (each with the state change it made), informational text, the effects in
/// flight, and the end of the step (or an error instead of the rest).
enum ShellEvent {
  /// The command line about to run, trimmed, with `set echo on` (shown as `> line`).
  case echo(String)
  /// An action the command sent, and the change it made.
  case sent(action: String, change: StateTransition)
  /// An action an effect delivered: the effect's number and kind, and the change it made.
  case delivered(action: String, effect: Int, kind: String, change: StateTransition)
  /// A change of state no action of its own made (`goto`, `skip`, `diff`).
  case change(StateTransition)
  /// The effects in flight after a step, each described (`#1 timer from start, next in 1s`),
  /// and the summary line that names them, fitted to 80 columns.
  case effects([String], summary: String)
  /// Informational text.
  case info(String, InfoKind)
  /// A breakpoint the step hit, by its number, and the line that says so (`break 1: ←
  /// sortCompletedTodos at 1s; …`): one event for each breakpoint hit, in number order.
  case breakHit(number: Int, text: String)
  /// An error; `location` is `path:line` within a replayed script.
  case error(String, location: String?)
  /// A replayed script's command printed something else than the script expects.
  case checkFailed(location: String, command: String, expected: [String], actual: [String])
  /// A step trapped and ended the store's process (under a supervisor, which survives it): the
  /// command (the replayed one, at `location` in its script), and the runtime's message with
  /// the feature's `file:line`.
  case trapped(command: String?, summary: String, location: String?)
  /// The end of a step, with the time it took (shown with `set timing on`, not recorded).
  case stepEnded(milliseconds: Double)
  /// A replayed script's command is about to run: the script, the command's line in it, the
  /// command, and how deeply the replay is nested (1 for a replay typed or run at the top).
  case replaying(path: String, line: Int, command: String, depth: Int)
  /// A replay at `depth` ended.
  case replayEnded(depth: Int)
  /// The end of a command the transcript and the recording keep (``TranscriptLog``,
  /// ``ScriptRecorder``): the command as they keep it (an `advance` Ctrl-C stopped, as the
  /// time it covered), or `nil` when they keep none of it after all (its lines so far are
  /// dropped); `failed`, when it failed, holds the error lines that stand for all it printed
  /// (a failed command changed nothing). Only those two sinks get it.
  case commandEnded(command: String?, failed: [OutputLine]?)
  /// Lines rendered already (what a replay passes on of the commands it ran, the lines a
  /// worker process sent).
  case lines([OutputLine])

  /// What informational text is.
  enum InfoKind {
    /// Output of a query (`state`, `history`, `help`).
    case plain
    /// A note on what happened (`reset to the initial state`).
    case note
    /// A note that differs between runs (Ctrl-C stopped time): not recorded, not checked.
    case volatileNote
  }
}
