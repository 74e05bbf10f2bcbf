import Composable

// A ReducerProtocol feature where TCA 0.41-0.56 code wants an `AnyReducer`. Here, not in
// Composable: beside `AnyReducer.init` of a 0.40 closure, these unlabelled initializers are what
// the compiler blames for any mistake inside such a closure ("'(_, _, _) -> _' cannot conform
// to 'ReducerProtocol'") instead of naming the mistake; a module importing only Composable (the
// shell's features) keeps the precise report, an app of both eras gets these.

extension AnyReducer {
  /// `reducer` where an `AnyReducer` is wanted (its environment unused):
  /// `AnyReducer(Feature()).pullback(…)` in a 0.40 tree.
  @inlinable
  public init<R: ReducerProtocol>(_ reducer: R) where R.State == State, R.Action == Action {
    self.init { state, action, _ in reducer.reduce(into: &state, action: action) }
  }

  /// The reducer `build` makes from the environment, where an `AnyReducer` is wanted:
  /// `AnyReducer { environment in Feature().dependency(\.apiClient, environment.api) }`.
  @inlinable
  public init<R: ReducerProtocol>(
    @ReducerBuilder<State, Action> _ build: @escaping (Environment) -> R
  ) where R.State == State, R.Action == Action {
    self.init { state, action, environment in
      build(environment).reduce(into: &state, action: action)
    }
  }
}
