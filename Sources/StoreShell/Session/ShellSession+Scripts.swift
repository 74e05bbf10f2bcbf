import Foundation
import ShellScripts

extension ShellSession {
  /// The header scripts of this session's store carry.
  public var header: ScriptHeader { ScriptHeader.of(State.self, Action.self) }

  /// Starts (or with `nil`, stops) recording to `path`. The script starts with `reset` and
  /// the current settings, so that it replays to the same output whatever came before; after
  /// steps, `fromStart` writes the session so far first (from its initial settings, or, with
  /// steps skipped, its steps replayed without them as `save` writes them), and without it
  /// recording is refused, since the script could not reach the state it needs.
  func record(_ path: String?, force: Bool = false, fromStart: Bool = false) throws(ShellError) {
    guard let path else {
      guard let recorder else { throw ShellError("not recording; start with 'record <file>'") }
      self.recorder = nil
      emit("recording stopped: \(recorder.path)", .note)
      return
    }
    if let recorder {
      throw ShellError("already recording to \(recorder.path); 'record stop' first")
    }
    if !timeline.steps.isEmpty, !fromStart {
      let count = timeline.steps.count
      throw ShellError(
        "record: the session has \(count) step\(count == 1 ? "" : "s") already, "
          + "which a script starting here would not replay; 'record \(path) --from-start' "
          + "writes them first, or 'reset' and then record")
    }
    var prelude = Self.prelude(fromStart ? initialSettings : settings)
    if !fromStart { prelude += debuggerPrelude() }
    if fromStart { prelude = hasSkippedSteps ? timelineScript().entries : prelude + transcript.entries() }
    recorder = try ScriptRecorder(path: path, header: header, overwrite: force, prelude: prelude)
    if !fromStart { restartDebuggerNumbering() }
    emit("recording to \(path)", .note)
  }

  /// Rewrites the recording under way after a `skip`: the steps so far without the skipped
  /// ones, replayed (as `save` writes them), so that the skipped step is left out; recording
  /// then goes on after them. Queries recorded before are not kept.
  func rewriteRecording() {
    guard let path = recorder?.path else { return }
    recorder = nil
    do {
      recorder = try ScriptRecorder(
        path: path, header: header, overwrite: true, prelude: timelineScript().entries)
    } catch {
      emit(.error("recording stopped: \(error.message)", location: nil))
    }
  }

  /// The commands a script starts with: `reset`, then `set` for each of `settings`.
  static func prelude(_ settings: ShellSettings) -> [ScriptEntry] {
    [ScriptEntry(command: "reset", expected: [resetNote])]
      + settings.commands.map {
        ScriptEntry(command: "set \(describe($0))", expected: ["set \(describe($0))"])
      }
  }

  /// What `reset` prints.
  static var resetNote: String { "reset to the initial state; effects cancelled" }

  func save(_ path: String, force: Bool = false) throws(ShellError) {
    // With steps skipped, the recorded output of the later steps no longer holds: the steps
    // are replayed without the skipped ones.
    let prelude = Self.prelude(initialSettings)
    let script =
      hasSkippedSteps
      ? timelineScript()
      : Script(header: header, entries: prelude + transcript.entries())
    try CheckedFile.writeWhole(script.text, to: path, overwrite: force, command: "save")
    // The prelude (reset and the settings) is not the session's; both scripts start with it.
    let count = script.entries.count - prelude.count
    emit(
      "saved \(count) command\(count == 1 ? "" : "s") to \(path)"
        + (hasSkippedSteps ? " (the steps replayed without the skipped ones)" : ""), .note)
  }

  /// What replaying a script found.
  struct ReplayOutcome {
    var checkFailed = false
    var hadError = false
    /// The replay's output, packed (see ``CommandResult/packedOutput``), when no sink took it.
    var packedOutput = PackedLines()
  }

  /// Runs the script at `path` in this session; with `check`, stops at the first command whose
  /// output differs from the recorded one and shows a unified diff; with `update`, rewrites the
  /// recorded output. It starts after line `resumingAfter` (0: at the top). A step recorded as
  /// trapped is reported unrun unless the sink's host survives a trap.
  func replayScript(
    _ path: String, check: Bool, update: Bool, accept: Bool = false, resumingAfter: Int = 0
  ) throws(ShellError) -> ReplayOutcome {
    guard replayDepth < 8 else {
      throw ShellError("replay of '\(path)' nests too deeply: does a script replay itself?")
    }
    // Each replayed step would be appended to the file being read, read again, without end.
    if let recorder, recorder.records(path) {
      throw ShellError(
        "'\(path)' is being recorded by this session: a replay of it would read back the steps "
          + "it records, without end; 'record stop' first, or replay a copy of it")
    }
    // `--update` rewrites the file, so it reads the whole script; a replay reads it an entry
    // at a time (memory stays flat however long the script).
    var script = update ? try ScriptReader.read(path) : Script(header: nil, entries: [])
    var stream = update ? nil : try ScriptStream.open(path)
    // The transcript serves `save` and `record` later in the session: a session that ends
    // with this replay, whose script reads none, keeps none.
    if replayDepth == 0, transcript.isKeptOnlyIfRead, stream?.mayReadTranscript == false {
      transcript.isDiscarding = true
    }
    if let recorded = update ? script.header : stream?.header, !recorded.isUntyped {
      let current = header
      if let mismatch = recorded.mismatch(with: current) {
        let cases = mismatch.hasPrefix("it is stale") ? " --accept" : ""
        if !update {
          throw ShellError(
            "\(path): \(mismatch); re-record it, or check it still means what it did and run "
              + "'replay \(path) --update\(cases)'")
        }
        if !accept {
          throw ShellError(
            "\(path): \(mismatch); --update would bless a stale script: check it still means "
              + "what it did, then 'replay \(path) --update --accept'")
        }
      } else if recorded.isRenamed(as: current) {
        emit(
          "\(path) was recorded for \(recorded.stateType) / \(recorded.actionType); this store's "
            + "\(current.stateType) / \(current.actionType) has the same action cases: replaying "
            + "it on them",
          .note)
      }
    }
    replayDepth += 1
    // A plain replay stops at the user's breakpoints (see `Debugger/ShellSession+ReplayStops`).
    let outerStops = debuggerEntersReplay(checksOrUpdates: check || update)
    let setAside = debuggerSetsAside(checksOrUpdates: check || update)
    defer {
      debuggerBringsBack(setAside)
      debugger.replaysStop = outerStops
      replayDepth -= 1
    }
    let resumesAfter = resumingAfter
    let runsTrappedSteps = sink?.survivesTraps ?? false
    var outcome = ReplayOutcome()
    var commands = 0
    /// With `--update`, the commands whose expectations changed.
    var updated = 0
    /// Commands that fail now where the recording expected no error: `--update` refuses them.
    var newErrors: [String] = []
    // The commands of the outermost replay hand their events to the sink as they come, when
    // the replay's are (not with `--check` or `--update`: `--update` may refuse at the end and
    // print nothing).
    let forwards = output.forwards && replayDepth == 1 && !check && !update
    let outerForwards = output.passOnReplayedCommands(forwards)
    defer {
      output.passOnReplayedCommands(outerForwards)
      output.announce(.replayEnded(depth: replayDepth))
    }
    // Otherwise the outermost replay keeps its output packed, ~80 bytes a step where the
    // lines and their strings took ~500, and whose allocations stayed in the way of the steps'.
    let packs = replayDepth == 1 && sink == nil && output.holdsNoLines && !output.isMuted
    func passOn(_ lines: [OutputLine]) {
      if packs { return outcome.packedOutput.append(lines) }
      emit(.lines(lines))
    }
    /// Emits the replay's own `event` (a check failure, a trapped step), or packs its lines.
    func report(_ event: ShellEvent) {
      guard packs else { return emit(event) }
      var lines: [OutputLine] = []
      LineRenderer.append(event, settings: settings, to: &lines)
      passOn(lines)
    }
    // At a terminal, the outermost replay shows how far it is (a stream's length is not known
    // before its end: what is done, then).
    let began = beginProgress(
      "replay \(path)", total: update ? script.entries.count : nil, unit: "commands")
    defer { endProgress(began) }
    var index = -1
    while true {
      index += 1
      let next = update ? (index < script.entries.count ? script.entries[index] : nil) : try stream!.next()
      guard let entry = next else { break }
      if Script.isInert(entry.command) || entry.line <= resumesAfter { continue }
      // Ctrl-C stops a long replay between two commands (a step it stopped partway stands).
      if isInterrupted() {
        throw ShellError(
          "replay of '\(path)' stopped (Ctrl-C) before line \(entry.line); the \(commands) "
            + "command\(commands == 1 ? "" : "s") before it ran")
      }
      commands += 1
      if began { noteProgress(done: commands) }
      output.announce(
        .replaying(path: path, line: entry.line, command: entry.command, depth: replayDepth))
      // Made only when needed: a step's string is ~100 instructions.
      var location: String { "\(path):\(entry.line)" }
      if !runsTrappedSteps, let trap = entry.recordedTrap {
        report(.error(trappedStepMessage(entry.command, trap), location: location))
        outcome.hadError = true
        return outcome
      }
      let outerEntry = replayEntry
      replayEntry = (path, entry.line)
      let result = execute(entry.command)
      replayEntry = outerEntry
      var lines = result.output
      if forwards, result.printedError { outcome.hadError = true }
      if let error = result.error, let at = lines.firstIndex(where: { $0.role == .error }) {
        lines[at].text = LineRenderer.errorText(error.message, location: location)
        if !check && !update { outcome.hadError = true }
        if update, !entry.expected.contains(where: { $0.hasPrefix("error: ") }) {
          newErrors.append("line \(entry.line) '\(entry.command)' (\(error.message))")
        }
      }
      if result.checkFailed { outcome.checkFailed = true }
      if check {
        if result.recordedText != entry.expected {
          report(
            .checkFailed(
              location: location, command: entry.command, expected: entry.expected,
              actual: result.recordedText))
          outcome.checkFailed = true
          return outcome
        }
        if result.checkFailed { return outcome }
      } else if !forwards {
        // Forwarded commands handed their events to the sink already.
        passOn(lines)
      }
      if debugger.replayStopped {
        // Whether the script has a command after the stop, for `continue` (one it cannot
        // read counts: `continue` says what is wrong with it).
        func hasMore() -> Bool {
          do {
            while let following = try stream?.next() {
              if !Script.isInert(following.command) { return true }
            }
            return false
          } catch { return true }
        }
        replayStops(at: path, line: entry.line, command: entry.command, hasMore: hasMore())
        return outcome
      }
      if update, script.entries[index].expected != result.recordedText {
        script.entries[index].expected = result.recordedText
        updated += 1
      }
      if result.error != nil, bailsOnError { break }
      if result.quit { break }
    }
    if update {
      if !newErrors.isEmpty, !accept {
        throw ShellError(
          "\(path): not updated: \(newErrors.count) command\(newErrors.count == 1 ? "" : "s") "
            + "now fail\(newErrors.count == 1 ? "s" : "") where the recording expected no error: "
            + newErrors.prefix(3).joined(separator: "; ") + (newErrors.count > 3 ? "; …" : "")
            + "; fix the script, or take the errors as expected with --update --accept")
      }
      let headerChanged = script.header != header
      guard updated > 0 || headerChanged else {
        // A script that matches is left as it is, byte for byte.
        emit("\(path): \(commands) command\(commands == 1 ? "" : "s") checked, all match; nothing to update", .note)
        return outcome
      }
      script.header = header
      // Line ends as the file had them: CRLF stays CRLF (a script's lines hold no CR).
      let text = try ScriptReader.usesCRLF(path) ? script.text.replacingOccurrences(of: "\n", with: "\r\n") : script.text
      try CheckedFile.writeWhole(text, to: path, overwrite: true, command: "update")
      emit(
        "updated the expectations of \(updated) of \(commands) command\(commands == 1 ? "" : "s") in \(path)"
          + (headerChanged ? ", and its header" : ""), .note)
    } else if check {
      emit("\(path): \(commands) command\(commands == 1 ? "" : "s") checked, all match", .note)
    }
    return outcome
  }
}
