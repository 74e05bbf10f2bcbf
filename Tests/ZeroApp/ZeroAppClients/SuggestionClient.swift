import ComposableArchitecture
import ZeroAppModels

/// Suggests reminder titles for a query: a client as ReducerProtocol-era apps declare one, a
/// `DependencyKey` struct of closures with its live, preview and test values.
public struct SuggestionClient: Sendable {
  public var suggest: @Sendable (_ query: String) async throws -> [Suggestion]

  public init(suggest: @escaping @Sendable (_ query: String) async throws -> [Suggestion]) {
    self.suggest = suggest
  }
}

extension SuggestionClient: DependencyKey {
  /// The service (here, a longer list on the device, as the app has no server).
  public static let liveValue = SuggestionClient { query in
    let all = ["Buy milk", "Call mum", "Book the dentist", "Water the plants", "Pay rent"]
    return all.filter { $0.localizedCaseInsensitiveContains(query) }.map(Suggestion.init(title:))
  }

  /// In-memory suggestions, for previews (and the shell).
  public static let previewValue = SuggestionClient { query in
    ["Buy milk", "Buy bread", "Call mum"]
      .filter { $0.localizedCaseInsensitiveContains(query) }
      .map(Suggestion.init(title:))
  }

  public static let testValue = SuggestionClient(suggest: unimplemented("SuggestionClient.suggest"))
}

extension DependencyValues {
  public var suggestionClient: SuggestionClient {
    get { self[SuggestionClient.self] }
    set { self[SuggestionClient.self] = newValue }
  }
}
