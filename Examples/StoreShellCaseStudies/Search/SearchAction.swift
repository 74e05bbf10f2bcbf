import Composable

/// What the search does.
public enum SearchAction: Equatable, Codable {
  /// The search service answered the details of a place.
  case detailsResponse(TaskResult<PlaceDetails>)
  /// A result row was tapped.
  case placeTapped(Place)
  /// The text in the search field changed.
  case searchQueryChanged(String)
  /// The search service answered a query.
  case searchResponse(TaskResult<[Place]>)
}
