import ComposableArchitecture
import ZeroAppClients
import ZeroAppModels

/// Suggests titles as the query changes, debounced on the main queue.
public struct SuggestionSearch: ReducerProtocol {
  public struct State: Equatable {
    public var query: String
    public var suggestions: [Suggestion]

    public init(query: String = "", suggestions: [Suggestion] = []) {
      self.query = query
      self.suggestions = suggestions
    }
  }

  public enum Action: Equatable, Codable {
    case queryChanged(String)
    case suggestionsResponse(TaskResult<[Suggestion]>)
  }

  @Dependency(\.suggestionClient) var suggestionClient
  @Dependency(\.mainQueue) var mainQueue

  private enum SuggestID {}

  public init() {}

  public func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      guard !query.isEmpty else {
        state.suggestions = []
        return .cancel(id: SuggestID.self)
      }
      return .task { [query] in
        await .suggestionsResponse(TaskResult { try await suggestionClient.suggest(query) })
      }
      .debounce(id: SuggestID.self, for: .milliseconds(300), scheduler: mainQueue)

    case let .suggestionsResponse(.success(suggestions)):
      state.suggestions = suggestions
      return .none

    case .suggestionsResponse(.failure):
      state.suggestions = []
      return .none
    }
  }
}
