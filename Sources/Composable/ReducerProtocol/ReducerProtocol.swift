/// A feature's logic as a type (TCA 0.41-0.56): how its ``State`` changes for an ``Action`` and
/// which effects run after.
///
/// A conformance implements either ``reduce(into:action:)`` or ``body``, a tree of reducers built
/// with ``ReducerBuilder`` (`Reduce`, `Scope`, `ifLet`, `forEach`…). Because the tree is made of
/// concrete generic types, a store's send through it is nested direct calls the optimizer sees
/// through, where TCA 0.40's ``AnyReducer`` calls a closure at each level.
public protocol ReducerProtocol<State, Action> {
  /// The feature's state.
  associatedtype State
  /// The feature's actions.
  associatedtype Action
  /// The reducer ``body`` builds; `Never` for a reducer that implements ``reduce(into:action:)``.
  associatedtype Body

  /// Changes `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> EffectTask<Action>

  /// The reducers that make up this one, run in order on the same state.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension ReducerProtocol where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)'. Run a reducer with \
      'reduce(into:action:)', never through its 'body'.
      """)
  }
}

extension ReducerProtocol where Body: ReducerProtocol, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of the same domain as `R`: `some ReducerProtocolOf<Self>` in a `body`.
public typealias ReducerProtocolOf<R: ReducerProtocol> = ReducerProtocol<R.State, R.Action>
