import ComposableArchitecture
import Era041Models

/// Finds quotes: a client as TCA 0.41-0.56 apps declare one, a `DependencyKey` struct of
/// closures with its live and test values.
public struct QuoteClient: Sendable {
  public var search: @Sendable (_ query: String) async throws -> [Quote]

  public init(search: @escaping @Sendable (_ query: String) async throws -> [Quote]) {
    self.search = search
  }
}

extension QuoteClient: DependencyKey {
  public static let liveValue = QuoteClient { query in
    let all = [
      Quote(id: 1, text: "Simplicity is prerequisite for reliability."),
      Quote(id: 2, text: "Premature optimization is the root of all evil."),
      Quote(id: 3, text: "Make it work, make it right, make it fast."),
    ]
    return all.filter { $0.text.localizedCaseInsensitiveContains(query) }
  }

  public static let testValue = QuoteClient(search: unimplemented("QuoteClient.search"))
}

extension DependencyValues {
  public var quoteClient: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}
