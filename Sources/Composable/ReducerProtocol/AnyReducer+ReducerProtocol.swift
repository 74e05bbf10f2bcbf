// A 0.40 reducer in a ReducerProtocol body. (The other way, `AnyReducer(Feature())`, is in
// ComposableArchitecture: see its AnyReducer+ReducerProtocol.swift.)

extension Reduce {
  /// A 0.40 reducer in a `body`, run with `environment`.
  @inlinable
  public init<Environment>(_ reducer: AnyReducer<State, Action, Environment>, environment: Environment) {
    let run = reducer.reducer
    self.init { state, action in run(&state, action, environment) }
  }
}
