// The function-style composition of seed 004, where reducers are plain functions passed to
// `combine`, `pullback`, `logging` and `with`.

/// Runs each of `reducers` in order on the same state (seed 004's `combine`).
public func combine<State, Action, Environment>(
  _ reducers: Reducer<State, Action, Environment>...
) -> Reducer<State, Action, Environment> {
  .combine(reducers)
}

/// Moves `reducer` into a parent domain (seed 004's `pullback(_:value:action:environment:)`).
public func pullback<LocalState, GlobalState, LocalAction, GlobalAction, LocalEnv, GlobalEnv>(
  _ reducer: Reducer<LocalState, LocalAction, LocalEnv>,
  value: WritableKeyPath<GlobalState, LocalState>,
  action: AnyCasePath<GlobalAction, LocalAction>,
  environment: @escaping (GlobalEnv) -> LocalEnv
) -> Reducer<GlobalState, GlobalAction, GlobalEnv> {
  reducer.pullback(state: value, action: action, environment: environment)
}

/// Moves a reducer written as a plain function into a parent domain.
public func pullback<LocalState, GlobalState, LocalAction, GlobalAction, LocalEnv, GlobalEnv>(
  _ reducer: @escaping (inout LocalState, LocalAction, LocalEnv) -> [Effect<LocalAction, Never>],
  value: WritableKeyPath<GlobalState, LocalState>,
  action: AnyCasePath<GlobalAction, LocalAction>,
  environment: @escaping (GlobalEnv) -> LocalEnv
) -> Reducer<GlobalState, GlobalAction, GlobalEnv> {
  Reducer.merging(reducer).pullback(state: value, action: action, environment: environment)
}

/// Applies `f` to `value`: `with(appReducer, compose(logging, activityFeed))`.
public func with<A, B>(_ value: A, _ f: (A) throws -> B) rethrows -> B { try f(value) }

/// Composes two functions, right to left: `compose(f, g)(x) == f(g(x))`.
public func compose<A, B, C>(
  _ f: @escaping (B) -> C, _ g: @escaping (A) -> B
) -> (A) -> C {
  { f(g($0)) }
}
