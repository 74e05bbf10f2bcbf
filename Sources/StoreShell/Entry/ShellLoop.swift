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
    let runner = makeRunner(
      settings: settings, interactive: editor.isInteractive, wake: { handle.wakeUp() })
    runner.bailsOnError = options.bail
    runner.isInterrupted = { handle.isInterruptPending }
    let printer = Printer(editor: editor, runner: runner, colored: colored)
    // A nondeterministic initial state replays differently every run: named at the start (on
    // stderr when not at a terminal, since stdout is the transcript).
    if !options.live, let warning = feature.initialStateWarning() {
      let text = "warning: the initial state is not the same on every build: \(warning)"
      if editor.isInteractive {
        printer.print([OutputLine(text, .error)], location: nil)
      } else {
        FileHandle.standardError.write(Data((text + "\n").utf8))
      }
    }

    if let script = options.script {
      var line = "replay \"\(script)\""
      if options.check { line += " --check" }
      if options.update { line += " --update" }
      if options.accept { line += " --accept" }
      // In this process the script's output is printed as it runs, in blocks of lines (one
      // write each), rather than kept until it ends; the lines printed are counted for a
      // rerun after a trap, which leaves them out (``InProcessTrap``).
      // A step's diff comes as one diff block, printed as its lines and counted as them.
      var pending: [OutputLine] = []
      var pendingLines = 0
      var printed = 0
      if !options.update, let session = runner as? any ReplayOutputStreaming {
        session.endsWithReplay = true
        session.replayOutputBlocks = { lines in
          pending += lines
          pendingLines += lines.lineCount
          guard pendingLines >= 512 else { return }
          printer.print(pending, location: nil)
          printed += pendingLines
          InProcessTrap.notePrinted(lines: printed)
          pending.removeAll(keepingCapacity: true)
          pendingLines = 0
        }
      }
      // A rerun after a trap leaves out the lines the trapped run printed.
      var printedBefore = InProcessTrap.linesPrintedBeforeRerun()
      func unprinted(_ lines: [OutputLine]) -> [OutputLine] {
        guard printedBefore > 0 else { return lines }
        let lines = lines.splittingBlocks
        let skipped = min(printedBefore, lines.count)
        printedBefore -= skipped
        return Array(lines.dropFirst(skipped))
      }
      if !options.update, !(runner is any ReplayOutputStreaming) {
        // Under a supervisor (a script that holds a trapped step, or such a rerun), the worker
        // sends the replay's lines as each command finishes: printed as they come, not kept.
        runner.streamOutput = { lines in printer.print(unprinted(lines), location: nil) }
      }
      let result = runner.execute(line)
      printer.print(
        unprinted(pending + result.lines.dropFirst(result.streamedLineCount)), location: nil)
      if result.checkFailed { return 3 }
      if result.error != nil || result.failedWithin
        || result.lines.contains(where: { $0.role == .error })
      {
        return 1
      }
      return 0
    }

    editor.onWake = { printer.print(runner.pump(), location: nil) }
    // The terminal echoes `^C` where output then goes on: end that line first, once.
    var endedInterruptLine = false
    func endInterruptLine() {
      guard editor.isInteractive, handle.isInterruptPending, !endedInterruptLine else { return }
      editor.print("")
      endedInterruptLine = true
    }
    // Long steps print as they go, at a terminal and piped alike: what was printed stays
    // printed if the step is stopped (Ctrl-C, SIGINT).
    runner.streamOutput = { lines in
      endInterruptLine()
      printer.print(lines, location: nil)
    }
    // A `replay` typed at the prompt prints each command's output as the command finishes
    // (in a worker, its wire does: `WorkerLoop`), not all of it at its end.
    var location: String?
    if let session = runner as? any ReplayOutputStreaming {
      session.replayOutputBlocks = { lines in
        endInterruptLine()
        printer.print(lines, location: location)
      }
    }
    if editor.isInteractive {
      editor.completer = { request in
        let cursor = request.line.distance(from: request.line.startIndex, to: request.cursor)
        let (start, candidates) = runner.completions(for: request.line, cursor: cursor)
        let wordStart = request.line.index(request.line.startIndex, offsetBy: start)
        let appendsSpace = candidates.count == 1
          && !(candidates[0].hasSuffix("(") || candidates[0].hasSuffix(".")
            || candidates[0].hasSuffix(" ") || candidates[0].hasSuffix("/")
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
      return runPipelined(runner, printer: printer)
    }
    var status: Int32 = 0
    var lineNumber = 0
    let prompt = editor.isInteractive ? (colored ? "\u{1}\u{1B}[1m\u{2}store>\u{1}\u{1B}[0m\u{2} " : "store> ") : ""
    while true {
      if options.live { printer.print(runner.pump(), location: nil) }
      switch editor.readLine(prompt: prompt) {
      case .endOfInput:
        return status
      case .interrupted:
        continue
      case let .line(line):
        lineNumber += 1
        endedInterruptLine = false
        InProcessTrap.note(line: lineNumber, command: line)
        location = editor.isInteractive ? nil : "stdin:\(lineNumber)"
        let result = runner.execute(line)
        endInterruptLine()
        _ = handle.takeInterrupt()
        printer.print(
          Array(result.lines.dropFirst(result.streamedLineCount)),
          location: editor.isInteractive ? nil : "stdin:\(lineNumber)")
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

/// Writes output lines through the editor, coloured on a terminal and plain otherwise; errors
/// go to standard error, prefixed with `location` (`stdin:3`) when there is one, as sqlite3
/// and psql do.
struct Printer {
  let editor: LineEditor
  let runner: any ShellRunner
  let colored: Bool

  func print(_ lines: [OutputLine], location: String?) {
    guard !lines.isEmpty else { return }
    let useColor: Bool
    switch runner.settings.color {
    case .on: useColor = true
    case .off: useColor = false
    case .auto: useColor = colored
    }
    var start = lines.startIndex
    while start < lines.endIndex {
      let isError = lines[start].role == .error
      let end = lines[start...].firstIndex { ($0.role == .error) != isError } ?? lines.endIndex
      let group = lines[start..<end]
      if isError {
        // Standard output is flushed after each print, so the order on a shared file holds.
        let text = group.map { line -> String in
          var text = line.text
          if let location, text.hasPrefix("error: ") { text = "\(location): " + text }
          return (useColor ? OutputLine(text, .error).colored : text) + "\n"
        }.joined()
        FileHandle.standardError.write(Data(text.utf8))
      } else {
        // The group's bytes, written line by line into one buffer of the size counted first
        // and printed as they are (no string per line, none of the group to validate): a
        // `--script` prints every step's lines through here, in blocks of 512.
        let text = [UInt8](unsafeUninitializedCapacity: group.reduce(0) { $0 + $1.printedSize }) {
          buffer, count in
          var writer = ByteWriter(buffer)
          for index in group.indices {
            if index != group.startIndex { writer.write(byte: UInt8(ascii: "\n")) }
            group[index].write(to: &writer, colored: useColor)
          }
          count = writer.count
        }
        text.withUnsafeBufferPointer { editor.print(utf8: $0) }
      }
      start = end
    }
  }
}
