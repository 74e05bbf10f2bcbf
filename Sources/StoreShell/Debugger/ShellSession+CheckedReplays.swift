/// `replay <file> --check` or `--update` typed at the prompt runs its script as it was recorded:
/// the watches and breakpoints set at the prompt are set aside while it runs (they would print
/// lines the recording does not hold, and its `reset` emptied them), and are back as they were
/// when it ends, their values taken from the state the script left.
///
/// A recording of the session (and the transcript `save` writes) keeps that as commands, so
/// that it replays `--check` as the session ran, whether or not the script starts with `reset`:
/// `watch off`/`break off` of the user's ones before the script's commands, the watches and
/// breakpoints the script sets each with its number (`watch 1 items.count`: the replay of the
/// recording numbers from where the user's left off), and after them `watch off`/`break off` of
/// the script's and the user's set again, each with its number.
import ShellCommands
import ShellScripts
import StatePaths
extension ShellSession {
  /// The watches and breakpoints a checking replay set aside, and the numbers the next ones get.
  struct SetAsideDebugger {
    let watches: [Debugger.Watch]
    let breakpoints: [Debugger.Breakpoint]
    let nextWatchNumber: Int
    let nextBreakNumber: Int
  }

  /// Sets the watches and breakpoints aside when the replay starting (``replayDepth`` counts
  /// it already) is a top-level one that checks or updates its script; `nil` for any other.
  func debuggerSetsAside(checksOrUpdates: Bool) -> SetAsideDebugger? {
    guard checksOrUpdates, replayDepth == 1 else { return nil }
    let setAside = SetAsideDebugger(
      watches: debugger.watches, breakpoints: debugger.breakpoints,
      nextWatchNumber: debugger.nextWatchNumber, nextBreakNumber: debugger.nextBreakNumber)
    // A recording removes them, as the script's own are removed after it.
    recordDebuggerEntries(debuggerRemovals())
    debugger.watches = []
    debugger.breakpoints = []
    debugger.checkResetRan = false
    restartDebuggerNumbering()
    return setAside
  }

  /// Brings back what ``debuggerSetsAside(checksOrUpdates:)`` set aside, in place of the
  /// script's own watches and breakpoints; their values are read again, printing nothing.
  func debuggerBringsBack(_ setAside: SetAsideDebugger?) {
    guard let setAside else { return }
    // The script's own, which a recording of the session has after the script's commands.
    var entries = debuggerRemovals()
    // The numbers go on after the script's and the user's, as in a replay of the recording
    // (which numbers the script's from the user's next, unless the script resets).
    let resetRan = debugger.checkResetRan ?? false
    debugger.checkResetRan = nil
    let (scriptsWatch, scriptsBreak) = (debugger.nextWatchNumber, debugger.nextBreakNumber)
    let state = store.state
    debugger.watches = setAside.watches.map { watch in
      var watch = watch
      watch.value = StateValueText.oneLine(at: watch.path, in: state)
      return watch
    }
    debugger.breakpoints = setAside.breakpoints
    restartDebuggerNumbering()
    debugger.nextWatchNumber = max(
      debugger.nextWatchNumber, scriptsWatch, resetRan ? 0 : setAside.nextWatchNumber)
    debugger.nextBreakNumber = max(
      debugger.nextBreakNumber, scriptsBreak, resetRan ? 0 : setAside.nextBreakNumber)
    rememberBreakpointValues()
    // A recording (or the transcript `save` writes) brings them back after the script's
    // commands, each by its number, so that it replays as the session ran.
    entries += debuggerPrelude(numberingEach: true)
    recordDebuggerEntries(entries)
  }

  /// A `reset` at the prompt, or in a checking or updating replay: empties the debugger.
  func emptyDebugger() {
    let checks = debugger.checkResetRan != nil
    debugger = Debugger()
    if checks { debugger.checkResetRan = true }
  }

  /// In a checking replay at the prompt, a `watch` or `break` that set one is recorded with
  /// its number (see the type's comment).
  func numberRecordedAddInCheck(_ command: DebugCommand, result: inout CommandResult) {
    guard debugger.checkResetRan != nil else { return }
    switch command {
    case .watch:
      guard let watch = debugger.watches.last else { return }
      result.recordedCommand = Self.watchCommand(watch, number: " \(watch.number)")
    case .breakOn, .breakWhen:
      guard let breakpoint = debugger.breakpoints.last else { return }
      result.recordedCommand = Self.breakCommand(breakpoint, number: " \(breakpoint.number)")
    default: return
    }
  }

  /// `watch off` and `break off` of each watch and breakpoint set now, with what they print.
  private func debuggerRemovals() -> [ScriptEntry] {
    debugger.watches.map { watch in
      ScriptEntry(command: "watch off \(watch.number)", expected: [Self.watchRemovedText(watch)])
    }
      + debugger.breakpoints.map { breakpoint in
        ScriptEntry(
          command: "break off \(breakpoint.number)",
          expected: [Self.breakpointRemovedText(breakpoint)])
      }
  }

  /// Adds `entries` to the transcript and the recording, as if typed.
  private func recordDebuggerEntries(_ entries: [ScriptEntry]) {
    guard !output.isMuted else { return }
    for entry in entries {
      output.transcript.append(entry)
      if output.recorder?.failure == nil { try? output.recorder?.append(entry) }
    }
  }
}
