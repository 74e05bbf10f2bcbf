/// A ``Pullback`` with the environment of a store's root bound (`Reducer.bindEnvironment`): the
/// root's reducer closure captures this one reference, which is then its context, so the
/// closure goes on to ``reduce(_:_:)`` with no frame of its own (a closure capturing the
/// pullback and the environment keeps a frame to load them and call).
@usableFromInline
final class BoundPullback<
  State, Action, Environment, GlobalState, GlobalAction, GlobalEnvironment
> {
  @usableFromInline
  let pullback: Pullback<State, Action, Environment, GlobalState, GlobalAction, GlobalEnvironment>
  @usableFromInline let environment: GlobalEnvironment

  @inlinable
  init(
    _ pullback: Pullback<State, Action, Environment, GlobalState, GlobalAction, GlobalEnvironment>,
    environment: GlobalEnvironment
  ) {
    self.pullback = pullback
    self.environment = environment
  }

  /// The pullback's reduce, with the bound environment.
  @inlinable @inline(never)
  func reduce(
    _ globalState: inout GlobalState, _ globalAction: GlobalAction
  ) -> Effect<GlobalAction, Never> {
    pullback.run(&globalState, globalAction, environment)
  }
}
