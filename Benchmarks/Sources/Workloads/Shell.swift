import ActionText
import Composable
import StoreShellExamples
import Foundation
import StoreShell

// The shell as a user runs it, on the demo game (`store-shell`'s default feature, built here
// as StoreShellDemo builds it): 100,000 lines of mixed counter actions (`mixedLines`), half of them
// distinct, so that no cache of identical lines carries a figure.
//
// - shell-code: the same 100,000 actions sent in code (`store.send`): the baseline.
// - shell-decode: each line parsed as a command and its action decoded from text.
// - shell-execute-off: `ShellSession.execute` of each line, `set diff off`.
// - shell-replay-off / -on: a 100,000-step script file replayed in a session (`replay FILE`,
//   what `store-shell --script FILE` runs), with `set diff off` / the default full diffs.
// - shell-piped-off / -on: `replay FILE` typed into a piped `store-shell` (the prompt loop,
//   which streams a replay's output and keeps the transcript), exec to exit.
// - shell-binary-off / -on: `store-shell --script FILE`, exec to exit, output to /dev/null;
//   shell-binary-off-1m / -on-1m: the same with a 1,000,000-step script (its peak resident).
// - shell-diffs: the diffs themselves: `StateDiff.diff` of each step's states, 100,000 times.
// - shell-watches: 10,000 `watch` lines added to a fresh session, then one step that checks
//   them all (issue 37's bar: under a second of work).

/// The demo game as `store-shell` opens it (`GameFeature`): deterministic environment, virtual time.
func gameFeature() -> ShellFeature<GameState, GameAction> {
  ShellFeature(GameFeature.self)
}

/// Step `i` of the mixed script, as text and as the action it decodes to: a cycle of four,
/// `increment`, `setCount("<i>")`, `decrement`, `setCount("-<i>")`. Every `setCount` line is
/// distinct (half the lines), and every step changes the counter (a one-change diff).
func mixedStep(_ i: Int) -> (line: String, action: GameAction) {
  switch i % 4 {
  case 0: return ("send counter.increment", .counter(.increment))
  case 1: return ("send counter.setCount(\"\(i)\")", .counter(.setCount("\(i)")))
  case 2: return ("send counter.decrement", .counter(.decrement))
  default: return ("send counter.setCount(\"-\(i)\")", .counter(.setCount("-\(i)")))
  }
}

/// The lines of `steps` mixed steps.
func mixedLines(_ steps: Int = Ops.steps) -> [String] { (0..<steps).map { mixedStep($0).line } }

/// The counter after `steps` mixed steps (`steps` > 0): the last step's effect.
func mixedCount(_ steps: Int = Ops.steps) -> Int {
  var count = 0
  for i in 0..<steps { count = mixedCounter(count, i) }
  return count
}

/// The counter after step `i`, from `count` before it.
func mixedCounter(_ count: Int, _ i: Int) -> Int {
  switch i % 4 {
  case 0: return count + 1
  case 1: return i
  case 2: return count - 1
  default: return -i
  }
}

/// The script files, written once per run into a temporary folder.
final class Scripts: @unchecked Sendable {
  static let shared = Scripts()
  private let lock = NSLock()
  private var paths: [String: String] = [:]

  /// A script of `set diff <mode>` and `steps` mixed sends, with the game's header.
  func path(diff mode: String, steps: Int = Ops.steps) -> String {
    lock.lock()
    defer { lock.unlock() }
    let key = "\(mode)-\(steps)"
    if let path = paths[key] { return path }
    let folder = scriptFolder()
    if paths.isEmpty {
      try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      atexit { try? FileManager.default.removeItem(at: scriptFolder()) }
    }
    let path = folder.appendingPathComponent("steps-diff-\(key).shell").path
    try! writeMixedScript(diff: mode, steps: steps, to: path)
    paths[key] = path
    return path
  }

  /// A file of one line, `replay "<the script>"`: piped input for `store-shell`.
  func replayLine(diff mode: String) -> String {
    let script = path(diff: mode)
    let path = script + ".replay"
    lock.lock()
    defer { lock.unlock() }
    if !FileManager.default.fileExists(atPath: path) {
      try! "replay \"\(script)\"\n".write(toFile: path, atomically: true, encoding: .utf8)
    }
    return path
  }
}

/// Writes the script of `set diff <mode>` and `steps` mixed sends, with the game's header, to
/// `path` (`store-shell-profile --write-script`, for the instruction counts of whole processes).
public func writeMixedScript(diff mode: String, steps: Int, to path: String) throws {
  let header = ShellSession(feature: gameFeature()).header
  let entries =
    [ScriptEntry(command: "set diff \(mode)", expected: [])]
    + mixedLines(steps).map { ScriptEntry(command: $0, expected: []) }
  try Script(header: header, entries: entries).text.write(
    toFile: path, atomically: true, encoding: .utf8)
}

/// This process's folder for the scripts, removed when it exits.
func scriptFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("store-shell-bench-\(getpid())")
}

/// The game's counter, read from a session's state.
func count(_ state: GameState) -> Int { state.counter.count }

/// The diffs of the mixed script: `StateDiff.diff` of the game's successive states, `steps`
/// times (what a step with diffs on renders).
func runMixedDiffs(_ steps: Int = Ops.steps) {
  var old = initialGameState()
  for i in 0..<steps {
    var new = old
    new.counter.count = mixedCounter(old.counter.count, i)
    blackHole(StateDiff.diff(old, new))
    old = new
  }
  precondition(old.counter.count == mixedCount(steps))
}

/// How the mixed script is run through the shell: replayed in a session of this process, typed
/// as `replay FILE` into a piped `store-shell`, or given to `store-shell --script`.
enum ShellRun: String, CaseIterable {
  case replay, piped, binary

  /// Prepares one run of the 100,000-step script with `set diff <diff>`: the returned closure
  /// runs it (a fresh session, or a fresh process) and checks it, returning the child's peak
  /// resident size for the processes.
  func prepare(diff: String) -> () -> [Extra: Int] {
    switch self {
    case .replay:
      let path = Scripts.shared.path(diff: diff)
      let session = ShellSession(feature: gameFeature())
      return {
        let result = session.execute("replay \"\(path)\"")
        precondition(result.error == nil, "\(result.lines.prefix(3))")
        precondition(count(session.state) == mixedCount())
        return [:]
      }
    case .piped:
      let input = Scripts.shared.replayLine(diff: diff)
      let binary = storeShellBinaryOrExit()
      return {
        let run = runChild(binary, [], input: input)
        precondition(run.status == 0, "store-shell < replay exited with \(run.status)")
        return run.peakResidentBytes.map { [.childPeakResident: $0] } ?? [:]
      }
    case .binary:
      let path = Scripts.shared.path(diff: diff)
      let binary = storeShellBinaryOrExit()
      return {
        let run = runChild(binary, ["--script", path])
        precondition(run.status == 0, "store-shell --script exited with \(run.status)")
        return run.peakResidentBytes.map { [.childPeakResident: $0] } ?? [:]
      }
    }
  }
}

/// The state a fresh game starts from in the shell.
func initialGameState() -> GameState {
  GameState(environment: .deterministic(mainQueue: DispatchQueue.test.eraseToAnyScheduler()))
}

let shellWorkloads: [Workload] = [
  Workload("shell-code", ops: Ops.steps, iterations: 100) {
    // Off the main thread (the benchmark harness), a main-queue store reports a runtime
    // warning on every send: there the store gets an inbox of its own, as the shell's has.
    let store = Store(
      initialState: initialGameState(), reducer: gameReducer,
      environment: GameEnvironment.deterministic(mainQueue: DispatchQueue.test.eraseToAnyScheduler()),
      inbox: Thread.isMainThread ? EffectInbox.mainQueue() : EffectInbox())
    let actions = (0..<Ops.steps).map { mixedStep($0).action }
    let expected = mixedCount()
    return {
      for action in actions {
        store.send(action)
      }
      precondition(store.state.counter.count == expected)
      return [:]
    }
  },
  Workload("shell-decode", ops: Ops.steps, iterations: 20, seconds: 5) {
    let lines = mixedLines()
    let actions = (0..<Ops.steps).map { mixedStep($0).action }
    return {
      var decoded = 0
      for (line, expected) in zip(lines, actions) {
        guard case let .send(text) = try! CommandParser.parse(line) else { fatalError(line) }
        let action = try! ActionText.decode(text, as: GameAction.self)
        if action == expected { decoded += 1 }
      }
      precondition(decoded == Ops.steps)
      return [:]
    }
  },
  Workload("shell-execute-off", ops: Ops.steps, iterations: 10, seconds: 12) {
    let session = ShellSession(feature: gameFeature())
    precondition(session.execute("set diff off").error == nil)
    let lines = mixedLines()
    let expected = mixedCount()
    return {
      for line in lines {
        blackHole(session.execute(line))
      }
      precondition(count(session.state) == expected)
      return [:]
    }
  },
  Workload("shell-diffs", ops: Ops.steps, iterations: 10, seconds: 15) {
    {
      runMixedDiffs()
      return [:]
    }
  },
  Workload("shell-watches", ops: 10_000, iterations: 10, seconds: 15) {
    let lines = Array(repeating: "watch counter.count", count: 10_000)
    return {
      let session = ShellSession(feature: gameFeature())
      for line in lines {
        precondition(session.execute(line).error == nil, line)
      }
      let step = session.execute("send counter.increment")
      precondition(step.lines.count > 10_000)
      return [:]
    }
  },
]
+ ["off", "on"].flatMap { mode -> [Workload] in
  let diff = mode == "on" ? "full" : "off"
  return [
    Workload("shell-replay-\(mode)", ops: Ops.steps, iterations: 10, seconds: 15) {
      ShellRun.replay.prepare(diff: diff)
    },
    Workload("shell-binary-\(mode)", ops: Ops.steps, iterations: 10, seconds: 15) {
      ShellRun.binary.prepare(diff: diff)
    },
    // A `replay` typed into a piped session: the shell's prompt loop, which prints each
    // command's output as it finishes and keeps the transcript (a later `save` may read it).
    Workload("shell-piped-\(mode)", ops: Ops.steps, iterations: 10, seconds: 15) {
      ShellRun.piped.prepare(diff: diff)
    },
    // The memory bar's second size: a million steps, one run (its peak resident is the figure).
    Workload(
      "shell-binary-\(mode)-1m", ops: Ops.steps * 10, iterations: 1, seconds: 1, warmsUp: false
    ) {
      let path = Scripts.shared.path(diff: diff, steps: Ops.steps * 10)
      let binary = storeShellBinaryOrExit()
      return {
        let run = runChild(binary, ["--script", path])
        precondition(run.status == 0, "store-shell --script exited with \(run.status)")
        return run.peakResidentBytes.map { [.childPeakResident: $0] } ?? [:]
      }
    },
  ]
}
