import StoreShellCaseStudies
import Composable
import StoreShellExamples
import Foundation
import StoreShell

/// The features of the seed documents, ready for the shell: what `store-shell` opens.
public enum DemoFeatures {
  /// Every demo feature; the first, the guess-the-number game, is the default.
  public static var all: [AnyShellFeature] { [game, primes, sampleText] + caseStudies }

  /// The 0.40-style case studies, opened as they are declared: each is a `ComposableFeature`
  /// whose own types say `Codable`, and nothing more.
  public static var caseStudies: [AnyShellFeature] {
    [
      AnyShellFeature(TodosFeature.self), AnyShellFeature(SearchFeature.self),
      AnyShellFeature(SettingsFeature.self), AnyShellFeature(StopwatchFeature.self),
      AnyShellFeature(PlaylistFeature.self), AnyShellFeature(DraftFeature.self),
      AnyShellFeature(CartFeature.self), AnyShellFeature(LoginFeature.self),
      AnyShellFeature(BannerFeature.self),
    ]
  }

  /// The features the `store-shell` command line offers: ``all``, and with
  /// `STORE_SHELL_TEST_FEATURES=1` in the environment the test-only ``traps`` too.
  public static func commandLine(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [AnyShellFeature] {
    environment["STORE_SHELL_TEST_FEATURES"] == "1" ? all + [traps] : all
  }

  /// The seeds' game: counter, stopwatch, results list, navigation, alert and saving, with
  /// deterministic dates, ids and secrets on a test store (and real ones with `--live`).
  public static var game: AnyShellFeature { AnyShellFeature(GameFeature.self) }

  /// PrimeTime (seed 004): counter with nth prime, prime modal, favourite primes. On a test
  /// store they are saved in memory, afresh for each store, so that a recorded script replays
  /// alike whatever other sessions saved; with `--live`, to a real file in
  /// `$STORE_SHELL_DATA` (a folder in the temporary directory by default).
  public static var primes: AnyShellFeature { AnyShellFeature(PrimesFeature.self) }

  /// The sample-text loader of seed 000, reading a local file.
  public static var sampleText: AnyShellFeature { AnyShellFeature(SampleTextFeature.self) }

  /// A list whose reducer traps on a bad index: for the tests of the shell's trap handling.
  public static var traps: AnyShellFeature { AnyShellFeature(TrapsFeature.self) }
}
