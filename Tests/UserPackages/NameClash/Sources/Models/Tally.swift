/// A count with a step, as a models module declares its values.
public struct Tally: Equatable, Codable {
  public var count: Int
  public var step: Int

  public init(count: Int = 0, step: Int = 1) {
    self.count = count
    self.step = step
  }
}
