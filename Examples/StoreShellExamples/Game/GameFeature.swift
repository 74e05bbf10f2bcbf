import Composable

/// The seeds' game as a ``ComposableFeature``: what the shell opens by default and what its
/// exported tests build their store from. Predictable dates, ids and secrets on virtual time,
/// real ones when live.
public enum GameFeature: ComposableFeature {
  public static var reducer: Reducer<GameState, GameAction, GameEnvironment> { gameReducer }

  public static func environment(_ context: FeatureContext) -> GameEnvironment {
    context.isLive
      ? .live(mainQueue: context.scheduler) : .deterministic(mainQueue: context.scheduler)
  }

  public static func initialState(_ context: FeatureContext, _ environment: GameEnvironment)
    -> GameState
  {
    GameState(environment: environment)
  }

  public static var summary: String { "the guess-the-number game of the seeds (default)" }
}
