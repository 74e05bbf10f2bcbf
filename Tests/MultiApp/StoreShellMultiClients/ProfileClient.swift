import StoreShellMultiModels

/// Loads profiles: a client module of the app.
public struct ProfileClient: Sendable {
  /// Loads the profile with an id.
  public var load: @Sendable (Int) async throws -> Profile

  /// A client from its endpoint.
  public init(load: @escaping @Sendable (Int) async throws -> Profile) { self.load = load }

  /// Profile 1 is Blob's; any other id is not found.
  public static let mock = ProfileClient { id in
    guard id == 1 else { throw LoadError.notFound(id: id) }
    return try Profile(
      name: "Blob", brand: Brand("Acme"), accounts: [Profile.Account(label: "Main", id: 1)])
  }
}
