/// Builds a reducer from the reducers listed in a `body` or a `Scope`'s closure: they run in
/// order on the same state, their effects together. `if`, `if let`, `if`/`else` and `switch`
/// choose among reducers; an optional reducer runs when it is there.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  @inlinable
  public static func buildBlock<R: ReducerProtocol>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action { reducer }

  @inlinable
  public static func buildExpression<R: ReducerProtocol>(_ expression: consuming R) -> R
  where R.State == State, R.Action == Action { expression }

  @inlinable
  public static func buildPartialBlock<R: ReducerProtocol>(first: consuming R) -> R
  where R.State == State, R.Action == Action { first }

  @inlinable
  public static func buildPartialBlock<R0: ReducerProtocol, R1: ReducerProtocol>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> where R0.State == State, R0.Action == Action {
    _Sequence(accumulated, next)
  }

  @inlinable
  public static func buildOptional<R: ReducerProtocol>(_ wrapped: R?) -> R?
  where R.State == State, R.Action == Action { wrapped }

  @inlinable
  public static func buildEither<R0: ReducerProtocol, R1: ReducerProtocol>(
    first reducer: R0
  ) -> _Conditional<R0, R1> where R0.State == State, R0.Action == Action {
    .first(reducer)
  }

  @inlinable
  public static func buildEither<R0: ReducerProtocol, R1: ReducerProtocol>(
    second reducer: R1
  ) -> _Conditional<R0, R1> where R0.State == State, R0.Action == Action {
    .second(reducer)
  }

  @inlinable
  public static func buildArray<R: ReducerProtocol>(_ reducers: [R]) -> _SequenceMany<R>
  where R.State == State, R.Action == Action { _SequenceMany(reducers) }

  @inlinable
  public static func buildLimitedAvailability<R: ReducerProtocol>(_ wrapped: R)
    -> Reduce<State, Action>
  where R.State == State, R.Action == Action { Reduce(wrapped) }

  @inlinable
  public static func buildFinalResult<R: ReducerProtocol>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action { reducer }

  /// One of two reducers, as an `if`/`else` or a `switch` chose.
  public enum _Conditional<First: ReducerProtocol, Second: ReducerProtocol>: ReducerProtocol
  where First.State == Second.State, First.Action == Second.Action {
    case first(First)
    case second(Second)

    @inlinable
    public func reduce(into state: inout First.State, action: First.Action)
      -> EffectTask<First.Action>
    {
      switch self {
      case let .first(first): first.reduce(into: &state, action: action)
      case let .second(second): second.reduce(into: &state, action: action)
      }
    }
  }

  /// Two reducers, one after the other on the same state.
  public struct _Sequence<R0: ReducerProtocol, R1: ReducerProtocol>: ReducerProtocol
  where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @inlinable
    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> EffectTask<R0.Action> {
      let first = r0.reduce(into: &state, action: action)
      return merging(first, r1.reduce(into: &state, action: action))
    }
  }

  /// Reducers of one type, in order on the same state (a `for` loop in a builder).
  public struct _SequenceMany<Element: ReducerProtocol>: ReducerProtocol {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(_ reducers: [Element]) { self.reducers = reducers }

    @inlinable
    public func reduce(into state: inout Element.State, action: Element.Action)
      -> EffectTask<Element.Action>
    {
      var effect = EffectTask<Element.Action>.none
      for reducer in reducers { effect = merging(effect, reducer.reduce(into: &state, action: action)) }
      return effect
    }
  }
}

/// A builder of reducers of `R`'s domain.
public typealias ReducerBuilderOf<R: ReducerProtocol> = ReducerBuilder<R.State, R.Action>

extension Optional: ReducerProtocol where Wrapped: ReducerProtocol {
  /// Runs the wrapped reducer if there is one.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action)
    -> EffectTask<Wrapped.Action>
  {
    switch self {
    case let .some(wrapped): wrapped.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
