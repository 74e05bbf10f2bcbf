extension ReducerProtocol {
  /// This reducer, then the reducer `reducer` builds from the old and new value of
  /// `toValue(state)` whenever this one changed it.
  @inlinable
  public func onChange<V: Equatable, R: ReducerProtocol>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
  }
}

/// A reducer that runs another when a value of the state changes (``ReducerProtocol/onChange(of:_:)``).
public struct _OnChangeReducer<Base: ReducerProtocol, Value: Equatable, Body: ReducerProtocol>:
  ReducerProtocol
where Base.State == Body.State, Base.Action == Body.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action)
    -> EffectTask<Base.Action>
  {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effect }
    return merging(effect, reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
