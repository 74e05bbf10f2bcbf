import Composable

/// The auto-saving editor as a ``ComposableFeature``. Off live time drafts are kept in memory
/// (a save takes 100 ms of the context's scheduler) and the run loop's clock follows the
/// context's virtual time, starting at its date.
public enum DraftFeature: ComposableFeature {
  public static var reducer: Reducer<DraftState, DraftAction, DraftEnvironment> { draftReducer }

  public static func environment(_ context: FeatureContext) -> DraftEnvironment {
    guard !context.isLive else { return .live }
    let scheduler = context.scheduler
    return DraftEnvironment(
      draftClient: DraftClient(save: { _ in try await scheduler.sleep(for: .milliseconds(100)) }),
      runLoop: context.mainRunLoop
    )
  }

  public static func initialState(_ context: FeatureContext, _ environment: DraftEnvironment)
    -> DraftState
  {
    DraftState()
  }

  public static var summary: String { "editor that auto-saves on the run loop" }
}
