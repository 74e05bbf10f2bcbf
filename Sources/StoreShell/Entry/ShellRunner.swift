import Composable
import ShellCommands
import ShellScripts

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
}

/// A runner the shell's loops drive: what its commands print goes to ``sink`` as it comes
/// (a command's result is then for its status alone).
protocol HostedRunner: ShellRunner {
  /// Where the output goes, as events.
  var sink: (any ShellEventSink)? { get set }
  /// The `output` setting (read for each event a sink takes).
  var outputFormat: OutputFormat { get }
}

extension HostedRunner {
  var outputFormat: OutputFormat { settings.output }
}

/// A session in the shell's own process, as `--script` runs it.
protocol InProcessRunner: HostedRunner {
  /// Says that the session ends with its top-level replay: its transcript is then kept only
  /// if the script may read it (`save`, `record`, `replay`).
  func keepsTranscriptOnlyIfRead()
}

extension ShellSession: InProcessRunner {
  func keepsTranscriptOnlyIfRead() { transcript.isKeptOnlyIfRead = true }
  var outputFormat: OutputFormat { settings.output }
}

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
  let makeRunner: (ShellMode, ShellSettings, @escaping @Sendable () -> Void) -> any HostedRunner
  /// What differs between two builds of the initial state, if anything (see
  /// `Debugger/InitialStateCheck.swift`).
  let initialStateWarning: () -> String?
  /// Whether the shell sets the feature's dependencies (a `ReducerProtocol` feature's), which
  /// `--help` then lists.
  let setsDependencies: Bool

  /// Erases `feature`.
  public init<State, Action: Codable>(_ feature: ShellFeature<State, Action>, summary: String = "") {
    self.name = feature.name
    self.summary = summary
    self.setsDependencies = feature.reducerDeclaration != nil
    self.makeRunner = { mode, settings, wake in
      ShellSession(feature: feature, mode: mode, settings: settings, wake: wake)
    }
    self.initialStateWarning = { InitialStateCheck.warning(for: feature) }
  }
}

extension AnyShellFeature {
  /// The feature `feature` declares, with its `ComposableFeature.summary`.
  public init<Feature: ComposableFeature>(_ feature: Feature.Type) where Feature.Action: Codable {
    self.init(ShellFeature(feature), summary: feature.summary)
  }

  /// The `ReducerProtocol` feature `reducer` builds, from `initialState`, named `name`: the
  /// shell sets the dependencies it owns (its scheduler, a clock on it, ids, dates, random
  /// numbers; `store-shell --help` lists them), the app's clients run at their `previewValue`
  /// (`--live`: their `liveValue`), and `withDependencies` changes any of them.
  ///
  /// ```swift
  /// AnyShellFeature(name: "app", initialState: AppFeature.State()) { AppFeature() }
  /// ```
  ///
  /// The feature's action must be `Codable`, for the shell to read actions typed as text.
  public init<R: ReducerProtocol>(
    name: String = "main", summary: String = "",
    initialState: @autoclosure @escaping () -> R.State,
    reducer: @escaping () -> R,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) where R.Action: Codable {
    self.init(
      ShellFeature(
        name: name, initialState: initialState(), reducer: reducer,
        withDependencies: prepareDependencies),
      summary: summary)
  }

  /// A session of this feature on a test store with default settings (for tests and tools).
  public func makeTestRunner() -> any ShellRunner {
    makeRunner(.test, ShellSettings(), {})
  }
}
