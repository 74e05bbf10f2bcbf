import Composable

/// A feature the shell can open: its initial state, its reducer, and how to build its
/// environment from the shell's `FeatureContext` (its scheduler, ids, dates and random
/// numbers), so that virtual time reaches its effects and every run is the same.
public struct ShellFeature<State, Action: Codable> {
  /// The name `--feature` selects it by.
  public let name: String
  /// The declaration the feature was made from, when it was: exported tests build their
  /// `TestStore` from it.
  public let declaration: FeatureDeclarationName?
  /// The `ReducerProtocol` type the feature runs, when it is one: the shell set its
  /// dependencies (see `Dependencies/ShellDependencies.swift`), and exported tests build their
  /// `TestStore` from it.
  let reducerDeclaration: FeatureDeclarationName?
  let makeStore: (FeatureContext, EffectInbox) -> Store<State, Action>

  init(
    name: String, declaration: FeatureDeclarationName?,
    reducerDeclaration: FeatureDeclarationName? = nil,
    makeStore: @escaping (FeatureContext, EffectInbox) -> Store<State, Action>
  ) {
    self.name = name
    self.declaration = declaration
    self.reducerDeclaration = reducerDeclaration
    self.makeStore = makeStore
  }

  /// The feature `feature` declares (`ShellFeature(SearchFeature.self)`).
  public init<Feature: ComposableFeature>(_ feature: Feature.Type)
  where Feature.State == State, Feature.Action == Action {
    self.name = feature.name
    self.declaration = FeatureDeclarationName(feature)
    self.reducerDeclaration = nil
    self.makeStore = { context, inbox in Store(feature, context: context, inbox: inbox) }
  }

  /// A feature named `name` running `reducer` from `initialState`, with the environment
  /// `environment` builds from the shell's context (a test scheduler and deterministic
  /// dependencies, or live ones with `--live`).
  public init<Environment>(
    name: String,
    initialState: @autoclosure @escaping () -> State,
    reducer: Reducer<State, Action, Environment>,
    environment: @escaping (FeatureContext) -> Environment
  ) {
    self.name = name
    self.declaration = nil
    self.reducerDeclaration = nil
    self.makeStore = { context, inbox in
      Store(
        initialState: initialState(), reducer: reducer, environment: environment(context),
        inbox: inbox)
    }
  }

  /// A feature whose initial state comes from its environment (a deterministic environment
  /// then gives a deterministic start: the first secret, the first id).
  public init<Environment>(
    name: String,
    reducer: Reducer<State, Action, Environment>,
    environment: @escaping (FeatureContext) -> Environment,
    initialState: @escaping (Environment) -> State
  ) {
    self.name = name
    self.declaration = nil
    self.reducerDeclaration = nil
    self.makeStore = { context, inbox in
      let environment = environment(context)
      return Store(
        initialState: initialState(environment), reducer: reducer, environment: environment,
        inbox: inbox)
    }
  }
}

/// Where a `ComposableFeature` is declared: its module and type name, as generated code
/// refers to it (`@testable import StoreShellDemo`, `GameFeature`).
public struct FeatureDeclarationName: Sendable, Equatable {
  /// The module that declares the feature.
  public let module: String
  /// The feature's type name, qualified by its enclosing types (`Features.Search`).
  public let typeName: String

  init<Feature: ComposableFeature>(_ feature: Feature.Type) { self.init(type: feature) }

  init(type: Any.Type) {
    // The text `String(reflecting:)` prints for a type (its fallback for values without a debug
    // description), without first asking whether the metatype conforms to the description
    // protocols: those failed casts scan every conformance record of the process, 16.3M of a
    // `store-shell` start-up's 55.1M instructions.
    let full = _typeName(type, qualified: true)
    if let dot = full.firstIndex(of: ".") {
      module = String(full[..<dot])
      typeName = String(full[full.index(after: dot)...])
    } else {
      module = ""
      typeName = full
    }
  }
}
