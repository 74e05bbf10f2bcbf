import Composable

/// The search's dependencies.
public struct SearchEnvironment {
  /// The search service.
  public var searchClient: SearchClient
  /// Where the typing is debounced.
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  /// An environment from its dependencies.
  public init(searchClient: SearchClient, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.searchClient = searchClient
    self.mainQueue = mainQueue
  }

  /// The in-memory gazetteer on the main queue.
  public static let live = SearchEnvironment(searchClient: .live, mainQueue: .main)
}
