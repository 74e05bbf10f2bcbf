import Composable

/// The game of seeds 000 and 003: the puzzle, its stopwatch, the results so far, the result
/// list being edited (navigation), the "Save Changes?" alert and the save in flight.
public struct GameState: Equatable {
  /// The current puzzle.
  public var counter: Counter = .init()
  /// The stopwatch.
  public var timer: TimerState = .init()
  /// The result list shown by navigation: a copy of ``results`` being edited, tagged with the
  /// navigation id; `nil` when the list is not shown (seed 003). It stays set while the
  /// "Save Changes?" alert is up and while the save runs.
  public var resultListState: Identified<UUID, GameResultListState>?
  /// The results so far, one per puzzle played.
  public var results = IdentifiedArrayOf<GameResult>()
  /// The stopwatch reading when the current puzzle started.
  public var lastTimestamp = 0.0
  /// The alert shown, if any.
  public var alert: AlertState<GameAlertAction>?
  /// Whether the edited results are being saved.
  public var savingResults: Bool = false

  /// A game state; by default a fresh game (its first puzzle as `Counter()` makes it).
  public init(
    counter: Counter = .init(),
    timer: TimerState = .init(),
    resultListState: Identified<UUID, GameResultListState>? = nil,
    results: IdentifiedArrayOf<GameResult> = [],
    lastTimestamp: Double = 0.0,
    alert: AlertState<GameAlertAction>? = nil,
    savingResults: Bool = false
  ) {
    self.counter = counter
    self.timer = timer
    self.resultListState = resultListState
    self.results = results
    self.lastTimestamp = lastTimestamp
    self.alert = alert
    self.savingResults = savingResults
  }

  /// A fresh game whose first puzzle takes its secret and id from `environment`: deterministic
  /// with ``GameEnvironment/deterministic(mainQueue:seed:)``.
  public init(environment: GameEnvironment) {
    self.init(counter: Counter(environment: environment.counter))
  }
}
