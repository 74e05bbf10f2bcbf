import Composable

/// A place a search finds.
public struct Place: Equatable, Identifiable, Codable {
  /// The place's id in the search service.
  public var id: Int
  /// Its name.
  public var name: String
  /// Its country.
  public var country: String

  /// A place.
  public init(id: Int, name: String, country: String) {
    self.id = id
    self.name = name
    self.country = country
  }
}

/// What the search service knows about one place.
public struct PlaceDetails: Equatable, Codable {
  /// The place's id.
  public var id: Int
  /// How many people live there.
  public var population: Int
  /// A line about it.
  public var summary: String

  /// Details of a place.
  public init(id: Int, population: Int, summary: String) {
    self.id = id
    self.population = population
    self.summary = summary
  }
}
