import ActionText
import Composable

extension ShellSession {
  func printState(_ path: String?) throws(ShellError) {
    let value: Any
    if let path {
      value = try StatePath.parse(path).read(from: store.state)
    } else {
      value = store.state
    }
    var dump = ""
    customDump(value, to: &dump)
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      emit("  " + line)
    }
  }

  func printEffects() {
    let records = store.effects.records
    guard !records.isEmpty else {
      emit("no effects in flight", .note)
      return
    }
    for record in records {
      var line = describe(record)
      if let next = record.nextFire { line += ", next \(next)" }
      if !record.cancellationIDDescriptions.isEmpty {
        line += ", id \(record.cancellationIDDescriptions.joined(separator: ", "))"
      }
      emit(line)
    }
  }

  func printHistory() {
    guard !steps.isEmpty else {
      emit("no steps yet", .note)
      return
    }
    let width = String(steps.count).count
    for (index, step) in steps.enumerated() {
      let number = String(index + 1)
      emit(String(repeating: " ", count: width - number.count) + number + "  " + step)
    }
  }

  /// Goes back to the state after step `target` by replaying the steps before it on a fresh
  /// store: the environment is deterministic on virtual time, so the replay ends where the
  /// session was.
  func goto(_ target: Int) throws(ShellError) {
    guard target <= steps.count else {
      throw ShellError(
        "no step \(target): history has \(steps.count) step\(steps.count == 1 ? "" : "s")")
    }
    guard mode == .test else {
      throw ShellError("goto and undo need virtual time: a live store cannot replay real time")
    }
    let before = store.state
    let kept = Array(steps.prefix(target))
    let settings = self.settings
    rebuild()
    isSilent = true
    self.settings.exhaustive = false
    defer {
      isSilent = false
      self.settings = settings
    }
    for step in kept {
      guard let command = try? CommandParser.parse(step) else { continue }
      var ignored = CommandResult()
      let outer = output
      output = []
      try? run(command, line: step, result: &ignored)
      output = outer
    }
    steps = kept
    lastState = store.state
    isSilent = false
    emit(target == 0 ? "at the start" : "after step \(target): \(kept[target - 1])", .note)
    emit(StateDiffRenderer.lines(from: before, to: store.state, mode: settings.diff))
    summarizeEffects()
  }
}
