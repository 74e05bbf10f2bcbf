import ActionText
import Composable
import ShellCommands
import ShellScripts

extension ShellSession {
  func run(
    _ command: Command, line: String, resumingAfter: Int = 0, result: inout CommandResult
  ) throws(ShellError) {
    switch command {
    case let .send(text): try send(text)
    case let .receive(text): try receive(text)
    case let .advance(duration, force, deliveries):
      if let reached = try advance(duration, force: force, deliveries: deliveries) {
        result.recordedCommand = reached
      }
    case .run:
      if let reached = try runUntilIdle() { result.recordedCommand = reached }
    case let .wait(duration): try wait(duration)
    case let .cancel(number): try cancel(number)
    case let .state(path): try printState(path)
    case .effects: printEffects()
    case .history: printHistory()
    case let .goto(step): try goto(step)
    case .undo:
      guard !timeline.steps.isEmpty else { throw ShellError("nothing to undo: no steps yet") }
      try goto(timeline.steps.count - 1, command: "undo")
    case .redo: try redo()
    case let .skip(step):
      try skip(step)
      if recorder != nil {
        rewriteRecording()
        result.rewroteRecording = true
      }
    case let .diff(from, to): try diffSteps(from, to)
    case let .exportTest(path, name, force): try exportTest(path, name: name, force: force)
    case .reset:
      rebuild()
      timeline.steps = []
      timeline.ahead = []
      timeline.skipped = []
      emit(Self.resetNote, .note)
    case let .record(path, force, fromStart): try record(path, force: force, fromStart: fromStart)
    case let .save(path, force): try save(path, force: force)
    case let .replay(path, check, update, accept):
      let replay = try replayScript(
        path, check: check, update: update, accept: accept, resumingAfter: resumingAfter)
      result.checkFailed = replay.checkFailed
      result.failedWithin = replay.hadError
      result.packedOutput = replay.packedOutput
    case let .set(option):
      settings.apply(option)
      emit("set \(Self.describe(option))", .note)
    case .settings:
      for option in settings.commands { emit("set \(Self.describe(option))") }
    case .actions:
      for signature in ActionSchema.of(Action.self).signatures { emit(signature) }
    case let .help(name): printHelp(name)
    case .quit: result.quit = true
    case .nothing: break
    case let .debug(command): try runDebug(command, result: &result)
    }
    debuggerDidRun(command)
    result.recordedAfter = takeRecordedAfterReset()
    if let step = recordedStepOfStoppedReplay() { result.recordedCommand = step }
    // An empty debugger step line: the command's steps were kept as they ran (a `continue`
    // that went on with a replay).
    let step = takeDebuggerStepLine() ?? result.recordedCommand ?? line
    if command.isStep, !step.isEmpty { recordStep(step) }
  }

  static func describe(_ option: ShellOption) -> String {
    switch option {
    case let .diff(mode): return "diff \(mode.rawValue)"
    case let .color(mode): return "color \(mode.rawValue)"
    case let .echo(on): return "echo \(on ? "on" : "off")"
    case let .exhaustive(on): return "exhaustive \(on ? "on" : "off")"
    case let .timing(on): return "timing \(on ? "on" : "off")"
    case let .filter(prefixes):
      return prefixes.isEmpty ? "filter off" : "filter " + prefixes.map { "-\($0)" }.joined(separator: " ")
    case let .limit(limit): return "limit \(limit)"
    case let .output(format): return "output \(format.rawValue)"
    }
  }

  private func printHelp(_ name: String?) {
    if let name, let spec = CommandSpec.named(name) {
      emit("usage: \(spec.usage)")
      emit("  \(spec.summary)")
      if !spec.details.isEmpty { emit("  \(spec.details)") }
      emit("example: \(spec.example)")
      return
    }
    let width = CommandSpec.all.map(\.usage.count).max() ?? 0
    for spec in CommandSpec.all {
      emit("\(spec.usage.padding(toLength: width, withPad: " ", startingAt: 0))  \(spec.summary)")
    }
    emit("actions are case paths with Swift arguments: counter.setCount(\"42\"); TAB completes", .note)
  }
}
