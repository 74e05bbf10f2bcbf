/// A command of the shell's debugger: watches, breakpoints and state edits (see
/// `CommandSpec+Debugger.swift` for their spelling and help).
public enum DebugCommand: Equatable, Sendable {
  /// `watch <path>`: print the value at `path` whenever a step changes it; `watch <n> <path>`
  /// numbers it `n` (as recordings write the watches they bring back).
  case watch(String, number: Int? = nil)
  /// `watches`: list the watches.
  case watches
  /// `watch off <n>`: remove watch `n`.
  case watchOff(Int)
  /// `break on <action>`: stop an `advance`, `run`, `wait` or `replay` after an action whose
  /// case path starts with the prefix is sent or delivered; `break <n> on <action>` numbers it
  /// `n` (as recordings write the breakpoints they bring back).
  case breakOn(String, number: Int? = nil)
  /// `break when <path> changes`: stop after a step that changes the value at the path;
  /// `break <n> when <path> changes` numbers it `n`.
  case breakWhen(String, number: Int? = nil)
  /// `breaks`: list the breakpoints.
  case breaks
  /// `break off <n>`: remove breakpoint `n`.
  case breakOff(Int)
  /// `continue`: go on with the `advance`, `run`, `wait` or `replay` a breakpoint stopped.
  case `continue`
  /// `step`: move virtual time to the next scheduled work that delivers an action, deliver
  /// it, and stop there.
  case step
  /// `set state <path> = <value>`: edit the state (a test store's), as a step.
  case setState(path: String, value: String)
  /// `dump state <file> [--force]`: write the state as JSON.
  case dumpState(path: String, force: Bool)
  /// `load state <file>`: replace the state by the JSON in a file, as a step.
  case loadState(path: String)
  /// `branches`: the timeline's branches, with their steps.
  case branches
  /// `branch <n>`: go back to the end of branch `n`.
  case branch(Int)
  /// `goto <branch>.<n>`: go to the state after step `n` of branch `branch`.
  case gotoBranchStep(branch: Int, step: Int)
  /// `history /<pattern>/`: the steps whose command matches a regular expression.
  case history(String)

  /// Whether the command changes the store: a step of the history.
  var isStep: Bool {
    switch self {
    case .continue, .step, .setState, .loadState: return true
    default: return false
    }
  }
}
