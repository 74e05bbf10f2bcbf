import ActionText
import Composable
import ExampleFeatures
import Foundation
import StoreShell

// The shell as a user runs it, on the demo game (`store-shell`'s default feature, built here
// as ShellDemo builds it): 100,000 `send counter.increment` lines.
//
// - shell-code: the same 100,000 actions sent in code (`store.send`): the baseline.
// - shell-decode: each line parsed as a command and its action decoded from text.
// - shell-execute-off: `ShellSession.execute` of each line, `set diff off`.
// - shell-replay-off / -on: a 100,000-step script file replayed in a session (`replay FILE`,
//   what `store-shell --script FILE` runs), with `set diff off` / the default full diffs.
// - shell-binary-off / -on: `store-shell --script FILE`, exec to exit, output to /dev/null.
// - shell-diffs: the diffs themselves: `StateDiff.diff` of each step's states, 100,000 times.

/// The demo game as `store-shell` opens it (`GameFeature`): deterministic environment, virtual time.
func gameFeature() -> ShellFeature<GameState, GameAction> {
  ShellFeature(GameFeature.self)
}

let sendLine = "send counter.increment"

/// The script files, written once per run into a temporary folder.
final class Scripts: @unchecked Sendable {
  static let shared = Scripts()
  private let lock = NSLock()
  private var paths: [String: String] = [:]

  /// A script of `set diff <mode>` and `Ops.steps` sends, with the game's header.
  func path(diff mode: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let path = paths[mode] { return path }
    let header = ShellSession(feature: gameFeature()).header
    let entries =
      [ScriptEntry(command: "set diff \(mode)", expected: [])]
      + Array(repeating: ScriptEntry(command: sendLine, expected: []), count: Ops.steps)
    let folder = scriptFolder()
    if paths.isEmpty {
      try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      atexit { try? FileManager.default.removeItem(at: scriptFolder()) }
    }
    let path = folder.appendingPathComponent("steps-diff-\(mode).shell").path
    try! Script(header: header, entries: entries).text.write(
      toFile: path, atomically: true, encoding: .utf8)
    paths[mode] = path
    return path
  }
}

/// This process's folder for the scripts, removed when it exits.
func scriptFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("store-shell-bench-\(getpid())")
}

/// The game's counter, read from a session's state.
func count(_ state: GameState) -> Int { state.counter.count }

/// The state a fresh game starts from in the shell.
func initialGameState() -> GameState {
  GameState(environment: .deterministic(mainQueue: DispatchQueue.test.eraseToAnyScheduler()))
}

let shellWorkloads: [Workload] = [
  Workload("shell-code", ops: Ops.steps, iterations: 100) {
    let store = Store(
      initialState: initialGameState(), reducer: gameReducer,
      environment: GameEnvironment.deterministic(mainQueue: DispatchQueue.test.eraseToAnyScheduler()))
    return {
      for _ in 0..<Ops.steps {
        store.send(.counter(.increment))
      }
      precondition(store.state.counter.count == Ops.steps)
      return [:]
    }
  },
  Workload("shell-decode", ops: Ops.steps, iterations: 20, seconds: 5) {
    let lines = (0..<Ops.steps).map { _ in String(sendLine) }
    return {
      var decoded = 0
      for line in lines {
        guard case let .send(text) = try! CommandParser.parse(line) else { fatalError(line) }
        let action = try! ActionText.decode(text, as: GameAction.self)
        if action == .counter(.increment) { decoded += 1 }
      }
      precondition(decoded == Ops.steps)
      return [:]
    }
  },
  Workload("shell-execute-off", ops: Ops.steps, iterations: 10, seconds: 12) {
    let session = ShellSession(feature: gameFeature())
    precondition(session.execute("set diff off").error == nil)
    return {
      for _ in 0..<Ops.steps {
        blackHole(session.execute(sendLine))
      }
      precondition(count(session.state) == Ops.steps)
      return [:]
    }
  },
  Workload("shell-diffs", ops: Ops.steps, iterations: 10, seconds: 15) {
    {
      var old = initialGameState()
      for _ in 0..<Ops.steps {
        var new = old
        new.counter.count += 1
        blackHole(StateDiff.diff(old, new))
        old = new
      }
      precondition(old.counter.count == Ops.steps)
      return [:]
    }
  },
]
+ ["off", "on"].flatMap { mode -> [Workload] in
  let diff = mode == "on" ? "full" : "off"
  return [
    Workload("shell-replay-\(mode)", ops: Ops.steps, iterations: 10, seconds: 15) {
      let path = Scripts.shared.path(diff: diff)
      let session = ShellSession(feature: gameFeature())
      return {
        let result = session.execute("replay \"\(path)\"")
        precondition(result.error == nil, "\(result.lines.prefix(3))")
        precondition(count(session.state) == Ops.steps)
        return [:]
      }
    },
    Workload("shell-binary-\(mode)", ops: Ops.steps, iterations: 10, seconds: 15) {
      let path = Scripts.shared.path(diff: diff)
      let binary = storeShellBinaryOrExit()
      return {
        let run = runChild(binary, ["--script", path])
        precondition(run.status == 0, "store-shell --script exited with \(run.status)")
        return run.peakResidentBytes.map { [.childPeakResident: $0] } ?? [:]
      }
    },
  ]
}
