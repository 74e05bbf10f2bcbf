/// Why a profile did not load: an `Equatable` error a `TaskResult` failure holds.
public enum LoadError: Error, Equatable, Codable, Sendable {
  /// No profile has this id.
  case notFound(id: Int)
  /// The service cannot be reached.
  case offline
  /// A profile's name was empty.
  case invalidName
}
