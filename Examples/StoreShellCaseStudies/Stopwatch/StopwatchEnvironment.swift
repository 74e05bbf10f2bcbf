import Composable

/// The stopwatch's dependencies.
public struct StopwatchEnvironment {
  /// Where the seconds tick.
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  /// An environment ticking on `mainQueue`.
  public init(mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.mainQueue = mainQueue
  }

  /// Ticks on the main queue.
  public static let live = StopwatchEnvironment(mainQueue: .main)
}
