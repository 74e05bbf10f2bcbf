import Composable

/// Loads and saves files by name (seed 004): the favourite primes' only dependency.
public struct FileClient {
  /// The contents of the named file, or `nil` when it cannot be read.
  public var load: (String) -> Effect<Data?, Never>
  /// Writes the named file; delivers nothing.
  public var save: (String, Data) -> Effect<Never, Never>

  /// A file client from its two endpoints.
  public init(
    load: @escaping (String) -> Effect<Data?, Never>,
    save: @escaping (String, Data) -> Effect<Never, Never>
  ) {
    self.load = load
    self.save = save
  }
}
