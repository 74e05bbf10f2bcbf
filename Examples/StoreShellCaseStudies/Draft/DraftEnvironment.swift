import Composable

/// The editor's dependencies.
public struct DraftEnvironment {
  /// Where drafts are kept.
  public var draftClient: DraftClient
  /// The run loop the auto-save waits on (its clock stamps the saves).
  public var runLoop: AnySchedulerOf<RunLoop>

  /// An environment from its dependencies.
  public init(draftClient: DraftClient, runLoop: AnySchedulerOf<RunLoop>) {
    self.draftClient = draftClient
    self.runLoop = runLoop
  }

  /// Saves to a file, waiting on the main run loop.
  public static let live = DraftEnvironment(draftClient: .live, runLoop: .main)
}
