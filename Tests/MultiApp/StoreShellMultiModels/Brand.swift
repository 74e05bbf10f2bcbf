/// A brand, built from its name alone (`Brand("Acme")`).
public struct Brand: Equatable, Codable, Sendable {
  /// The brand's name.
  public var name: String

  /// The brand with a name.
  public init(_ name: String) { self.name = name }
}
