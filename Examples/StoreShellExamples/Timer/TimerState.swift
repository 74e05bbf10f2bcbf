import Composable

/// The stopwatch of seed 000: when the puzzle started and how long it has been running.
public struct TimerState: Equatable, Codable, Sendable {
  /// When the timer was first started; `nil` before.
  public var started: Date? = nil
  /// The time counted so far, in seconds (0.01 per tick).
  public var duration: TimeInterval = 0

  /// A timer; by default not started.
  public init(started: Date? = nil, duration: TimeInterval = 0) {
    self.started = started
    self.duration = duration
  }
}
