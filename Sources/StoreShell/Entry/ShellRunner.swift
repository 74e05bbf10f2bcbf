import Composable

/// A running shell session whatever its feature's types: what the terminal loop, the piped
/// loop and the script runner drive.
public protocol ShellRunner: AnyObject {
  /// Runs one command line.
  func execute(_ line: String) -> CommandResult
  /// Runs a live store's due work; returns what it printed.
  func pump() -> [OutputLine]
  /// TAB completions of `line` with the cursor at `cursor` (an offset in characters): where
  /// the completed word starts, and the candidates for it.
  func completions(for line: String, cursor: Int) -> (wordStart: Int, candidates: [String])
  /// The settings `set` changes.
  var settings: ShellSettings { get set }
  /// Asked during long commands; `true` stops them (Ctrl-C).
  var isInterrupted: () -> Bool { get set }
  /// Whether a replay stops at its first failing command.
  var bailsOnError: Bool { get set }
  /// The script header of this session's store.
  var header: ScriptHeader { get }
  /// Receives a command's lines as they are printed, when set.
  var streamOutput: (([OutputLine]) -> Void)? { get set }
}

/// A runner that can hand a replay's output on as it runs (a session in this process; see
/// ``ShellSession/replayOutput``), each step's diff as one diff block.
protocol ReplayOutputStreaming: AnyObject {
  var replayOutputBlocks: (([OutputLine]) -> Void)? { get set }
  var endsWithReplay: Bool { get set }
}

extension ShellSession: ReplayOutputStreaming {}

extension ShellSession: ShellRunner {
  public func completions(for line: String, cursor: Int) -> (wordStart: Int, candidates: [String]) {
    ShellCompleter(state: { self.store.state }, actionType: Action.self)
      .completions(for: String(line.prefix(cursor)))
  }
}

/// A feature the `store-shell` command line can open, its types erased.
public struct AnyShellFeature {
  /// The name `--feature` selects it by.
  public let name: String
  /// A one-line description for `--help`.
  public let summary: String
  let makeRunner: (ShellMode, ShellSettings, @escaping @Sendable () -> Void) -> any ShellRunner
  /// What differs between two builds of the initial state, if anything (see
  /// `Debugger/InitialStateCheck.swift`).
  let initialStateWarning: () -> String?

  /// Erases `feature`.
  public init<State, Action: Codable>(_ feature: ShellFeature<State, Action>, summary: String = "") {
    self.name = feature.name
    self.summary = summary
    self.makeRunner = { mode, settings, wake in
      ShellSession(feature: feature, mode: mode, settings: settings, wake: wake)
    }
    self.initialStateWarning = { InitialStateCheck.warning(for: feature) }
  }
}

extension AnyShellFeature {
  /// The feature `feature` declares, with its ``ComposableFeature/summary``.
  public init<Feature: ComposableFeature>(_ feature: Feature.Type) where Feature.Action: Codable {
    self.init(ShellFeature(feature), summary: feature.summary)
  }

  /// A session of this feature on a test store with default settings (for tests and tools).
  public func makeTestRunner() -> any ShellRunner {
    makeRunner(.test, ShellSettings(), {})
  }
}
