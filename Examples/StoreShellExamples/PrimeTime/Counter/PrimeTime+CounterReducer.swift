import Composable

extension PrimeTime {
  /// The PrimeTime counter's reducer: a plain function returning an array of effects, as in
  /// seed 004.
  ///
  /// The seed ends the nthPrime effect with `.receive(on: DispatchQueue.main)`. Here an effect
  /// delivers on its store's thread by itself (an async effect's result goes through the store's
  /// inbox), and a hard-wired main-queue hop would tie the store to the main thread, which a
  /// shell or a test store need not run on; so the hop is left out.
  public static func counterReducer(
    state: inout CounterState,
    action: CounterAction,
    environment: CounterEnvironment
  ) -> [Effect<CounterAction, Never>] {
    switch action {
    case .decrTapped:
      state.count -= 1
      return []
    case .incrTapped:
      state.count += 1
      return []
    case .nthPrimeButtonTapped:
      state.isNthPrimeButtonDisabled = true
      return [
        environment(state.count)
          .map(CounterAction.nthPrimeResponse)
          .eraseToEffect()
      ]
    case let .nthPrimeResponse(prime):
      state.alertNthPrime = prime.map(PrimeAlert.init(prime:))
      state.isNthPrimeButtonDisabled = false
      return []
    case .alertDismissButtonTapped:
      state.alertNthPrime = nil
      return []
    }
  }
}
