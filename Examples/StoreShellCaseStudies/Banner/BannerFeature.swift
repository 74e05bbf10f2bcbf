import Composable

/// The banner form as a ``ComposableFeature``: its time is the main queue's, real time on a
/// test store too.
public enum BannerFeature: ComposableFeature {
  public static var reducer: Reducer<BannerState, BannerAction, BannerEnvironment> {
    bannerReducer
  }

  public static func environment(_ context: FeatureContext) -> BannerEnvironment {
    context.isLive ? .live : .inMemory
  }

  public static func initialState(_ context: FeatureContext, _ environment: BannerEnvironment)
    -> BannerState
  {
    BannerState()
  }

  public static var summary: String {
    "banner: a save whose banner hides on DispatchQueue.main 0.8 s later"
  }
}
