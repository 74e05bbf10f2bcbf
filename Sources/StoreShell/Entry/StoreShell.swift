import ActionText
import ArgumentParser
import Composable
import LineEditor

/// The shell's entry points: open it over your own reducer in a few lines, or over a list of
/// features (the `store-shell` demo program).
///
/// ```swift
/// @main struct CounterShell {
///   static func main() async throws {
///     try await StoreShell.main(
///       initialState: Counter(),
///       reducer: counterReducer,
///       environment: { context in CounterEnvironment(mainQueue: context.scheduler) })
///   }
/// }
/// ```
///
/// A `ReducerProtocol` feature opens in one line, the shell setting the dependencies it owns
/// (`store-shell --help` lists them):
///
/// ```swift
/// @main struct AppShell {
///   static func main() async throws {
///     try await StoreShell.main(initialState: AppFeature.State()) { AppFeature() }
///   }
/// }
/// ```
///
/// A feature declared as a `ComposableFeature` opens with `StoreShell.main(CounterFeature.self)`,
/// and the tests the shell exports for it build their store from the same declaration.
public enum StoreShell {
  /// Opens the shell over one feature with the process's command line, and exits with the
  /// shell's status: 0 ok, 1 a command failed, 3 a script's check failed.
  public static func main<State, Action: Codable, Environment>(
    initialState: @autoclosure @escaping () -> State,
    reducer: Reducer<State, Action, Environment>,
    environment: @escaping (FeatureContext) -> Environment
  ) async throws {
    let feature = ShellFeature(
      name: "main", initialState: initialState(), reducer: reducer, environment: environment)
    exit(run(features: [AnyShellFeature(feature)]))
  }

  /// Opens the shell over the `ReducerProtocol` feature `reducer` builds, from `initialState`,
  /// with the process's command line, and exits with the shell's status.
  ///
  /// On a test store (the default) the shell sets the dependencies it owns to its virtual time:
  /// `\.mainQueue` and `\.mainRunLoop` are its scheduler, `\.continuousClock` and
  /// `\.suspendingClock` a clock on that scheduler (`advance` moves both), `\.uuid` counts up,
  /// `\.date` is virtual, `\.withRandomNumberGenerator` seeded; the app's own clients get their
  /// `previewValue`. With `--live`, real time, ids, dates and random numbers, and the clients'
  /// `liveValue`. `withDependencies` changes any of them. The action must be `Codable`, for the
  /// shell to read actions typed as text.
  public static func main<R: ReducerProtocol>(
    initialState: @autoclosure @escaping () -> R.State,
    reducer: @escaping () -> R,
    withDependencies prepareDependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) async throws where R.Action: Codable {
    let feature = AnyShellFeature(
      initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies)
    exit(run(features: [feature]))
  }

  /// Opens the shell over the feature `feature` declares, with the process's command line, and
  /// exits with the shell's status.
  public static func main<Feature: ComposableFeature>(_ feature: Feature.Type) async throws
  where Feature.Action: Codable {
    exit(run(features: [AnyShellFeature(feature)]))
  }

  /// Runs the shell over `features` (the first is the default) with `arguments` (without the
  /// program name); returns the exit status.
  ///
  /// At a terminal the store runs in a second process, this program started again, so that a
  /// reducer that traps ends its step and not the session; scripts and piped input run it in
  /// this one, and a trap there is reported at its line with exit status 1
  /// (`STORE_SHELL_SUPERVISOR=1` supervises them too, `0` never does).
  public static func run(
    features: [AnyShellFeature], arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) -> Int32 {
    StandardStreams.install()
    let options: ShellOptions
    do {
      options = try ShellCommandLine.parse(arguments).options
    } catch {
      let message = ShellCommandLine.fullMessage(for: error)
      let code = ShellCommandLine.exitCode(for: error)
      if code == .success {
        var help = message
        while help.hasSuffix("\n") { help.removeLast() }
        print(
          help + featureList(features)
            + (features.contains(where: \.setsDependencies) ? ShellDependencies.helpSection : ""))
        StandardStreams.flushOutput()
        return 0
      }
      StandardStreams.writeError(message + "\n")
      return 1
    }
    guard let feature = select(options.feature, from: features) else {
      let names = features.map(\.name)
      StandardStreams.writeError(
        "error: unknown feature '\(options.feature ?? "")'"
          + Suggestions.didYouMean(Suggestions.closest(to: options.feature ?? "", among: names))
          + "; features: \(names.joined(separator: ", "))\n")
      return 1
    }
    // Past a file size limit (`ulimit -f`), a write then fails with EFBIG, which every
    // checked write reports, instead of SIGXFSZ ending the shell silently.
    signal(SIGXFSZ, SIG_IGN)
    if Supervision.isWorker { return WorkerLoop(feature: feature, options: options).run() }
    if options.mcp {
      return ShellServers.serveMCP(features: features, selected: feature, options: options)
    }
    return ShellLoop(
      feature: feature, options: options, arguments: Supervision.isOn ? arguments : nil
    ).run()
  }

  private static func select(_ name: String?, from features: [AnyShellFeature]) -> AnyShellFeature? {
    guard let name else { return features.first }
    return features.first { $0.name == name }
  }

  private static func featureList(_ features: [AnyShellFeature]) -> String {
    guard features.count > 1 else { return "" }
    let width = features.map(\.name.count).max() ?? 0
    return "\n\nFEATURES:\n"
      + features.map {
        "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)"
      }.joined(separator: "\n")
  }
}
