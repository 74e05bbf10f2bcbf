import Composable

/// The PrimeTime app's reducer: the counter screen and the favourite primes pulled back with
/// the free functions, each given its part of the flat ``AppEnvironment`` (seed 004). A
/// computed global, as `Reducer` is not `Sendable`.
public var appReducer: Reducer<AppState, AppAction, AppEnvironment> {
  combine(
    pullback(
      counterViewReducer,
      value: \AppState.counterView,
      action: /AppAction.counterView,
      environment: { $0.nthPrime }
    ),
    pullback(
      favoritePrimesReducer,
      value: \.favoritePrimes,
      action: /AppAction.favoritePrimes,
      environment: { $0.fileClient }
    )
  )
}

extension PrimeTime {
  /// The app's reducer as the seed's store runs it, `with(appReducer, compose(logging,
  /// activityFeed))`, with the log going to `printer`; without a printer, no logging (a shell
  /// prints its own account of each action).
  public static func reducer(
    printer: ((String) -> Void)? = nil
  ) -> Reducer<AppState, AppAction, AppEnvironment> {
    guard let printer else { return with(appReducer, activityFeed) }
    return with(appReducer, compose({ logging($0, printer: printer) }, activityFeed))
  }
}
