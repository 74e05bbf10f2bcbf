extension Store {
  /// A store running `reducer` from `initialState` (TCA 0.56): `Store(initialState:
  /// Feature.State()) { Feature() }`. `prepareDependencies` sets the dependencies the reducer
  /// and its effects run with (`withDependencies: { $0.uuid = .incrementing }`); without it,
  /// they read the dependencies in effect where they run.
  @inlinable
  public convenience init<R: ReducerProtocol>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil,
    inbox: EffectInbox = .mainQueue()
  ) where R.State == State, R.Action == Action {
    guard let prepareDependencies else {
      self.init(initialState: initialState(), reducer: reducer(), inbox: inbox)
      return
    }
    let (state, reducer) = withDependencies(prepareDependencies) { (initialState(), reducer()) }
    let dependencies = withDependencies(prepareDependencies) { DependencyValues._current }
    self.init(
      initialState: state, reducer: _StoreDependenciesReducer(base: reducer, dependencies: dependencies),
      inbox: inbox)
  }

  /// A store running `reducer` from `initialState` (TCA 0.41's spelling), with the
  /// dependencies `prepareDependencies` sets.
  @inlinable
  public convenience init<R: ReducerProtocol>(
    initialState: @autoclosure () -> R.State,
    reducer: R,
    prepareDependencies: @escaping (inout DependencyValues) -> Void
  ) where R.State == State, R.Action == Action {
    self.init(initialState: initialState(), reducer: { reducer }, withDependencies: prepareDependencies)
  }

  /// A store running `reducer` from `initialState` (TCA 0.41's spelling).
  @inlinable
  public convenience init<R: ReducerProtocol>(
    initialState: State, reducer: R, inbox: EffectInbox = .mainQueue()
  ) where R.State == State, R.Action == Action {
    let root = RootStore(
      initialState: initialState, reducer: { reducer.reduce(into: &$0, action: $1) },
      context: EffectContext(inbox: inbox))
    self.init(
      root: root, inbox: inbox,
      send: { root.send($0, origin: nil, reducer: { reducer.reduce(into: &$0, action: $1) }) })
  }
}

/// A store's reducer run with the store's dependencies (those its `withDependencies:` set):
/// the dependencies of a reducer are those of the store it runs in.
public struct _StoreDependenciesReducer<Base: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let base: Base
  @usableFromInline let dependencies: DependencyValues

  @usableFromInline
  init(base: Base, dependencies: DependencyValues) {
    self.base = base
    self.dependencies = dependencies
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> EffectTask<Base.Action> {
    DependencyValues.$_current.withValue(dependencies) { base.reduce(into: &state, action: action) }
  }
}
