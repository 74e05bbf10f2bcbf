import Composable
import ShellScripts

/// Time travel that loses nothing: `goto` and `undo` keep the later steps (ahead of the current
/// one, as Redux DevTools' jump does) for `redo` and `goto` forward; `skip` replays without a
/// step; `diff` compares the states after two steps. Every state is reached by replaying steps
/// on a fresh store: the environment is deterministic on virtual time, so a replay ends where
/// the session was.
extension ShellSession {
  /// The whole timeline: the steps so far, then those ahead.
  var timeline: [String] { Array(steps) + aheadSteps }

  /// The steps the state comes from, with their numbers in `history`: the steps so far
  /// without the skipped ones (what `export test` writes).
  var activeSteps: [(number: Int, line: String)] {
    steps.enumerated().filter { !skippedSteps.contains($0.offset + 1) }.map { ($0.offset + 1, $0.element) }
  }

  /// Whether `skip` leaves out one of the steps so far.
  var hasSkippedSteps: Bool { skippedSteps.contains { $0 <= steps.count } }

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
    if !aheadSteps.isEmpty {
      let note = startBranch()
      aheadSteps = []
      skippedSteps = skippedSteps.filter { $0 <= steps.count }
      emit(note, .note)
    }
    steps.append(line)
  }

  /// Goes to the state after step `target` of the timeline, back or forward.
  func goto(_ target: Int) throws(ShellError) {
    let timeline = self.timeline
    try requireStep(target)
    try requireVirtualTime("goto and undo")
    let before = store.state
    replay(Array(timeline.prefix(target)))
    aheadSteps = Array(timeline.dropFirst(target))
    emit(target == 0 ? "at the start" : "after step \(target): \(timeline[target - 1])", .note)
    emit(.change(StateTransition(from: before, to: store.state)))
    summarizeEffects()
  }

  func redo() throws(ShellError) {
    guard !aheadSteps.isEmpty else { throw ShellError("nothing to redo: no steps ahead") }
    try goto(steps.count + 1)
  }

  /// Leaves step `number` out of the timeline (or puts it back) and replays; prints the change.
  func skip(_ number: Int) throws(ShellError) {
    let timeline = self.timeline
    try requireStep(number)
    try requireVirtualTime("skip")
    let restoring = skippedSteps.contains(number)
    if restoring { skippedSteps.remove(number) } else { skippedSteps.insert(number) }
    let before = store.state
    replay(Array(steps))
    emit(
      restoring
        ? "step \(number) back: \(timeline[number - 1])"
        : "skipped step \(number): \(timeline[number - 1]) ('skip \(number)' puts it back)", .note)
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
    let timeline = self.timeline
    guard !timeline.isEmpty else {
      emit("no steps yet", .note)
      return
    }
    let width = String(timeline.count).count
    for (index, step) in timeline.enumerated() where matching?[index] ?? true {
      let number = String(index + 1)
      var marks: [String] = []
      if skippedSteps.contains(index + 1) { marks.append("skipped") }
      if index >= steps.count { marks.append("ahead") }
      emit(
        String(repeating: " ", count: width - number.count) + number + "  " + step
          + (marks.isEmpty ? "" : "  (\(marks.joined(separator: ", ")))"))
    }
  }

  private func requireStep(_ number: Int) throws(ShellError) {
    let count = timeline.count
    guard number <= count else {
      throw ShellError("no step \(number): history has \(count) step\(count == 1 ? "" : "s")")
    }
  }

  private func requireVirtualTime(_ commands: String) throws(ShellError) {
    guard mode == .test else {
      throw ShellError("\(commands) need\(commands.contains(" and ") ? "" : "s") virtual time: a live store cannot replay real time")
    }
  }

  /// Rebuilds the store and replays `lines` (skipped ones left out) with their events
  /// dropped; the steps are then `lines`, the timeline's marks kept.
  private func replay(_ lines: [String]) {
    let settings = self.settings
    let ahead = aheadSteps
    let skipped = skippedSteps
    rebuild()
    steps = []
    self.settings.exhaustive = false
    defer {
      self.settings = settings
      steps = StepLog(lines)
      aheadSteps = ahead
      skippedSteps = skipped
      lastState = store.state
    }
    output.muted {
      for (offset, line) in lines.enumerated() where !skipped.contains(offset + 1) {
        guard let command = try? CommandParser.parse(line) else { continue }
        var ignored = CommandResult()
        try? run(command, line: line, result: &ignored)
      }
    }
  }

  /// The state after step `number` of the timeline (skipped steps left out), from a replay on
  /// a scratch session.
  private func state(after number: Int) -> State {
    let scratch = ShellSession(feature: feature, mode: .test)
    scratch.output.mute()
    for (offset, line) in timeline.prefix(number).enumerated() where !skippedSteps.contains(offset + 1) {
      guard let command = try? CommandParser.parse(line), command.isStep else { continue }
      var ignored = CommandResult()
      try? scratch.run(command, line: line, result: &ignored)
    }
    return scratch.state
  }
}
