import Composable

/// What the stopwatch does.
public enum StopwatchAction: Equatable, Codable {
  /// "Lap" was tapped: records the seconds so far.
  case lapButtonTapped
  /// "Reset" was tapped: stops and goes back to zero.
  case resetButtonTapped
  /// "Start"/"Stop" was tapped.
  case toggleButtonTapped
  /// A second passed.
  case timerTicked
}
