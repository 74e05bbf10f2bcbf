import Composable

/// The place search as a ``ComposableFeature``. Off live time the gazetteer answers after
/// 50 ms of the context's scheduler, so a session is deterministic.
public enum SearchFeature: ComposableFeature {
  public static var reducer: Reducer<SearchState, SearchAction, SearchEnvironment> {
    searchReducer
  }

  public static func environment(_ context: FeatureContext) -> SearchEnvironment {
    let scheduler = context.scheduler
    return SearchEnvironment(
      searchClient: context.isLive
        ? .live : .inMemory(latency: { try await scheduler.sleep(for: .milliseconds(50)) }),
      mainQueue: scheduler
    )
  }

  public static func initialState(_ context: FeatureContext, _ environment: SearchEnvironment)
    -> SearchState
  {
    SearchState()
  }

  public static var summary: String { "place search: debounced, cancelled in flight, details" }
}
