/// A replay stopped by a breakpoint: a breakpoint set at the prompt stops a plain replay (one
/// without --check or --update) right after the step that hits, as it stops an `advance`, and
/// `continue` goes on with the rest of the script. The script's own breakpoints stop its steps
/// as they did when it was recorded, and its `reset` keeps the user's breakpoints and watches.
///
/// A recording or `save` of the session keeps the script's commands as they ran (a stopped
/// `advance 10s` as `advance 1s`, `continue` as `advance 9s`) with what the user's watches and
/// breakpoints printed, and after the script's `reset` the commands that bring those back: it
/// replays `--check` as the session ran. Only where the replay stopped and what `continue`
/// goes on with is volatile (shown, not recorded).
import ShellCommands
import ShellScripts
extension ShellSession {
  /// Whether the running command is a step of a plain replay, or the work `continue` goes on
  /// with before the rest of one: a breakpoint of the user's stops the replay there.
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

  /// After a replayed command a breakpoint of the user's stopped, and so the replay: keeps
  /// where it stood (`path`, `line`) for `continue`, and whether the script has commands after.
  func replayStops(at path: String, line: Int, command: String, hasMore: Bool) {
    debugger.replayRest.append(
      Debugger.ReplayRest(path: path, line: line, command: command, hasMore: hasMore))
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
    var work: String?
    switch debugger.pending {
    case let .advance(left)?: work = "the advance (\(ShellDuration(nanoseconds: left)) left)"
    case .run?: work = "the run"
    case let .wait(left)?: work = "the wait (\(ShellDuration(nanoseconds: left)) left)"
    case nil: break
    }
    let rest = debugger.replayRest.contains(where: \.hasMore) ? "the rest of the replay" : nil
    if work == nil, rest == nil {
      // Nothing for `continue`: the replay is over.
      debugger.replayRest = []
      return emit(.info(text + "; nothing of the replay is left", .volatileNote))
    }
    text += "; 'continue' goes on with " + [work, rest].compactMap { $0 }.joined(separator: ", then ")
    emit(.info(text, .volatileNote))
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
    output.recordRunningCommand(as: line)
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
  /// values taken from the initial state), the script's own go. A recording of the replay
  /// brings them back after the `reset` (which empties them when it replays), so that it
  /// replays with them as the session ran (see ``Debugger/recordedAfterReset``).
  func resetDebuggerInReplay() {
    var kept = Debugger()
    kept.watches = debugger.watches.filter(\.isUsers)
    kept.breakpoints = debugger.breakpoints.filter(\.isUsers)
    kept.replaysStop = debugger.replaysStop
    kept.stopCount = debugger.stopCount
    debugger = kept
    restartDebuggerNumbering()
    // The recording's `reset` prints no such change: it empties the watches.
    printChangedWatches(volatile: true)
    rememberBreakpointValues()
    debugger.recordedAfterReset = debuggerPrelude()
  }

  /// The commands that bring back the watches and breakpoints a replayed `reset` kept, which
  /// the recording writes after it.
  func takeRecordedAfterReset() -> [ScriptEntry] {
    defer { debugger.recordedAfterReset = [] }
    return debugger.recordedAfterReset
  }
}
