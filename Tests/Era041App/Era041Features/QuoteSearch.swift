import ComposableArchitecture
import Era041Clients
import Era041Models

/// Searches quotes as the query changes, debounced on the main queue.
public struct QuoteSearch: ReducerProtocol {
  public struct State: Equatable {
    public var query = ""
    public var results: [Quote] = []
    public var isSearching = false

    public init(query: String = "", results: [Quote] = []) {
      self.query = query
      self.results = results
    }
  }

  public enum Action: Equatable {
    case queryChanged(String)
    case searchResponse(TaskResult<[Quote]>)
  }

  @Dependency(\.quoteClient) var quoteClient
  @Dependency(\.mainQueue) var mainQueue

  private enum SearchID {}

  public init() {}

  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      guard !query.isEmpty else {
        state.results = []
        state.isSearching = false
        return .cancel(id: SearchID.self)
      }
      state.isSearching = true
      return .task { [query] in
        await .searchResponse(TaskResult { try await quoteClient.search(query) })
      }
      .debounce(id: SearchID.self, for: 0.3, scheduler: mainQueue)

    case let .searchResponse(.success(quotes)):
      state.isSearching = false
      state.results = quotes
      return .none

    case .searchResponse(.failure):
      state.isSearching = false
      state.results = []
      return .none
    }
  }
}
