import Composable
import ExampleFeatures
import Foundation
import StoreShell

/// The features of the seed documents, ready for the shell: what `store-shell` opens.
public enum DemoFeatures {
  /// Every demo feature; the first, the guess-the-number game, is the default.
  public static var all: [AnyShellFeature] { [game, primes, sampleText] }

  /// The seeds' game: counter, stopwatch, results list, navigation, alert and saving, with
  /// deterministic dates, ids and secrets on a test store (and real ones with `--live`).
  public static var game: AnyShellFeature {
    AnyShellFeature(
      ShellFeature(
        name: "game", reducer: gameReducer,
        environment: { scheduler in
          // Virtual time gets predictable dates, ids and secrets; `--live` gets real ones.
          scheduler.base is TestSchedulerOf<DispatchQueue>
            ? .deterministic(mainQueue: scheduler) : .live(mainQueue: scheduler)
        },
        initialState: { GameState(environment: $0) }),
      summary: "the guess-the-number game of the seeds (default)")
  }

  /// PrimeTime (seed 004): counter with nth prime, prime modal, favourite primes. On a test
  /// store they are saved in memory, afresh for each store, so that a recorded script replays
  /// alike whatever other sessions saved; with `--live`, to a real file in
  /// `$STORE_SHELL_DATA` (a folder in the temporary directory by default).
  public static var primes: AnyShellFeature {
    AnyShellFeature(
      ShellFeature(
        name: "primes", initialState: AppState(), reducer: appReducer,
        environment: { scheduler in
          scheduler.base is TestSchedulerOf<DispatchQueue>
            ? PrimeTime.deterministicEnvironment(fileClient: .inMemory())
            : PrimeTime.deterministicEnvironment(directory: dataDirectory)
        }),
      summary: "PrimeTime: nth prime, favourite primes saved to a file")
  }

  /// The sample-text loader of seed 000, reading a local file.
  public static var sampleText: AnyShellFeature {
    AnyShellFeature(
      ShellFeature(
        name: "sampletext", initialState: SampleTextState(loading: false, text: ""),
        reducer: sampleTextReducer,
        environment: { SampleTextEnvironment.mock(mainQueue: $0) }),
      summary: "the sample-text loader with a receive(on:) effect")
  }

  /// Where PrimeTime keeps its favourites: `$STORE_SHELL_DATA`, or a folder of the
  /// temporary directory.
  public static var dataDirectory: URL {
    let path =
      ProcessInfo.processInfo.environment["STORE_SHELL_DATA"]
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("store-shell-data").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
