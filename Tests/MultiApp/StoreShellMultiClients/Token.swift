/// A client token: the same name as `StoreShellMultiModels.Token`.
public struct Token: Equatable, Codable, Sendable {
  /// The token's number.
  public var raw: Int

  /// A token from its number.
  public init(_ raw: Int) { self.raw = raw }
}
