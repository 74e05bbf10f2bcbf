import Composable
import ShellCommands
import ShellScripts

/// Time travel that loses nothing: `goto` and `undo` keep the later steps (ahead of the current
/// one, as Redux DevTools' jump does) for `redo` and `goto` forward; `skip` replays without a
/// step; `diff` compares the states after two steps. Every state is reached by replaying steps
/// on a fresh store: the environment is deterministic on virtual time, so a replay ends where
/// the session was.
extension ShellSession {
  /// The steps the state comes from, with their numbers in `history`: the steps so far
  /// without the skipped ones (what `export test` writes).
  var activeSteps: [(number: Int, line: String)] {
    let skipped = timeline.skipped
    return timeline.steps.enumerated().filter { !skipped.contains($0.offset + 1) }
      .map { ($0.offset + 1, $0.element) }
  }

  /// Whether `skip` leaves out one of the steps so far.
  var hasSkippedSteps: Bool { timeline.skipped.contains { $0 <= timeline.steps.count } }

  /// The steps so far without the skipped ones, replayed on a fresh store with this session's
  /// output settings, as a script (what `save` writes when steps are skipped: the recorded
  /// output of the later steps no longer holds, and queries are left out).
  func timelineScript() -> Script {
    let scratch = ShellSession(feature: feature, mode: .test)
    var entries: [ScriptEntry] = []
    func run(_ line: String) {
      entries.append(ScriptEntry(command: line, expected: scratch.execute(line).recordedText))
    }
    // The same start as every recording: reset, then the settings that shape the output.
    for entry in Self.prelude(settings) { run(entry.command) }
    for (_, line) in activeSteps { run(line) }
    return Script(header: header, entries: entries)
  }

  /// Records a step just run. After going back, it starts a new branch: the steps ahead stay
  /// on the old one (see `Debugger/ShellSession+Branches.swift`), and the note says so.
  func recordStep(_ line: String) {
    if !timeline.ahead.isEmpty {
      let note = startBranch()
      timeline.ahead = []
      timeline.skipped = timeline.skipped.filter { $0 <= timeline.steps.count }
      emit(note, .note)
    }
    timeline.steps.append(line)
  }

  /// Goes to the state after step `target` of the timeline, back or forward.
  ///
  /// `leaving` is where the timeline stood before a branch switch made this one (see
  /// `Debugger/ShellSession+Branches.swift`), to put back if Ctrl-C stops the replay.
  /// `command` names it in the error Ctrl-C gives (`undo`, `redo`; `goto <n>` by default).
  func goto(
    _ target: Int, command: String? = nil, leaving position: TimelinePosition? = nil
  ) throws(ShellError) {
    let all = timeline.all
    try requireStep(target)
    try requireVirtualTime("goto and undo")
    let before = store.state
    try replayOrStayPut(
      Array(all.prefix(target)), command: position?.command ?? command ?? "goto \(target)",
      leaving: position)
    timeline.ahead = Array(all.dropFirst(target))
    emit(target == 0 ? "at the start" : "after step \(target): \(all[target - 1])", .note)
    emit(.change(StateTransition(from: before, to: store.state)))
    summarizeEffects()
  }

  func redo() throws(ShellError) {
    guard !timeline.ahead.isEmpty else { throw ShellError("nothing to redo: no steps ahead") }
    try goto(timeline.steps.count + 1, command: "redo")
  }

  /// Leaves step `number` out of the timeline (or puts it back) and replays; prints the change.
  func skip(_ number: Int) throws(ShellError) {
    let all = timeline.all
    try requireStep(number)
    try requireVirtualTime("skip")
    let restoring = timeline.skipped.contains(number)
    let skippedBefore = timeline.skipped
    if restoring { timeline.skipped.remove(number) } else { timeline.skipped.insert(number) }
    let before = store.state
    try replayOrStayPut(
      Array(timeline.steps), command: "skip \(number)", skippedBefore: skippedBefore)
    emit(
      restoring
        ? "step \(number) back: \(all[number - 1])"
        : "skipped step \(number): \(all[number - 1]) ('skip \(number)' puts it back)", .note)
    emit(.change(StateTransition(from: before, to: store.state)))
    summarizeEffects()
  }

  /// Prints the state change from after step `from` to after step `to` (now when `nil`).
  func diffSteps(_ from: Int, _ to: Int?) throws(ShellError) {
    try requireStep(from)
    if let to { try requireStep(to) }
    try requireVirtualTime("diff")
    let old = state(after: from)
    let new = to.map(state(after:)) ?? store.state
    emit("from step \(from) to \(to.map { "step \($0)" } ?? "now")", .note)
    emit(.change(StateTransition(from: old, to: new, modeWhenOff: .compact)))
  }

  /// Lists the timeline's steps; with `matching`, only those it says true of.
  func printHistory(where matching: [Bool]? = nil) {
    let all = timeline.all
    guard !all.isEmpty else {
      emit("no steps yet", .note)
      return
    }
    let width = String(all.count).count
    for (index, step) in all.enumerated() where matching?[index] ?? true {
      let number = String(index + 1)
      var marks: [String] = []
      if timeline.skipped.contains(index + 1) { marks.append("skipped") }
      if index >= timeline.steps.count { marks.append("ahead") }
      emit(
        String(repeating: " ", count: width - number.count) + number + "  " + step
          + (marks.isEmpty ? "" : "  (\(marks.joined(separator: ", ")))"))
    }
  }

  private func requireStep(_ number: Int) throws(ShellError) {
    let count = timeline.all.count
    guard number <= count else {
      throw ShellError("no step \(number): history has \(count) step\(count == 1 ? "" : "s")")
    }
  }

  private func requireVirtualTime(_ commands: String) throws(ShellError) {
    guard mode == .test else {
      throw ShellError("\(commands) need\(commands.contains(" and ") ? "" : "s") virtual time: a live store cannot replay real time")
    }
  }

  /// Replays `lines` as ``replay(_:command:)`` does; when Ctrl-C stops it, replays the steps
  /// the session had (with `skippedBefore` left out) with Ctrl-C held off, so that the session,
  /// its state and its recording are as they were, and throws the error that says so.
  private func replayOrStayPut(
    _ lines: [String], command: String, skippedBefore: Set<Int>? = nil,
    leaving position: TimelinePosition? = nil
  ) throws(ShellError) {
    let (had, ahead, skipped) =
      position.map { ($0.steps, $0.ahead, $0.skipped) }
      ?? (Array(timeline.steps), timeline.ahead, skippedBefore ?? timeline.skipped)
    guard let stopped = replay(lines, command: command) else { return }
    if let position { debugger.branches = position.branches }
    timeline.skipped = skipped
    let interrupted = isInterrupted
    isInterrupted = { false }
    defer { isInterrupted = interrupted }
    _ = replay(had, command: "\(command) (stopped): back to step \(had.count)")
    timeline.ahead = ahead
    // Not recorded: the session is where it was, as if the command had not run.
    output.recordRunningCommand(as: nil)
    throw ShellError(
      "\(command) stopped (Ctrl-C) after \(stopped) of \(lines.count) step\(lines.count == 1 ? "" : "s"); "
        + "back after step \(had.count), as it was")
  }

  /// Rebuilds the store and replays `lines` (skipped ones left out) with their events
  /// dropped; the steps are then `lines`, the timeline's marks kept. At a terminal it shows its
  /// progress as `command`'s. Ctrl-C stops it between two steps: returns how many had run then
  /// (the session left partway, for the caller to put back), else `nil`.
  private func replay(_ lines: [String], command: String) -> Int? {
    let settings = self.settings
    let ahead = timeline.ahead
    let skipped = timeline.skipped
    rebuild()
    timeline.steps = []
    self.settings.exhaustive = false
    defer {
      self.settings = settings
      timeline.steps = StepLog(lines)
      timeline.ahead = ahead
      timeline.skipped = skipped
      lastState = store.state
    }
    let began = beginProgress(command, total: lines.count, unit: "steps")
    defer { endProgress(began) }
    return output.muted { () -> Int? in
      for (offset, line) in lines.enumerated() where !skipped.contains(offset + 1) {
        if isInterrupted() { return offset }
        if began { noteProgress(done: offset) }
        guard let command = try? CommandParser.parse(line) else { continue }
        var ignored = CommandResult()
        try? run(command, line: line, result: &ignored)
        // A step that Ctrl-C stopped partway did not run whole.
        if isInterrupted() { return offset }
      }
      return nil
    }
  }

  /// The state after step `number` of the timeline (skipped steps left out), from a replay on
  /// a scratch session.
  private func state(after number: Int) -> State {
    let scratch = ShellSession(feature: feature, mode: .test)
    scratch.output.mute()
    let skipped = timeline.skipped
    for (offset, line) in timeline.all.prefix(number).enumerated() where !skipped.contains(offset + 1) {
      guard let command = try? CommandParser.parse(line), command.isStep else { continue }
      var ignored = CommandResult()
      try? scratch.run(command, line: line, result: &ignored)
    }
    return scratch.state
  }
}
