/// One line of the shell's command language, parsed.
public enum Command: Equatable, Sendable {
  /// `send <action>`: the action's text, decoded against the store's action type later.
  case send(String)
  /// `receive [<action>]`: assert the next delivered action (exhaustive mode).
  case receive(String?)
  /// `advance [<duration>] [--force] [--deliveries <n>]`: move virtual time; `nil` runs what is
  /// due now. Without `force`, an advance that would deliver more actions than the limit is
  /// refused. With `deliveries`, it stops right after the `n`th delivered action (how the
  /// history keeps an advance a breakpoint stopped partway through the actions due at a moment).
  case advance(ShellDuration?, force: Bool = false, deliveries: Int? = nil)
  /// `run`: run the scheduler until idle.
  case run
  /// `wait <duration>`: let real time pass, for a live store or tasks busy in real time.
  case wait(ShellDuration)
  /// `state [<path>]`: print the state or a part of it.
  case state(String?)
  /// `effects`: list the effects in flight.
  case effects
  /// `cancel <id>`: cancel an effect in flight by its number.
  case cancel(Int)
  /// `history`: list the steps so far.
  case history
  /// `goto <n>`: go back to the state after step `n`.
  case goto(Int)
  /// `undo`: go back one step.
  case undo
  /// `redo`: forward one step, after `undo` or `goto`.
  case redo
  /// `skip <n>`: leave step `n` out (again: put it back).
  case skip(Int)
  /// `diff <n> [<m>]`: the state change from after step `n` to after step `m` (or now).
  case diff(Int, Int?)
  /// `export test <file> [--class <TestName>] [--force]`: write the session as an XCTest case;
  /// an existing file only with `--force`.
  case exportTest(path: String, name: String?, force: Bool)
  /// `record <file> [--force] [--from-start]` / `record stop`: `force` overwrites an existing
  /// file; `fromStart` writes the session's steps so far first.
  case record(String?, force: Bool = false, fromStart: Bool = false)
  /// `replay <file> [--check] [--update [--accept]]`: `accept` lets `--update` take a changed
  /// action type or new errors.
  case replay(path: String, check: Bool, update: Bool, accept: Bool = false)
  /// `save <file> [--force]`: write the session so far as a script.
  case save(String, force: Bool = false)
  /// `set <option> <value>`.
  case set(ShellOption)
  /// `set` alone: list the settings.
  case settings
  /// `actions`: the action cases with their argument labels and types.
  case actions
  /// `reset`: back to the initial state, effects cancelled.
  case reset
  /// `help [<command>]`.
  case help(String?)
  /// `quit`.
  case quit
  /// A blank line or a comment: does nothing.
  case nothing
  /// A debugger command: watches, breakpoints, state edits (see ``DebugCommand``).
  case debug(DebugCommand)

  /// Whether the command changes the store, so that it is a step of the history (and replayed
  /// by `goto` and `undo`).
  package var isStep: Bool {
    switch self {
    case .send, .receive, .advance, .run, .wait, .cancel: return true
    case let .debug(command): return command.isStep
    default: return false
    }
  }
}

/// A setting changed by `set`.
public enum ShellOption: Equatable, Sendable {
  /// How state changes print: `full` (custom-dump diff), `compact` (changed lines only), `off`.
  case diff(DiffMode)
  /// Colours: `on`, `off`, or `auto` (on for a terminal without `NO_COLOR`).
  case color(ColorMode)
  /// Whether each command is echoed before its output.
  case echo(Bool)
  /// Whether delivered actions must be `receive`d before the next `send`.
  case exhaustive(Bool)
  /// Whether each step prints how long it took.
  case timing(Bool)
  /// Which delivered actions print: `-timer.timeUpdated` hides those starting so; `off` shows all.
  case filter([String])
  /// The most actions an `advance` or `run` may deliver before it is refused (or stopped).
  case limit(Int)
  /// What the shell prints: `text`, or `json` (one object an event).
  case output(OutputFormat)
}

/// What the shell prints.
public enum OutputFormat: String, Equatable, Sendable, CaseIterable {
  /// Lines of text, coloured at a terminal.
  case text
  /// One JSON object a line for each event (schema in README, "JSON output").
  case json
}

/// How state changes print.
public enum DiffMode: String, Equatable, Sendable, CaseIterable {
  /// The custom-dump diff, unchanged siblings folded.
  case full
  /// Only the changed lines.
  case compact
  /// No diff.
  case off
}

/// When output is coloured.
public enum ColorMode: String, Equatable, Sendable, CaseIterable {
  /// Always.
  case on
  /// Never.
  case off
  /// On a terminal, unless `NO_COLOR` is set.
  case auto
}
