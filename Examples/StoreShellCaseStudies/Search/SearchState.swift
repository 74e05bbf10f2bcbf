import Composable

/// A place search: the query, what it found, and the details of the place tapped.
public struct SearchState: Equatable, Codable {
  /// The text typed in the search field.
  public var searchQuery: String
  /// The places the last finished search found.
  public var results: [Place]
  /// The place whose details are loading, if any.
  public var detailsRequestInFlight: Place?
  /// The details shown, if any.
  public var details: PlaceDetails?
  /// The last error, shown under the field.
  public var errorMessage: String?

  /// A search; empty by default.
  public init(
    searchQuery: String = "",
    results: [Place] = [],
    detailsRequestInFlight: Place? = nil,
    details: PlaceDetails? = nil,
    errorMessage: String? = nil
  ) {
    self.searchQuery = searchQuery
    self.results = results
    self.detailsRequestInFlight = detailsRequestInFlight
    self.details = details
    self.errorMessage = errorMessage
  }
}
