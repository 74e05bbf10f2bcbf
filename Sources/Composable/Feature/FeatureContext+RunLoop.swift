import Foundation

extension FeatureContext {
  /// A run-loop scheduler on the same clock as ``scheduler``: `advance 1s` in the shell moves
  /// it too, and its dates are ``date``'s. For environments that take a `mainRunLoop`:
  ///
  /// ```swift
  /// VoiceMemosEnvironment(mainRunLoop: context.mainRunLoop, …)
  /// ```
  ///
  /// Each access makes a scheduler whose dates start at ``date``'s now; all of them keep the
  /// same time.
  public var mainRunLoop: AnySchedulerOf<RunLoop> {
    RunLoopTimeScheduler(base: scheduler, now: date()).eraseToAnyScheduler()
  }
}
