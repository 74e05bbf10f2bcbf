/// What the session's debugger keeps: watches, breakpoints, the breakpoint a step hit, and the
/// work `continue` goes on with. `reset` empties it.
import ShellScripts
import StatePaths
struct Debugger {
  /// `watch todos.count`: its number in `watches`, its path and the value last printed.
  struct Watch {
    let number: Int
    let path: StatePath
    var value: String
    /// Whether it was set at the prompt, outside any replay: a plain replay's `reset` keeps it.
    var isUsers = true
  }

  /// `break on sortCompletedTodos` or `break when todos.count changes`.
  struct Breakpoint {
    enum Condition {
      /// A case path prefix of an action sent or delivered.
      case action(String)
      /// A state path whose value changes; with the value last seen.
      case change(StatePath, value: String)
    }

    let number: Int
    var condition: Condition
    /// Whether it was set at the prompt, outside any replay: it stops a plain replay (one
    /// without --check or --update), whose `reset` keeps it.
    var isUsers = true

    /// How `breaks` lists it.
    var text: String {
      switch condition {
      case let .action(prefix): return "on \(prefix)"
      case let .change(path, _): return "when \(path.text) changes"
      }
    }
  }

  /// The work a breakpoint stopped, that `continue` goes on with.
  enum Pending: Equatable {
    /// The rest of an `advance`, in nanoseconds of virtual time.
    case advance(Int)
    /// A `run`.
    case run
    /// The rest of a live store's `wait`, in nanoseconds of real time.
    case wait(Int)
  }

  /// Where a replay a breakpoint stopped goes on: after `line` of the script at `path`.
  struct ReplayRest: Equatable {
    let path: String
    let line: Int
    /// The command at `line`, for the note that says where the replay stopped.
    let command: String
    /// Whether the script has commands after `line`.
    var hasMore = true
  }

  var watches: [Watch] = []
  var breakpoints: [Breakpoint] = []
  var nextWatchNumber = 1
  var nextBreakNumber = 1
  /// While a checking replay typed at the prompt runs with the user's watches and breakpoints
  /// set aside, whether a `reset` ran in it; `nil` outside one (see
  /// `ShellSession+CheckedReplays.swift`).
  var checkResetRan: Bool?
  /// The breakpoints the running step hit, each once, in the order they hit: the number, what
  /// hit it (`← sortCompletedTodos`, `todos.count: 2 → 3`), and whether it stops a replay (one
  /// the user set at the prompt). Every one is reported; empty when none hit.
  var hits: [(number: Int, cause: String, isUsers: Bool)] = []
  /// The hit that stops the step: the first of the user's, else the first; `nil` when none.
  var hit: (number: Int, cause: String, isUsers: Bool)? { hits.first { $0.isUsers } ?? hits.first }
  var pending: Pending?
  /// The replays a breakpoint stopped, innermost first: `continue` goes on with them after
  /// ``pending``.
  var replayRest: [ReplayRest] = []
  /// Whether the running replays stop at the user's breakpoints: they do not check or update
  /// their scripts (whose recorded output the stops would change).
  var replaysStop = false
  /// Set when a breakpoint of the user's stopped a step of a replay: the replays around it
  /// stop after that step, each adding where it stood to ``replayRest``.
  var replayStopped = false
  /// Set while `continue` goes on with the work a breakpoint stopped in a replay, before the
  /// rest of the replay.
  var continuesReplay = false
  /// How many times a breakpoint stopped a step: `continue` tells whether the work it went on
  /// with stopped again.
  var stopCount = 0
  /// Whether the running command set ``pending``: any other step drops it.
  var pendingIsNew = false
  /// How the running step is kept in the history when a breakpoint stopped it or it went on
  /// after one (`advance 1s`), rather than as typed: history, `goto` and `export test` then do
  /// without breakpoints (with `--deliveries` when it stopped partway through a moment).
  /// Recordings keep the typed command, replayed with its breakpoints.
  var stepLine: String?
  /// The commands that bring back the watches and breakpoints set at the prompt, which a
  /// replayed script's `reset` kept: recorded after that `reset`.
  var recordedAfterReset: [ScriptEntry] = []
  /// How many delivered actions were reduced: `step` stops after the next.
  var deliveries = 0
  /// The value of ``deliveries`` an `advance --deliveries <n>` stops at, while it runs.
  var lastDelivery: Int?
  /// The timeline's branches (see ``TimelineBranches``).
  var branches = TimelineBranches()

  /// Whether the stepping through scheduled work stops here: a breakpoint hit, or the last
  /// delivery an `advance --deliveries` makes (one read of the debugger a piece of work).
  var stopsStepping: Bool { hit != nil || deliveries == lastDelivery }

  /// Whether reducing an action needs the debugger's attention.
  var isIdle: Bool { watches.isEmpty && breakpoints.isEmpty && hit == nil }
}
