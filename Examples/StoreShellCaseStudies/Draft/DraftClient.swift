import Composable

/// Where drafts are kept.
public struct DraftClient {
  /// Saves the draft's text.
  public var save: (String) async throws -> Void

  /// A client from its endpoint.
  public init(save: @escaping (String) async throws -> Void) {
    self.save = save
  }

  /// Why a save failed.
  public struct Failure: Error, Equatable {
    /// A failure.
    public init() {}
  }
}

extension DraftClient {
  /// Writes the draft to `draft.txt` in the temporary directory.
  public static let live = DraftClient(
    save: { text in
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("draft.txt")
      try Data(text.utf8).write(to: url, options: .atomic)
    }
  )

  /// A client that fails the test if it saves.
  public static let unimplemented = DraftClient(
    save: IssueReporting.unimplemented("\(Self.self).save")
  )
}
