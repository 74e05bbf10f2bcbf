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
    let runner = makeRunner(settings: settings, wake: { handle.wakeUp() })
    runner.bailsOnError = options.bail
    runner.isInterrupted = { handle.isInterruptPending }
    let printer = Printer(editor: editor, runner: runner, colored: colored)

    if let script = options.script {
      var line = "replay \"\(script)\""
      if options.check { line += " --check" }
      if options.update { line += " --update" }
      let result = runner.execute(line)
      printer.print(result.lines)
      if result.checkFailed { return 3 }
      if result.error != nil || result.lines.contains(where: { $0.role == .error }) { return 1 }
      return 0
    }

    editor.onWake = { printer.print(runner.pump()) }
    // The terminal echoes `^C` where output then goes on: end that line first, once.
    var endedInterruptLine = false
    func endInterruptLine() {
      guard editor.isInteractive, handle.isInterruptPending, !endedInterruptLine else { return }
      editor.print("")
      endedInterruptLine = true
    }
    if options.live && editor.isInteractive {
      runner.streamOutput = { lines in
        endInterruptLine()
        printer.print(lines)
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
      printer.print([
        OutputLine(
          "store-shell: \(feature.name) on \(options.live ? "a live store (real time)" : "a test store (virtual time)"); 'help' lists the commands, TAB completes",
          .note)
      ])
    }
    if !editor.isInteractive, !options.live, let runner = runner as? SupervisedRunner {
      return runPipelined(runner, printer: printer)
    }
    var status: Int32 = 0
    let prompt = editor.isInteractive ? (colored ? "\u{1}\u{1B}[1m\u{2}store>\u{1}\u{1B}[0m\u{2} " : "store> ") : ""
    while true {
      if options.live { printer.print(runner.pump()) }
      switch editor.readLine(prompt: prompt) {
      case .endOfInput:
        return status
      case .interrupted:
        continue
      case let .line(line):
        endedInterruptLine = false
        let result = runner.execute(line)
        endInterruptLine()
        _ = handle.takeInterrupt()
        printer.print(Array(result.lines.dropFirst(result.streamedLineCount)))
        // At a terminal, errors are part of the conversation; piped, they fail the run.
        if result.error != nil, !editor.isInteractive {
          status = 1
          if options.bail { return 1 }
        }
        if result.checkFailed { status = 3 }
        if result.quit { return status }
      }
    }
  }
}

/// Writes output lines through the editor: coloured on a terminal, plain otherwise.
struct Printer {
  let editor: LineEditor
  let runner: any ShellRunner
  let colored: Bool

  func print(_ lines: [OutputLine]) {
    guard !lines.isEmpty else { return }
    let useColor: Bool
    switch runner.settings.color {
    case .on: useColor = true
    case .off: useColor = false
    case .auto: useColor = colored
    }
    editor.print(lines.map { useColor ? $0.colored : $0.text }.joined(separator: "\n"))
  }
}
