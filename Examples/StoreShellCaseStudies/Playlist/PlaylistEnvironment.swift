import Composable

/// The playlist's dependencies.
public struct PlaylistEnvironment {
  /// Where the loading delay runs.
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  /// An environment delaying on `mainQueue`.
  public init(mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.mainQueue = mainQueue
  }

  /// Delays on the main queue.
  public static let live = PlaylistEnvironment(mainQueue: .main)
}
