import Composable

/// A feature the shell can open: its initial state, its reducer, and how to build its
/// environment from the shell's scheduler, so that virtual time reaches its effects.
public struct ShellFeature<State, Action: Codable> {
  /// The name `--feature` selects it by.
  public let name: String
  let makeStore: (AnySchedulerOf<DispatchQueue>, EffectInbox) -> Store<State, Action>

  /// A feature named `name` running `reducer` from `initialState`, with the environment
  /// `environment` builds from the shell's scheduler (a test scheduler, or a live one with
  /// `--live`).
  public init<Environment>(
    name: String,
    initialState: @autoclosure @escaping () -> State,
    reducer: Reducer<State, Action, Environment>,
    environment: @escaping (AnySchedulerOf<DispatchQueue>) -> Environment
  ) {
    self.name = name
    self.makeStore = { scheduler, inbox in
      Store(
        initialState: initialState(), reducer: reducer, environment: environment(scheduler),
        inbox: inbox)
    }
  }

  /// A feature whose initial state comes from its environment (a deterministic environment
  /// then gives a deterministic start: the first secret, the first id).
  public init<Environment>(
    name: String,
    reducer: Reducer<State, Action, Environment>,
    environment: @escaping (AnySchedulerOf<DispatchQueue>) -> Environment,
    initialState: @escaping (Environment) -> State
  ) {
    self.name = name
    self.makeStore = { scheduler, inbox in
      let environment = environment(scheduler)
      return Store(
        initialState: initialState(environment), reducer: reducer, environment: environment,
        inbox: inbox)
    }
  }
}
