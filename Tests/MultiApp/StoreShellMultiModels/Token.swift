/// A session token of the models; `StoreShellMultiClients` declares a `Token` too.
public struct Token: Equatable, Codable, Sendable {
  /// The token's text.
  public var value: String

  /// A token.
  public init(value: String) { self.value = value }
}
