/// A title the suggestion service proposes for a query.
public struct Suggestion: Equatable, Codable, Sendable {
  public var title: String

  public init(title: String) {
    self.title = title
  }
}
