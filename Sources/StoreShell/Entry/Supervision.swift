import Foundation

/// Whether this process supervises a store worker, is one, or runs the store itself.
///
/// `store-shell` and `StoreShell.main` run the line editor in one process and the store in
/// another, the same program started again with `STORE_SHELL_WORKER=1`, so that a reducer that
/// traps does not end the session. `STORE_SHELL_SUPERVISOR=0` runs the store in the shell's own
/// process (for a debugger); a trap then ends the shell.
enum Supervision {
  /// Whether this process is a worker its supervisor started.
  static var isWorker: Bool {
    ProcessInfo.processInfo.environment[WorkerLoop.environmentKey] == "1"
  }

  /// Whether the script at `path` holds a step marked as trapped (or cannot be read: the
  /// replay says why).
  static func holdsTrap(_ path: String) -> Bool {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
    return text.contains("\n  " + ScriptEntry.trapMarker)
  }

  /// Whether the shell starts its store in a worker.
  static var isOn: Bool {
    ProcessInfo.processInfo.environment["STORE_SHELL_SUPERVISOR"] != "0"
  }
}

extension ShellLoop {
  /// The session: in a worker process when ``arguments`` are given, else in this one.
  ///
  /// `--script` runs in this process unless the script holds a step marked as trapped: a second
  /// process would double the start-up of every scripted run and add to its replay. A step
  /// recorded as trapped is run in a worker, which reports the trap at its line; in this
  /// process it would be reported unrun (see ``ScriptEntry/recordedTrap``), and a new trap ends
  /// the run with Swift's own report.
  func makeRunner(settings: ShellSettings, wake: @escaping @Sendable () -> Void) -> any ShellRunner {
    guard let arguments, options.script.map(Supervision.holdsTrap) ?? true else {
      return feature.makeRunner(options.live ? .live : .test, settings, wake)
    }
    return SupervisedRunner(feature: feature, arguments: arguments, options: options, wake: wake)
  }
}
