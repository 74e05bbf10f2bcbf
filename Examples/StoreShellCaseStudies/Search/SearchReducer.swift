import Composable

/// The search's reducer.
///
/// Typing waits 300 ms on the main queue before it searches; a keystroke in that time (or
/// while the search runs) cancels the earlier one, so only the last query is answered.
/// Tapping a row loads its details; tapping another cancels the first load.
public let searchReducer = Reducer<SearchState, SearchAction, SearchEnvironment> {
  state, action, environment in
  enum SearchID {}
  enum DetailsID {}

  switch action {
  case .detailsResponse(.failure):
    state.detailsRequestInFlight = nil
    state.errorMessage = "Could not load the details."
    return .none

  case let .detailsResponse(.success(details)):
    state.detailsRequestInFlight = nil
    state.details = details
    return .none

  case let .placeTapped(place):
    state.detailsRequestInFlight = place
    state.details = nil
    state.errorMessage = nil
    return .task {
      await .detailsResponse(TaskResult { try await environment.searchClient.details(place.id) })
    }
    .cancellable(id: DetailsID.self, cancelInFlight: true)

  case let .searchQueryChanged(query):
    state.searchQuery = query
    state.errorMessage = nil
    guard !query.isEmpty else {
      state.results = []
      state.details = nil
      return .cancel(id: SearchID.self)
    }
    return .task {
      try await environment.mainQueue.sleep(for: .milliseconds(300))
      return await .searchResponse(TaskResult { try await environment.searchClient.search(query) })
    }
    .cancellable(id: SearchID.self, cancelInFlight: true)

  case .searchResponse(.failure):
    state.results = []
    state.errorMessage = "Search failed."
    return .none

  case let .searchResponse(.success(places)):
    state.results = places
    return .none
  }
}
