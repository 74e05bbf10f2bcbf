import Foundation
import ShellScripts

/// A session that a program drives call by call, as a person drives one line by line: the
/// session the MCP server (the StoreShellMCP module) serves. Each call runs command lines and
/// gives back the JSON events they emitted (``ToolRun``), through the shell's own JSON printer.
///
/// The store runs in a worker process as at a terminal (``SupervisedRunner``), so that a
/// reducer that traps ends its step, reported, and not the session; `STORE_SHELL_SUPERVISOR=0`
/// runs it in this process (for a debugger), where a trap ends the program. Used on one
/// thread, except ``interruption``.
package final class ToolSession {
  /// The feature the session is of.
  package let feature: AnyShellFeature
  private let runner: any HostedRunner
  private let sink: ToolEventSink
  private let isLive: Bool
  /// Stops the command running, from any thread (``ToolInterruption``).
  package let interruption = ToolInterruption()
  /// A folder of this session's own for the files its tools read back (`save`, `export`).
  private let scratch: URL

  /// A session of `feature`, with the `--live` of `options`.
  package init(feature: AnyShellFeature, options: ShellOptions) {
    self.feature = feature
    isLive = options.live
    var settings = ShellSettings()
    settings.output = .json
    if Supervision.isOn {
      var workerOptions = options
      workerOptions.output = .json
      workerOptions.script = nil
      runner = SupervisedRunner(
        feature: feature,
        arguments: ["--feature", feature.name, "--output", "json"] + (options.live ? ["--live"] : []),
        options: workerOptions, wake: {})
      runner.settings = settings
    } else {
      runner = feature.makeRunner(options.live ? .live : .test, settings, {})
    }
    let sink = ToolEventSink { [unowned runner] in runner.settings }
    self.sink = sink
    runner.sink = sink
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-tools-\(getpid())-\(UUID().uuidString)")
    runner.isInterrupted = { [interruption] in interruption.isPending }
  }

  deinit {
    (runner as? SupervisedRunner)?.endWorker()
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Runs `lines` in order, each as a line typed at the shell (a live store's deliveries
  /// since the last call come first); an ``interruption`` pending stops them (its owner
  /// clears it for the next call).
  package func run(_ lines: [String]) -> ToolRun {
    if isLive {
      for line in runner.pump() { sink.receive(.lines([line]), lines: [line]) }
    }
    // The worker (started now if it is not) is sent Ctrl-C with the call.
    interruption.setWorker((runner as? SupervisedRunner)?.currentWorker?.pid)
    defer { interruption.setWorker(nil) }
    var failed: [Int] = []
    for (index, line) in lines.enumerated() {
      sink.json.inputLine = index + 1
      let result = runner.execute(line)
      let failedLine =
        result.error != nil || result.failedWithin || result.checkFailed || result.printedError
      sink.json.commandDone(failed: failedLine)
      if failedLine { failed.append(index + 1) }
      // Ctrl-C stops the call, not only its command.
      if interruption.isPending { break }
    }
    sink.json.inputLine = nil
    var run = sink.take()
    run.failedLines = failed
    return run
  }

  /// The state, or the value at `path`, as JSON (no command is run), or why there is none.
  package func stateJSON(at path: String?) -> Result<String, ShellError> {
    guard let source = runner as? any StateJSONSource else {
      return .failure(ShellError("this session cannot give its state as JSON"))
    }
    do {
      return .success(try source.stateJSON(at: path))
    } catch {
      return .failure(error)
    }
  }

  /// The session so far as a script, as `save` writes it.
  package func transcript() -> Result<String, ShellError> {
    let file = scratch.appendingPathComponent("session.shell")
    return writeAndRead(file, "save \(Self.quoted(file.path)) --force")
  }

  /// The session as an XCTest case, as `export test` writes it: to `path` when one is given
  /// (an existing file only with `force`), else to a file of this session's own; the text.
  package func exportTest(
    to path: String?, className: String?, force: Bool
  ) -> Result<String, ShellError> {
    let file: URL
    if let path {
      guard !path.contains("\"") else {
        return .failure(ShellError("export_test: a path with a double quote (\") cannot be written; rename it"))
      }
      file = URL(fileURLWithPath: path)
    } else {
      file = scratch.appendingPathComponent("\(className ?? Self.className(of: feature.name)).swift")
    }
    var line = "export test \(Self.quoted(path ?? file.path))"
    if let className { line += " --class \(Self.quoted(className))" }
    if force || path == nil { line += " --force" }
    return writeAndRead(file, line)
  }

  /// Runs `line`, which writes `file`, and reads the file back; the command's error if it
  /// failed.
  private func writeAndRead(_ file: URL, _ line: String) -> Result<String, ShellError> {
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      return .failure(ShellError("cannot make \(scratch.path): \(error.localizedDescription)"))
    }
    let run = run([line])
    guard !run.failed else {
      // The error's lines as printed, without their `error: `.
      let lines = run.text.map { $0.hasPrefix("error: ") ? String($0.dropFirst(7)) : $0 }
      return .failure(ShellError(lines.joined(separator: "\n")))
    }
    do {
      return .success(try String(contentsOf: file, encoding: .utf8))
    } catch {
      return .failure(ShellError("cannot read \(file.path): \(error.localizedDescription)"))
    }
  }

  /// `text` as one word of a command line (the shell's quotes have no escapes).
  private static func quoted(_ text: String) -> String { "\"\(text)\"" }

  /// The test class a feature's session exports as by default: `GameSessionTests`.
  private static func className(of name: String) -> String {
    let letters = name.filter { $0.isLetter || $0.isNumber }
    return (letters.first.map { String($0).uppercased() + letters.dropFirst() } ?? "Shell")
      + "SessionTests"
  }
}
