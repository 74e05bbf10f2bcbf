/// Why a profile did not load: an `Equatable` error a `TaskResult` failure holds.
public enum LoadError: Error, Equatable, Codable, Sendable {
  case notFound(id: Int)
  case offline
  case invalidName
}
