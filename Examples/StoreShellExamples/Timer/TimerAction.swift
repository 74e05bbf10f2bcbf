/// What drives the stopwatch (seed 000).
public enum TimerAction: Equatable, Codable, Sendable {
  /// Starts ticking every 10 ms (restarting the ticks if already running); the first start
  /// records the date.
  case start
  /// Stops ticking.
  case stop
  /// One tick: 0.01 s more.
  case timeUpdated
}
