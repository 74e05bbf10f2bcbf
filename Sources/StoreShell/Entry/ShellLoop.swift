import Foundation
import LineEditor

/// Reads command lines (from a terminal, a pipe or a script) and runs them in a session,
/// printing what they print; returns the exit status.
struct ShellLoop {
  let feature: AnyShellFeature
  let options: ShellOptions
  /// The command line the options came from, for a worker process; `nil` runs the store in
  /// this process.
  var arguments: [String]? = nil

  func run() -> Int32 {
    let editor = LineEditor(
      configuration: LineEditor.Configuration(
        historyFile: LineEditor.historyPath(), historyLimit: 1000, applicationName: "store-shell"))
    let handle = editor.handle
    var settings = ShellSettings()
    settings.echo = options.echo
    let colored =
      editor.isInteractive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    settings.output = options.output
    let runner = makeRunner(
      settings: settings, interactive: editor.isInteractive, wake: { handle.wakeUp() })
    runner.bailsOnError = options.bail
    runner.isInterrupted = { handle.isInterruptPending }
    let printer = Printer(editor: editor, color: { runner.settings.color }, colored: colored)
    // Everything the session prints goes through its sink, as it comes: nothing is printed
    // from a command's result.
    let text = TextPrinter(
      printer: printer, blockSize: options.script != nil && runner is any InProcessRunner ? 512 : 1)
    // The JSON lines printed, and those a rerun after a trap leaves out (with the text lines:
    // ``InProcessTrap``).
    var jsonLines = 0
    let json = JSONPrinter(settings: { runner.settings }) { objects in
      guard text.skipping > 0 || text.didPrint != nil else { return editor.print(objects) }
      var lines = objects.split(separator: "\n", omittingEmptySubsequences: false)[...]
      if text.skipping > 0 {
        let skipped = min(text.skipping, lines.count)
        text.skipping -= skipped
        lines = lines.dropFirst(skipped)
        guard !lines.isEmpty else { return }
        editor.print(lines.joined(separator: "\n"))
      } else {
        editor.print(objects)
      }
      jsonLines += lines.count
      text.didPrint?(text.printedLines)
    }
    let output = OutputSelector(text: text, json: json, format: { runner.outputFormat })
    runner.sink = output
    // A nondeterministic initial state replays differently every run: named at the start (on
    // stderr when not at a terminal, since stdout is the transcript).
    if !options.live, let warning = feature.initialStateWarning() {
      let text = "warning: the initial state is not the same on every build: \(warning)"
      if editor.isInteractive {
        printer.print([OutputLine(text, .error)], location: nil)
      } else {
        StandardStreams.writeError(text + "\n")
      }
    }

    if let script = options.script {
      var line = "replay \"\(script)\""
      if options.check { line += " --check" }
      if options.update { line += " --update" }
      if options.accept { line += " --accept" }
      // In this process the script's output is printed in blocks of lines (one write each) as
      // it runs; the lines printed are counted for a rerun after a trap, which leaves them
      // out (``InProcessTrap``).
      if let session = runner as? any InProcessRunner {
        if !options.update { session.keepsTranscriptOnlyIfRead() }
        text.didPrint = { InProcessTrap.notePrinted(lines: $0 + jsonLines) }
      }
      text.skipping = InProcessTrap.linesPrintedBeforeRerun()
      let result = runner.execute(line)
      output.commandDone(result)
      text.flush()
      if result.checkFailed { return 3 }
      // An update that succeeded prints the errors it took as expected: not a failure.
      if result.error != nil || result.failedWithin
        || (!options.update && result.printedError)
      {
        return 1
      }
      return 0
    }

    editor.onWake = { output.print(runner.pump()) }
    // The terminal echoes `^C` where output then goes on: end that line first, once.
    var endedInterruptLine = false
    text.willPrint = {
      guard editor.isInteractive, handle.isInterruptPending, !endedInterruptLine else { return }
      editor.print("")
      endedInterruptLine = true
    }
    if editor.isInteractive, let runner = runner as? SupervisedRunner {
      runner.progress = { handle.showStatus($0) }
    }
    if editor.isInteractive {
      editor.completer = { request in
        let cursor = request.line.distance(from: request.line.startIndex, to: request.cursor)
        let (start, candidates) = runner.completions(for: request.line, cursor: cursor)
        let wordStart = request.line.index(request.line.startIndex, offsetBy: start)
        let appendsSpace = candidates.count == 1
          && !(candidates[0].hasSuffix("(") || candidates[0].hasSuffix(".")
            || candidates[0].hasSuffix(" ") || candidates[0].hasSuffix("/")
            || candidates[0].hasSuffix("?")
            || candidates[0].hasSuffix(": "))
        return Completions(wordStart: wordStart, candidates: candidates, appendsSpace: appendsSpace)
      }
      printer.print(
        [
          OutputLine(
            "store-shell: \(feature.name) on \(options.live ? "a live store (real time)" : "a test store (virtual time)"); 'help' lists the commands, TAB completes",
            .note)
        ], location: nil)
    }
    if !editor.isInteractive, !options.live, let runner = runner as? SupervisedRunner {
      return runPipelined(runner, output: output)
    }
    var status: Int32 = 0
    var lineNumber = 0
    let prompt = editor.isInteractive ? (colored ? "\u{1}\u{1B}[1m\u{2}store>\u{1}\u{1B}[0m\u{2} " : "store> ") : ""
    while true {
      if options.live { output.print(runner.pump()) }
      switch editor.readLine(prompt: prompt) {
      case .endOfInput:
        return status
      case .interrupted:
        continue
      case let .line(line):
        lineNumber += 1
        endedInterruptLine = false
        InProcessTrap.note(line: lineNumber, command: line, json: runner.outputFormat == .json)
        output.setInputLine(editor.isInteractive ? nil : lineNumber)
        let result = runner.execute(line)
        output.commandDone(result)
        text.willPrint()
        _ = handle.takeInterrupt()
        // At a terminal, errors are part of the conversation (unless --bail); piped, they
        // fail the run.
        let failed = result.error != nil || result.failedWithin
        if editor.isInteractive {
          if options.bail, result.checkFailed { return 3 }
          if options.bail, failed { return 1 }
        } else if let stop = pipedStatus(after: result, &status) {
          return stop
        }
        if result.quit { return status }
      }
    }
  }

  /// Piped input: folds `result` into the run's `status` (an error makes it 1, a failed check
  /// 3); returns the status to exit with at once, under `--bail`.
  func pipedStatus(after result: CommandResult, _ status: inout Int32) -> Int32? {
    if result.error != nil || result.failedWithin {
      status = max(status, 1)
      if options.bail { return 1 }
    }
    if result.checkFailed {
      status = 3
      if options.bail { return 3 }
    }
    return nil
  }
}
