/// `replay <file> --check` or `--update` typed at the prompt runs its script as it was recorded:
/// the watches and breakpoints set at the prompt are set aside while it runs (they would print
/// lines the recording does not hold, and its `reset` emptied them), and are back as they were
/// when it ends, their values taken from the state the script left.
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
    debugger.watches = []
    debugger.breakpoints = []
    restartDebuggerNumbering()
    return setAside
  }

  /// Brings back what ``debuggerSetsAside(checksOrUpdates:)`` set aside, in place of the
  /// script's own watches and breakpoints; their values are read again, printing nothing.
  func debuggerBringsBack(_ setAside: SetAsideDebugger?) {
    guard let setAside else { return }
    // The script's own, which a recording of the session has after the script's commands.
    var entries =
      debugger.watches.map { watch in
        ScriptEntry(command: "watch off \(watch.number)", expected: [Self.watchRemovedText(watch)])
      }
      + debugger.breakpoints.map { breakpoint in
        ScriptEntry(
          command: "break off \(breakpoint.number)",
          expected: [Self.breakpointRemovedText(breakpoint)])
      }
    let state = store.state
    debugger.watches = setAside.watches.map { watch in
      var watch = watch
      watch.value = StateValueText.oneLine(at: watch.path, in: state)
      return watch
    }
    debugger.breakpoints = setAside.breakpoints
    debugger.nextWatchNumber = setAside.nextWatchNumber
    debugger.nextBreakNumber = setAside.nextBreakNumber
    rememberBreakpointValues()
    // A recording (or the transcript `save` writes) brings them back after the script's
    // commands, each by its number, so that it replays as the session ran.
    entries += debuggerPrelude(numberingEach: true)
    guard !output.isMuted else { return }
    for entry in entries {
      output.transcript.append(entry)
      if output.recorder?.failure == nil { try? output.recorder?.append(entry) }
    }
  }
}
