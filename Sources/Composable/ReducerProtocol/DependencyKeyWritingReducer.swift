extension ReducerProtocol {
  /// This reducer, with the dependency at `keyPath` set to `value` while it runs (and in the
  /// effects it returns).
  @inlinable @warn_unqualified_access
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// This reducer, with the dependency at `keyPath` changed by `transform` while it runs (and
  /// in the effects it returns).
  @inlinable @warn_unqualified_access
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer run with some of its dependencies changed (``ReducerProtocol/dependency(_:_:)``).
public struct _DependencyKeyWritingReducer<Base: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action)
    -> EffectTask<Base.Action>
  {
    withDependencies(update) { base.reduce(into: &state, action: action) }
  }

  /// Chained calls write into one set of dependencies: one `withDependencies` a run.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> Self {
    let update = update
    return Self(base: base) { values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// Chained calls write into one set of dependencies: one `withDependencies` a run.
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (inout V) -> Void
  ) -> Self {
    let update = update
    return Self(base: base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}
