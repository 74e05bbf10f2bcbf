/// A reducer from a closure: `Reduce { state, action in … }` in a `body`, or any reducer erased
/// to its domain (`Reduce(feature)`).
public struct Reduce<State, Action>: ReducerProtocol {
  @usableFromInline let reduce: (inout State, Action) -> EffectTask<Action>

  /// A reducer that runs `reduce`.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> EffectTask<Action>) {
    self.reduce = reduce
  }

  /// `reducer`, its type erased.
  @inlinable
  public init<R: ReducerProtocol>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    reduce(&state, action)
  }
}

/// A reducer that changes nothing and runs no effect.
public struct EmptyReducer<State, Action>: ReducerProtocol {
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> EffectTask<Action> { .none }
}

/// The reducers its closure lists, as one: for applying a modifier (`.ifLet`, `.onChange`) to
/// several at once.
public struct CombineReducers<State, Action, Reducers: ReducerProtocol>: ReducerProtocol
where State == Reducers.State, Action == Reducers.Action {
  @usableFromInline let reducers: Reducers

  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
