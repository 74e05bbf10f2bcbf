import Models

/// How big a step is: a client of the app's own.
public struct StepClient {
  public var step: (Tally) -> Int

  public init(step: @escaping (Tally) -> Int) {
    self.step = step
  }

  public static let live = StepClient { $0.step }
}
