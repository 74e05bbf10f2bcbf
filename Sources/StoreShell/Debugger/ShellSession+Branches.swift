/// `branches`, `branch <n>`: the timeline's branches, listed and gone back to.
import ShellScripts
extension ShellSession {
  /// Keeps the steps ahead on the current branch and starts a new one at the current step;
  /// returns the note that says so. (Called by `recordStep` when a step follows `goto`/`undo`;
  /// a silent replay's steps, which `goto` puts back as they were, start none.)
  func startBranch() -> String {
    guard !output.isMuted else { return "" }
    let left = timeline.ahead.count
    let (old, new) = debugger.branches.fork(at: timeline.steps.count, leaving: timeline.all)
    return "new branch \(new): "
      + (left == 1 ? "the later step stays" : "the \(left) later steps stay")
      + " on branch \(old) ('branches' lists \(left == 1 ? "it" : "them"), 'branch \(old)' goes back)"
  }

  func listBranches() {
    let branches = debugger.branches.all(current: timeline.all)
    guard branches.count > 1 else {
      return emit("one branch: a step after 'goto' or 'undo' starts another", .note)
    }
    let width = String(branches.map(\.steps.count).max() ?? 0).count
    for branch in branches {
      let isCurrent = branch.number == debugger.branches.current
      var header = "branch \(branch.number)\(isCurrent ? " (current)" : ""): "
        + "\(branch.steps.count) step\(branch.steps.count == 1 ? "" : "s")"
      if let parent = branch.parent {
        header += ", the first \(branch.shared) shared with branch \(parent)"
      }
      emit(header, isCurrent ? .sent : .plain)
      for (offset, step) in branch.steps.enumerated() where offset >= branch.shared {
        let number = String(offset + 1)
        emit("  " + String(repeating: " ", count: width - number.count) + number + "  " + step)
      }
    }
  }

  func switchBranch(_ number: Int) throws(ShellError) {
    let branch = debugger.branches.all(current: timeline.all).first { $0.number == number }
    try goto(branch?.steps.count ?? 0, ofBranch: number, command: "branch \(number)")
  }

  /// `goto <branch>.<n>`: the state after step `step` of branch `number` (the current one
  /// kept), its later steps ahead.
  func goto(_ step: Int, ofBranch number: Int, command: String? = nil) throws(ShellError) {
    guard number != debugger.branches.current else { return try goto(step) }
    try requireVirtualTimeForBranches()
    let leaving = timeline.all
    let branches = debugger.branches.all(current: leaving)
    guard let branch = branches.first(where: { $0.number == number }) else {
      let numbers = branches.map { String($0.number) }
      throw ShellError("no branch \(number); branches: \(numbers.joined(separator: ", "))")
    }
    guard step <= branch.steps.count else {
      throw ShellError(
        "no step \(step) on branch \(number): it has \(branch.steps.count) "
          + "step\(branch.steps.count == 1 ? "" : "s")")
    }
    let position = TimelinePosition(
      command: command ?? "goto \(number).\(step)", steps: Array(timeline.steps),
      ahead: timeline.ahead, skipped: timeline.skipped, branches: debugger.branches)
    let target = debugger.branches.switchTo(number, leaving: leaving) ?? []
    // The timeline becomes the branch's; `goto` replays it to the step and prints the change.
    timeline.skipped = []
    timeline.steps.keepFirst(0)
    timeline.ahead = target
    emit("on branch \(number)", .note)
    try goto(step, leaving: position)
  }

  private func requireVirtualTimeForBranches() throws(ShellError) {
    guard mode == .test else {
      throw ShellError("branch needs virtual time: a live store cannot replay real time")
    }
  }
}

extension ShellSession {
  /// `history /<pattern>/`: the steps whose command matches `pattern`, a regular expression.
  /// Matched in time linear in the history's size (``LinearPattern``), and stopped by Ctrl-C.
  func printHistory(matching pattern: String) throws(ShellError) {
    let regex: LinearPattern
    do {
      regex = try LinearPattern(pattern)
    } catch {
      switch error.kind {
      case .syntax:
        throw ShellError(
          "history: /\(pattern)/ is not a regular expression; write one like /increment|reset/")
      case .unsupported, .tooLarge:
        throw ShellError(
          "history: /\(pattern)/ uses \(error.detail), which history's matcher does not run "
            + "(it matches in time linear in the history); write it without, like /increment|reset/")
      }
    }
    let all = timeline.all
    var matching: [Bool] = []
    matching.reserveCapacity(all.count)
    do throws(LinearPattern.Interrupted) {
      for step in all { matching.append(try regex.matches(in: step, isInterrupted: isInterrupted)) }
    } catch {
      throw ShellError("history stopped (Ctrl-C) after \(matching.count) of \(all.count) steps")
    }
    printHistory(where: matching)
    if !matching.contains(true), !all.isEmpty { emit("no step matches /\(pattern)/", .note) }
  }
}
