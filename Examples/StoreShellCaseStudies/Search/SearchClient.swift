import Composable

/// The search service, as a struct of endpoints.
public struct SearchClient {
  /// The places whose names match a query.
  public var search: (String) async throws -> [Place]
  /// The details of the place with an id.
  public var details: (Place.ID) async throws -> PlaceDetails

  /// A client from its endpoints.
  public init(
    search: @escaping (String) async throws -> [Place],
    details: @escaping (Place.ID) async throws -> PlaceDetails
  ) {
    self.search = search
    self.details = details
  }

  /// What the service answers with when something went wrong.
  public struct Failure: Error, Equatable {
    /// A failure.
    public init() {}
  }
}

extension SearchClient {
  /// The app's live client: a small gazetteer kept in memory (there is no network in this
  /// app), answering case-insensitive prefix queries after 50 ms.
  public static let live = SearchClient.inMemory(
    latency: { try await Task.sleep(nanoseconds: NSEC_PER_MSEC * 50) }
  )

  /// The gazetteer, each answer given after `latency` (which may throw to cancel).
  public static func inMemory(latency: @escaping () async throws -> Void) -> SearchClient {
    SearchClient(
      search: { query in
        try await latency()
        return gazetteer.map(\.place).filter {
          $0.name.lowercased().hasPrefix(query.lowercased())
        }
      },
      details: { id in
        try await latency()
        guard let entry = gazetteer.first(where: { $0.place.id == id }) else { throw Failure() }
        return entry.details
      }
    )
  }

  /// A client whose endpoints fail the test if called.
  public static let unimplemented = SearchClient(
    search: IssueReporting.unimplemented("\(Self.self).search"),
    details: IssueReporting.unimplemented("\(Self.self).details")
  )

  static let gazetteer: [(place: Place, details: PlaceDetails)] = [
    (Place(id: 1, name: "Lisbon", country: "Portugal"), PlaceDetails(id: 1, population: 545_000, summary: "Seven hills by the Tagus.")),
    (Place(id: 2, name: "Lima", country: "Peru"), PlaceDetails(id: 2, population: 10_000_000, summary: "A desert capital on the Pacific.")),
    (Place(id: 3, name: "Lyon", country: "France"), PlaceDetails(id: 3, population: 522_000, summary: "Where the Rhône meets the Saône.")),
    (Place(id: 4, name: "Oslo", country: "Norway"), PlaceDetails(id: 4, population: 709_000, summary: "At the head of its fjord.")),
  ]
}
