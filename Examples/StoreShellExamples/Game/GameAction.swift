import Composable

/// What happens in the game (seeds 000 and 003).
public enum GameAction: Equatable, Codable, Sendable {
  /// An action of the puzzle.
  case counter(CounterAction)
  /// An action of the stopwatch.
  case timer(TimerAction)
  /// An action of the result list.
  case listResult(GameResultListAction)
  /// Navigation to the result list (`.some(tag)`) or back from it (`nil`).
  case setNavigation(UUID?)
  /// A button of the alert, or its dismissal.
  case alertAction(GameAlertAction)
  /// The save finished (see ``SaveResult`` for the payload's type).
  case saveResult(SaveResult)
}
