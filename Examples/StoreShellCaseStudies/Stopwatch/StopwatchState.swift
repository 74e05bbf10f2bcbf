import Composable

/// A stopwatch counting whole seconds.
public struct StopwatchState: Equatable, Codable {
  /// Whether it is counting.
  public var isRunning: Bool
  /// The seconds counted.
  public var secondsElapsed: Int
  /// The laps taken, in seconds since the start, newest last.
  public var laps: [Int]

  /// A stopwatch; stopped at zero by default.
  public init(isRunning: Bool = false, secondsElapsed: Int = 0, laps: [Int] = []) {
    self.isRunning = isRunning
    self.secondsElapsed = secondsElapsed
    self.laps = laps
  }
}
