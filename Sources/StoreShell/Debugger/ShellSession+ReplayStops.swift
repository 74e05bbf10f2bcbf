/// A replay stopped by a breakpoint: a breakpoint set at the prompt stops a plain replay (one
/// without --check or --update) right after the step that hits, as it stops an `advance`, and
/// `continue` goes on with the rest of the script. The script's own breakpoints stop its steps
/// as they did when it was recorded, and its `reset` keeps the user's breakpoints and watches.
///
/// What the user's watches and breakpoints print there is volatile (shown, not recorded), as
/// Ctrl-C's note is: a recording or `save` of the session keeps the script's commands as they
/// ran (a stopped `advance 10s` as `advance 1s`, `continue` as `advance 9s`), which replay alike
/// without the user's breakpoints (the script's `reset` removes them on a `--check`).
extension ShellSession {
  /// Whether the running command is a step of a plain replay, or the work `continue` goes on
  /// with before the rest of one: the user's watches and breakpoints print volatile lines.
  var debuggerIsInUsersReplay: Bool {
    (replayDepth > 0 && debugger.replaysStop) || debugger.continuesReplay
  }

  /// Whether the replay of a script, one level deeper than the running one, stops at the
  /// user's breakpoints; returns what to restore when it ends.
  func debuggerEntersReplay(checksOrUpdates: Bool) -> Bool {
    // A new replay drops what an earlier stop left for `continue`.
    if replayDepth == 1 {
      debugger.replayRest = []
      debugger.pending = nil
    }
    let outer = debugger.replaysStop
    debugger.replaysStop = (replayDepth == 1 || outer) && !checksOrUpdates
    return outer
  }

  /// After a replayed command: whether a breakpoint of the user's stopped it, and so the
  /// replay, which keeps where it stood (`path`, `line`) for `continue`.
  func replayStops(at path: String, line: Int, command: String) -> Bool {
    guard debugger.replayStopped else { return false }
    debugger.replayRest.append(Debugger.ReplayRest(path: path, line: line, command: command))
    return true
  }

  /// After a top-level `replay` (or the replays a `continue` went on with): says where a
  /// breakpoint stopped them, `replay stopped after todos.shell:12 (advance 10s); 'continue'
  /// goes on with the rest of the replay`.
  func noteReplayStop() {
    debugger.replayStopped = false
    guard let innermost = debugger.replayRest.first else { return }
    debugger.pendingIsNew = true
    var text = "replay stopped after \(innermost.path):\(innermost.line) (\(innermost.command))"
    for outer in debugger.replayRest.dropFirst() { text += ", in \(outer.path):\(outer.line)" }
    text += "; 'continue' goes on with "
    switch debugger.pending {
    case .advance?: text += "the advance, then "
    case .run?: text += "the run, then "
    case .wait?: text += "the wait, then "
    case nil: break
    }
    emit(.info(text + "the rest of the replay", .volatileNote))
  }

  /// The step a breakpoint of the user's stopped in a replay is recorded as the time it covered
  /// (`advance 1s`), as `history` keeps it.
  func recordedStepOfStoppedReplay() -> String? {
    guard debugger.replayStopped, let line = debugger.stepLine, !line.isEmpty else { return nil }
    return line
  }

  /// Records the work `continue` went on with before the rest of a replay as the step it was
  /// (`advance 9s`), with what it printed so far (`nil`: none, what it printed is dropped);
  /// the replay's commands record themselves.
  func recordContinuedWork(_ line: String?) {
    output.recordRunningCommand(as: line, settings: settings)
  }

  /// Replays the rest of each script in `rest`, innermost first, as `replay <file>` does from
  /// the line after the one it stopped at; a breakpoint may stop them again.
  func resumeReplays(_ rest: [Debugger.ReplayRest], result: inout CommandResult) throws(ShellError) {
    for (index, replay) in rest.enumerated() {
      let outcome = try replayScript(replay.path, check: false, update: false, resumingAfter: replay.line)
      if !outcome.packedOutput.isEmpty { result.packedOutput.append(outcome.packedOutput.lines) }
      result.checkFailed = result.checkFailed || outcome.checkFailed
      result.failedWithin = result.failedWithin || outcome.hadError
      if !debugger.replayRest.isEmpty {
        debugger.replayRest += rest[(index + 1)...]
        return noteReplayStop()
      }
    }
  }

  /// `reset` in a plain replay: the breakpoints and watches set at the prompt stay (their
  /// values taken from the initial state), the script's own go.
  func resetDebuggerInReplay() {
    var kept = Debugger()
    kept.watches = debugger.watches.filter(\.isUsers)
    kept.breakpoints = debugger.breakpoints.filter(\.isUsers)
    kept.nextWatchNumber = debugger.nextWatchNumber
    kept.nextBreakNumber = debugger.nextBreakNumber
    kept.replaysStop = debugger.replaysStop
    kept.stopCount = debugger.stopCount
    debugger = kept
    printChangedWatches()
    rememberBreakpointValues()
  }
}
