import Composable

/// The playlist as a ``ComposableFeature``: rows load a second after selection on the
/// context's scheduler.
public enum PlaylistFeature: ComposableFeature {
  public static var reducer: Reducer<PlaylistState, PlaylistAction, PlaylistEnvironment> {
    playlistReducer
  }

  public static func environment(_ context: FeatureContext) -> PlaylistEnvironment {
    PlaylistEnvironment(mainQueue: context.scheduler)
  }

  public static func initialState(_ context: FeatureContext, _ environment: PlaylistEnvironment)
    -> PlaylistState
  {
    PlaylistState()
  }

  public static var summary: String { "playlist: navigate to a row, load after a second" }
}
