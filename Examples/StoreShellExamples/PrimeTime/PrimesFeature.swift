import Composable

/// PrimeTime (seed 004) as a ``ComposableFeature``: counter with nth prime, prime modal,
/// favourite primes saved to a file.
///
/// Live, the favourites go to `$STORE_SHELL_DATA` (a folder of the temporary directory by
/// default). On virtual time they are kept in memory, afresh for each store, so a session or a
/// test never sees another's favourites and a recording replays alike.
public enum PrimesFeature: ComposableFeature {
  public static var reducer: Reducer<AppState, AppAction, AppEnvironment> { appReducer }

  public static func environment(_ context: FeatureContext) -> AppEnvironment {
    context.isLive
      ? PrimeTime.liveEnvironment(directory: liveDirectory)
      : PrimeTime.deterministicEnvironment(fileClient: .inMemory())
  }

  public static func initialState(_ context: FeatureContext, _ environment: AppEnvironment)
    -> AppState
  {
    AppState()
  }

  public static var summary: String { "PrimeTime: nth prime, favourite primes saved to a file" }

  /// Where live sessions keep their favourites: `$STORE_SHELL_DATA`, or a folder of the
  /// temporary directory.
  public static var liveDirectory: URL {
    let path =
      ProcessInfo.processInfo.environment["STORE_SHELL_DATA"]
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("store-shell-data").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
