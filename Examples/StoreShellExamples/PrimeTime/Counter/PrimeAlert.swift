/// The alert that shows the nth prime (seed 004).
public struct PrimeAlert: Equatable, Identifiable, Codable, Sendable {
  /// The prime found.
  public let prime: Int
  /// The prime, as id.
  public var id: Int { prime }

  /// The alert for `prime`.
  public init(prime: Int) { self.prime = prime }
}
