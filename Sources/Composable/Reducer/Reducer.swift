/// Describes how a feature's state changes for an action, and which effects run after:
/// a value wrapping `(inout State, Action, Environment) -> Effect<Action, Never>`. The reducer
/// of TCA 0.40, named `AnyReducer` since 0.41 (``Reducer`` is an alias of it); a
/// ``ReducerProtocol`` feature converts to one with `AnyReducer.init(_:)`, and one is pulled
/// into a `body` with ``Reduce/init(_:environment:)``.
///
/// Reducers compose: `combine(_:)` runs several on one domain,
/// `pullback(state:action:environment:)` moves a child's reducer into its parent's domain,
/// ``optional()`` and `forEach(state:action:environment:)` lift it over optional and
/// collection state.
///
/// Running and composing reducers is `@inlinable`, so that a client's concrete types get
/// specialized copies of the closures a store runs.
public struct AnyReducer<State, Action, Environment> {
  @usableFromInline let reducer: (inout State, Action, Environment) -> Effect<Action, Never>
  /// For a reducer that can run with its environment bound in one closure (a pullback), makes
  /// that closure: a store's root runs it, one call fewer a send than a closure around
  /// `reducer` that passes the environment. `nil` for the others.
  @usableFromInline
  let bindEnvironment: ((Environment) -> (inout State, Action) -> Effect<Action, Never>)?

  /// A reducer from a function of the state, action and environment.
  @inlinable
  public init(_ reducer: @escaping (inout State, Action, Environment) -> Effect<Action, Never>) {
    self.reducer = reducer
    self.bindEnvironment = nil
  }

  /// A reducer from `reducer`, which `bindEnvironment` runs with an environment bound.
  @inlinable
  init(
    _ reducer: @escaping (inout State, Action, Environment) -> Effect<Action, Never>,
    bindEnvironment: @escaping (Environment) -> (inout State, Action) -> Effect<Action, Never>
  ) {
    self.reducer = reducer
    self.bindEnvironment = bindEnvironment
  }

  /// A reducer from a function returning several effects, run together (the seed 004 style):
  /// `Reducer.merging(favoritePrimesReducer)`.
  ///
  /// A static function, not an initializer as TCA has none: an initializer taking a closure
  /// that returns `[Effect]`, labelled or not (a trailing closure ignores labels), was a
  /// candidate for every `Reducer { … }`, and a mistake in one (`Effect(value: .misspelled)`)
  /// was reported against it ("cannot convert … to closure result type '[Effect<…>]'") instead
  /// of where it is.
  public static func merging(
    _ reducer: @escaping (inout State, Action, Environment) -> [Effect<Action, Never>]
  ) -> Self {
    Self { .merge(reducer(&$0, $1, $2)) }
  }

  /// A reducer that does nothing.
  public static var empty: Self { Self { _, _, _ in .none } }

  /// Runs the reducer: changes `state` for `action` and returns the effects to run.
  @inlinable
  public func run(
    _ state: inout State, _ action: Action, _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Runs the reducer, as `reducer(&state, action, environment)`.
  @inlinable
  public func callAsFunction(
    _ state: inout State, _ action: Action, _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Runs each of `reducers` in order on the same state; their effects run together.
  @inlinable
  public static func combine(_ reducers: Self...) -> Self { .combine(reducers) }

  /// Runs each of `reducers` in order on the same state; their effects run together.
  ///
  /// The same as merging every child's effect, without building an array of them when at
  /// most one child returns work (the usual case): `.none` effects are skipped as they come.
  @inlinable
  public static func combine(_ reducers: [Self]) -> Self {
    // Two or three children (the usual combines) are captured one by one: a child called out
    // of the array is copied out first, its closure retained and released around the call.
    switch reducers.count {
    case 1:
      return reducers[0]
    case 2:
      let (first, second) = (reducers[0].reducer, reducers[1].reducer)
      return Self { state, action, environment in
        Composable.merging(first(&state, action, environment), second(&state, action, environment))
      }
    case 3:
      let (first, second, third) = (reducers[0].reducer, reducers[1].reducer, reducers[2].reducer)
      return Self { state, action, environment in
        let effect = first(&state, action, environment)
        let secondEffect = second(&state, action, environment)
        let thirdEffect = third(&state, action, environment)
        if thirdEffect.isNone { return Composable.merging(effect, secondEffect) }
        if effect.isNone && secondEffect.isNone { return thirdEffect }
        return .merge([effect, secondEffect, thirdEffect])
      }
    default:
      return Self { state, action, environment in
        var first: Effect<Action, Never>?
        var more: [Effect<Action, Never>] = []
        for reducer in reducers {
          let effect = reducer.reducer(&state, action, environment)
          if effect.isNone { continue }
          if first == nil { first = effect } else { more.append(effect) }
        }
        guard let first else { return .none }
        return more.isEmpty ? first : .merge([first] + more)
      }
    }
  }

  /// This reducer, then `other`, on the same state.
  public func combined(with other: Self) -> Self { .combine(self, other) }
}

/// Reducers are pure functions of their inputs: they keep no mutable state, so one value can
/// be shared between threads, and the seeds' global `let counterReducer = Reducer { … }`
/// compiles in Swift 6 mode.
extension AnyReducer: @unchecked Sendable {}

/// `first` and `second` run together: the one that is not ``Effect/none`` alone, else merged
/// (as `.merge`, which leaves `.none` out, would run them).
@inlinable @inline(__always)
func merging<Action>(
  _ first: Effect<Action, Never>, _ second: Effect<Action, Never>
) -> Effect<Action, Never> {
  if second.isNone { return first }
  if first.isNone { return second }
  return .merge([first, second])
}
