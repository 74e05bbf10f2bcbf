import Composable

/// The counter screen's reducer: the counter and the prime modal pulled back with the free
/// functions `combine` and `pullback`, the counter taking the whole environment, the modal none
/// (seed 004). A computed global, as `Reducer` is not `Sendable`.
public var counterViewReducer:
  Reducer<CounterViewState, CounterViewAction, PrimeTime.CounterEnvironment>
{
  combine(
    pullback(
      PrimeTime.counterReducer,
      value: \CounterViewState.counter,
      action: /CounterViewAction.counter,
      environment: { $0 }
    ),
    pullback(
      primeModalReducer,
      value: \.primeModal,
      action: /CounterViewAction.primeModal,
      environment: { _ in () }
    )
  )
}
