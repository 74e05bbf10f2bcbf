/// Describes how a feature's state changes for an action, and which effects run after:
/// a value wrapping `(inout State, Action, Environment) -> Effect<Action, Never>`.
///
/// Reducers compose: ``combine(_:)-swift.type.method`` runs several on one domain,
/// ``pullback(state:action:environment:)`` moves a child's reducer into its parent's domain,
/// ``optional()`` and ``forEach(state:action:environment:)`` lift it over optional and
/// collection state.
public struct Reducer<State, Action, Environment> {
  private let reducer: (inout State, Action, Environment) -> Effect<Action, Never>

  /// A reducer from a function of the state, action and environment.
  public init(_ reducer: @escaping (inout State, Action, Environment) -> Effect<Action, Never>) {
    self.reducer = reducer
  }

  /// A reducer from a function returning several effects, run together (the seed 004 style).
  public init(_ reducer: @escaping (inout State, Action, Environment) -> [Effect<Action, Never>]) {
    self.reducer = { .merge(reducer(&$0, $1, $2)) }
  }

  /// A reducer that does nothing.
  public static var empty: Self { Self { _, _, _ in .none } }

  /// Runs the reducer: changes `state` for `action` and returns the effects to run.
  public func run(
    _ state: inout State, _ action: Action, _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Runs the reducer, as `reducer(&state, action, environment)`.
  public func callAsFunction(
    _ state: inout State, _ action: Action, _ environment: Environment
  ) -> Effect<Action, Never> {
    reducer(&state, action, environment)
  }

  /// Runs each of `reducers` in order on the same state; their effects run together.
  public static func combine(_ reducers: Self...) -> Self { .combine(reducers) }

  /// Runs each of `reducers` in order on the same state; their effects run together.
  public static func combine(_ reducers: [Self]) -> Self {
    Self { state, action, environment in
      .merge(reducers.map { $0.reducer(&state, action, environment) })
    }
  }

  /// This reducer, then `other`, on the same state.
  public func combined(with other: Self) -> Self { .combine(self, other) }
}

/// Reducers are pure functions of their inputs: they keep no mutable state, so one value can
/// be shared between threads, and the seeds' global `let counterReducer = Reducer { … }`
/// compiles in Swift 6 mode.
extension Reducer: @unchecked Sendable {}
