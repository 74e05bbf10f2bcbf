/// A feature declared as one unit: its state, actions and reducer, and how to build its
/// environment and initial state from a ``FeatureContext``.
///
/// Tools build the feature's store from the declaration with no glue: the shell opens it
/// (`StoreShell.main(SearchFeature.self)`), and the tests the shell exports build their
/// ``TestStore`` from it (`TestStore(SearchFeature.self, context: .test(scheduler: scheduler))`),
/// so a recorded session and its exported test start from the same state.
///
/// ```swift
/// enum SearchFeature: ComposableFeature {
///   static var reducer: Reducer<SearchState, SearchAction, SearchEnvironment> { searchReducer }
///   static func environment(_ context: FeatureContext) -> SearchEnvironment {
///     SearchEnvironment(mainQueue: context.scheduler, uuid: context.uuid)
///   }
///   static func initialState(_ context: FeatureContext, _ environment: SearchEnvironment)
///     -> SearchState { SearchState() }
/// }
/// ```
public protocol ComposableFeature {
  /// The feature's state.
  associatedtype State
  /// The feature's actions.
  associatedtype Action
  /// The feature's dependencies.
  associatedtype Environment

  /// The reducer that runs the feature.
  static var reducer: Reducer<State, Action, Environment> { get }

  /// The environment, built from the tool's dependencies: its scheduler, ids, dates and random
  /// numbers (deterministic on virtual time, real when live).
  static func environment(_ context: FeatureContext) -> Environment

  /// The state the feature starts in; it may draw ids, dates or random numbers from the
  /// context or the environment (built first).
  static func initialState(_ context: FeatureContext, _ environment: Environment) -> State

  /// The name a tool selects the feature by (`store-shell --feature search`); by default the
  /// type's name, lowercased, without a trailing `Feature`.
  static var name: String { get }

  /// A one-line description, for listings such as `store-shell --help`.
  static var summary: String { get }
}

extension ComposableFeature {
  public static var name: String {
    // `_typeName(_:qualified: false)` is the text `String(describing:)` prints for a type (its
    // fallback for values of no description), without first asking whether the metatype
    // conforms to the description protocols: each of those failed casts scans every
    // conformance record of the process (16.3M of the 55.1M instructions of a `store-shell`
    // start-up, for the features listed at start).
    var name = _typeName(Self.self, qualified: false)
    if name.hasSuffix("Feature"), name != "Feature" { name.removeLast("Feature".count) }
    return name.lowercased()
  }

  public static var summary: String { "" }

  /// The environment and the initial state for `context`, built in that order (the order
  /// every tool uses, so that ids and random numbers are drawn the same way everywhere).
  public static func start(in context: FeatureContext) -> (state: State, environment: Environment) {
    let environment = environment(context)
    return (initialState(context, environment), environment)
  }
}

extension Store {
  /// A store running `feature`, built from `context` (`.live()` by default).
  public convenience init<Feature: ComposableFeature>(
    _ feature: Feature.Type, context: FeatureContext = .live(), inbox: EffectInbox = .mainQueue()
  ) where Feature.State == State, Feature.Action == Action {
    let (state, environment) = feature.start(in: context)
    self.init(
      initialState: state, reducer: feature.reducer, environment: environment, inbox: inbox)
  }
}
