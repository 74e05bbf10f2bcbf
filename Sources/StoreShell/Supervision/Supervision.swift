import Foundation
import ShellScripts

/// Whether this process supervises a store worker, is one, or runs the store itself.
///
/// `store-shell` and `StoreShell.main` run the line editor in one process and the store in
/// another, the same program started again with `STORE_SHELL_WORKER=1`, so that a reducer that
/// traps does not end the session. `STORE_SHELL_SUPERVISOR=0` runs the store in the shell's own
/// process (for a debugger); a trap then ends the shell. `STORE_SHELL_SUPERVISOR=1` runs every
/// session's store in a worker, scripts' and piped input's too.
enum Supervision {
  /// The environment variable that turns supervision off (`0`) or on for every run (`1`).
  static let environmentKey = "STORE_SHELL_SUPERVISOR"

  /// Whether this process is a worker its supervisor started.
  static var isWorker: Bool {
    ProcessInfo.processInfo.environment[WorkerLoop.environmentKey] == "1"
  }

  /// Whether the script at `path` holds a step marked as trapped (or cannot be read: the
  /// replay says why).
  static func holdsTrap(_ path: String) -> Bool {
    // Line by line (memory stays flat for long scripts); unreadable or not UTF-8: supervised.
    // From the lines' bytes: no text is made for a line.
    let marker: StaticString = "  trapped: "
    assert(marker.description == "  " + ScriptEntry.trapMarker)
    do {
      var lines = try ScriptLineReader(path: path, refusesNUL: false)
      var found = false
      while let line = try lines.nextBytes() {
        if line.number > 1, ScriptLineReader.hasPrefix(line.bytes, marker) { found = true }
      }
      return found
    } catch {
      return true
    }
  }

  /// Whether the shell may start its store in a worker (`STORE_SHELL_SUPERVISOR=0` says no).
  static var isOn: Bool { setting != "0" }

  /// Whether scripts and piped input are supervised too (`STORE_SHELL_SUPERVISOR=1`).
  static var supervisesEveryRun: Bool { setting == "1" }

  private static var setting: String? {
    ProcessInfo.processInfo.environment[environmentKey]
  }
}

extension ShellLoop {
  /// The session: in a worker process when ``arguments`` are given, else in this one.
  ///
  /// A session at a terminal is supervised: a person types there, and a trap must not end
  /// the session. `--script` runs in this process unless the script holds a step marked as
  /// trapped: a second process would double the start-up of every scripted run and add to its
  /// replay. A step recorded as trapped is run in a worker, which reports the trap at its line;
  /// in this process it would be reported unrun (see ``ScriptEntry/recordedTrap``), and a new
  /// trap runs the script again under a supervisor (``InProcessTrap``). Piped input runs in
  /// this process too (its output streams as it goes and its memory stays flat), and a trap
  /// ends it with a line naming the step. `STORE_SHELL_SUPERVISOR=1` supervises them all.
  func makeRunner(
    settings: ShellSettings, interactive: Bool, wake: @escaping @Sendable () -> Void
  ) -> any HostedRunner {
    let supervised =
      Supervision.supervisesEveryRun || (options.script.map(Supervision.holdsTrap) ?? interactive)
    guard let arguments, supervised else {
      if let arguments {
        if options.script != nil {
          InProcessTrap.rerunsScript(
            arguments: [CommandLine.arguments.first ?? "store-shell"] + arguments)
        } else {
          InProcessTrap.reportsPipedLine()
        }
      }
      return feature.makeRunner(options.live ? .live : .test, settings, wake)
    }
    return SupervisedRunner(feature: feature, arguments: arguments, options: options, wake: wake)
  }
}
