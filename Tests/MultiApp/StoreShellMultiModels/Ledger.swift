/// A ledger no initializer can rebuild: its one initializer takes what it computes its fields
/// from. Exported tests assert it field by field.
public struct Ledger: Equatable, Sendable {
  /// The amounts added, in order.
  public var entries: [Int]
  /// Their sum, kept by `add`.
  public private(set) var total: Int

  /// A ledger of `count` zero entries.
  public init(count: Int) {
    self.entries = Array(repeating: 0, count: count)
    self.total = 0
  }

  /// Adds an entry.
  public mutating func add(_ amount: Int) {
    entries.append(amount)
    total += amount
  }
}
