import Composable

/// The PrimeTime app's flat environment tuple (seed 004), each feature taking its part in the
/// pullbacks.
///
/// One field more than the seed: `date`, the clock of the activity feed, which the seed reads
/// with `Date()` inside the reducer; injected, the feed is testable.
public typealias AppEnvironment = (
  fileClient: FileClient,
  nthPrime: (Int) -> Effect<Int?, Never>,
  date: () -> Date
)

extension PrimeTime {
  /// The live app: favourite primes in files of `directory`, nth primes computed in a task,
  /// the real date.
  public static func liveEnvironment(directory: URL) -> AppEnvironment {
    (fileClient: .live(directory: directory), nthPrime: PrimeTime.nthPrime, date: Date.init)
  }

  /// A predictable app for test stores and scripts: favourite primes in real files of
  /// `directory`, nth primes computed synchronously, the date always
  /// `Date(timeIntervalSince1970: 0)`.
  public static func deterministicEnvironment(directory: URL) -> AppEnvironment {
    deterministicEnvironment(fileClient: .live(directory: directory))
  }

  /// A predictable app whose favourite primes go through `fileClient` (``FileClient/inMemory()``
  /// for a session that shares nothing with others).
  public static func deterministicEnvironment(fileClient: FileClient) -> AppEnvironment {
    (fileClient: fileClient, nthPrime: PrimeTime.nthPrimeSync, date: { Deterministic.date })
  }
}
