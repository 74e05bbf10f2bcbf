import Composable

/// `break on <action>`, `break when <path> changes`, `breaks`, `break off <n>`, `continue`:
/// an `advance` or `run` stops right after the step that hits, virtual time exactly there.
extension ShellSession {
  func addBreakpoint(_ condition: Debugger.Breakpoint.Condition) {
    let breakpoint = Debugger.Breakpoint(number: debugger.nextBreakNumber, condition: condition)
    debugger.nextBreakNumber += 1
    debugger.breakpoints.append(breakpoint)
    emit(Self.breakpointAddedText(breakpoint), .note)
  }

  func addChangeBreakpoint(_ pathText: String) throws(ShellError) {
    let path = try StatePath.parse(pathText)
    addBreakpoint(.change(path, value: StateValueText.oneLine(at: path, in: store.state)))
  }

  static func breakpointAddedText(_ breakpoint: Debugger.Breakpoint) -> String {
    "break \(breakpoint.number): \(breakpoint.text)"
  }

  func listBreakpoints() {
    guard !debugger.breakpoints.isEmpty else { return emit("no breakpoints", .note) }
    for breakpoint in debugger.breakpoints { emit("\(breakpoint.number)  \(breakpoint.text)") }
  }

  func removeBreakpoint(_ number: Int) throws(ShellError) {
    guard let index = debugger.breakpoints.firstIndex(where: { $0.number == number }) else {
      let numbers = debugger.breakpoints.map { String($0.number) }
      throw ShellError(
        "no breakpoint \(number)"
          + (numbers.isEmpty ? "; none is set" : "; breakpoints: \(numbers.joined(separator: ", "))"))
    }
    let breakpoint = debugger.breakpoints.remove(at: index)
    emit("break \(number) off: \(breakpoint.text)", .note)
  }

  /// Tests the breakpoints after `text` was reduced (`nil`: after a command that changed the
  /// state otherwise, `set state`, `goto`); the first hit of a step is kept.
  func testBreakpoints(after text: String?, delivered: Bool) {
    let state = store.state
    for index in debugger.breakpoints.indices {
      let breakpoint = debugger.breakpoints[index]
      var cause: String?
      switch breakpoint.condition {
      case let .action(prefix):
        if let text, Self.action(text, startsWith: prefix) { cause = (delivered ? "← " : "→ ") + text }
      case let .change(path, old):
        let new = StateValueText.oneLine(at: path, in: state)
        if new != old {
          debugger.breakpoints[index].condition = .change(path, value: new)
          cause = "\(path.text): \(old) → \(new)"
        }
      }
      if let cause, debugger.hit == nil { debugger.hit = (breakpoint.number, cause) }
    }
  }

  /// Takes the current values of `break when` paths as seen (after `goto`, `branch`).
  func rememberBreakpointValues() {
    for index in debugger.breakpoints.indices {
      guard case let .change(path, _) = debugger.breakpoints[index].condition else { continue }
      debugger.breakpoints[index].condition = .change(path, value: StateValueText.oneLine(at: path, in: store.state))
    }
  }

  /// Whether the action `text` has the case path `prefix`: `todo` and `todo.checkBoxToggled`
  /// match `todo(id: …, action: .checkBoxToggled)`; `sort` does not match `sortCompletedTodos`.
  static func action(_ text: String, startsWith prefix: String) -> Bool {
    casePath(of: text).hasPrefix(prefix)
      && [nil, "."].contains(casePath(of: text).dropFirst(prefix.count).first)
  }

  /// The case names of an action's text, dotted, its arguments left out but for the cases they
  /// hold: `todo(id: "…", action: .checkBoxToggled)` is `todo.checkBoxToggled`.
  private static func casePath(of text: String) -> String {
    var path = String(text.prefix { $0 != "(" })
    // A case nested as an argument (`action: .checkBoxToggled`), outside string literals,
    // continues the path.
    var quoted = false
    var escaped = false
    var previous: [Character] = []
    var index = text.index(text.startIndex, offsetBy: path.count)
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      if quoted {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
        continue
      }
      if character == "\"" { quoted = true }
      if character == ".", previous.suffix(2) == [":", " "] {
        let name = text[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        path += "." + name
        index = text.index(index, offsetBy: name.count)
      }
      previous.append(character)
      if previous.count > 2 { previous.removeFirst() }
    }
    return path
  }

  /// Reports the breakpoint the step hit: `break 1: ← sortCompletedTodos at 1s; 9s of the
  /// advance left, 'continue' goes on`. `stopped` is the work the stop left for `continue`.
  func noteBreak(stoppedWith stopped: Debugger.Pending?) {
    guard let hit = debugger.hit else { return }
    debugger.hit = nil
    debugger.pending = stopped
    debugger.pendingIsNew = true
    var text = "break \(hit.number): \(hit.cause)"
    if let stopped, case let .test(scheduler) = clock {
      let now = ShellDuration(nanoseconds: Int(scheduler.now.dispatchTime.uptimeNanoseconds) - 1)
      text += " at \(now)"
      switch stopped {
      case let .advance(left):
        text += "; \(ShellDuration(nanoseconds: left)) of the advance left, 'continue' goes on"
      case .run: text += "; 'continue' runs on"
      }
    }
    emit(text, .note)
  }

  /// `advance`'s stop: the breakpoint hit, with the virtual time left to `target`. The step is
  /// kept in the history as `advance <the time it covered>`, so that `goto` replays it alike
  /// whatever breakpoints are set then.
  func noteBreakInAdvance(
    _ scheduler: TestSchedulerOf<DispatchQueue>, since start: UInt64,
    to target: DispatchQueue.SchedulerTimeType
  ) {
    guard debugger.hit != nil else { return }
    let now = scheduler.now.dispatchTime.uptimeNanoseconds
    let left = Int(target.dispatchTime.uptimeNanoseconds) - Int(now)
    debugger.stepLine = "advance \(ShellDuration(nanoseconds: Int(now - start)))"
    noteBreak(stoppedWith: left > 0 ? .advance(left) : nil)
  }

  /// `run`'s stop: the breakpoint hit, if work is left; kept as `advance <the time it covered>`.
  func noteBreakInRun(_ scheduler: TestSchedulerOf<DispatchQueue>, since start: UInt64) {
    guard debugger.hit != nil else { return }
    debugger.stepLine = "advance \(ShellDuration(nanoseconds: Int(scheduler.now.dispatchTime.uptimeNanoseconds - start)))"
    noteBreak(stoppedWith: scheduler.nextDate == nil ? nil : .run)
  }

  /// Goes on with the stopped work; kept in the history as the `advance` or `run` it did.
  func continueAfterBreak() throws(ShellError) {
    guard let pending = debugger.pending else {
      throw ShellError("nothing to continue: no breakpoint stopped an advance or run")
    }
    debugger.pending = nil
    switch pending {
    case let .advance(left):
      debugger.stepLine = "advance \(ShellDuration(nanoseconds: left))"
      try advance(ShellDuration(nanoseconds: left), force: true)
    case .run:
      debugger.stepLine = "run"
      try runUntilIdle()
    }
  }
}
