import Composable

/// The stopwatch as a ``ComposableFeature``: it ticks on the context's scheduler.
public enum StopwatchFeature: ComposableFeature {
  public static var reducer: Reducer<StopwatchState, StopwatchAction, StopwatchEnvironment> {
    stopwatchReducer
  }

  public static func environment(_ context: FeatureContext) -> StopwatchEnvironment {
    StopwatchEnvironment(mainQueue: context.scheduler)
  }

  public static func initialState(_ context: FeatureContext, _ environment: StopwatchEnvironment)
    -> StopwatchState
  {
    StopwatchState()
  }

  public static var summary: String { "stopwatch: a one-second timer, start, stop, laps" }
}
