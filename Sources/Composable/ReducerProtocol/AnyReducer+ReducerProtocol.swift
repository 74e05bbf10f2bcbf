// A 0.40 feature and a ReducerProtocol one compose both ways, as in TCA 0.41-0.56.

extension AnyReducer {
  /// A ``ReducerProtocol`` feature where an `AnyReducer` is wanted (its environment unused):
  /// `Reducer(Feature()).pullback(…)` in a 0.40 tree.
  @inlinable
  public init<R: ReducerProtocol>(_ reducer: R) where R.State == State, R.Action == Action {
    self.init { state, action, _ in reducer.reduce(into: &state, action: action) }
  }

  /// A ``ReducerProtocol`` feature built from the environment, where an `AnyReducer` is
  /// wanted: `AnyReducer { environment in Feature().dependency(\.apiClient, environment.api) }`.
  @inlinable
  public init<R: ReducerProtocol>(
    @ReducerBuilder<State, Action> _ build: @escaping (Environment) -> R
  ) where R.State == State, R.Action == Action {
    self.init { state, action, environment in
      build(environment).reduce(into: &state, action: action)
    }
  }
}

extension Reduce {
  /// A 0.40 reducer in a `body`, run with `environment`.
  @inlinable
  public init<Environment>(_ reducer: AnyReducer<State, Action, Environment>, environment: Environment) {
    let run = reducer.reducer
    self.init { state, action in run(&state, action, environment) }
  }
}
