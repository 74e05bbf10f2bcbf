/// How saving the results ended: seed 003's `Result<Void, URLError>`.
///
/// `Result<Void, _>` is neither `Equatable` (`Void` is not) nor `Codable`, and `URLError` is
/// not `Codable`; a game action must be both, for the test store and the shell. So the payload
/// is this two-case enum: `.saveResult(.success)` where the seed writes
/// `.saveResult(.success(()))`.
public enum SaveResult: Equatable, Codable, Sendable {
  /// The results were saved.
  case success
  /// Saving failed.
  case failure(SaveError)
}

/// Why saving the results failed.
public struct SaveError: Error, Equatable, Codable, Sendable {
  /// What went wrong, for the player.
  public var message: String

  /// An error with `message`.
  public init(message: String) { self.message = message }
}
