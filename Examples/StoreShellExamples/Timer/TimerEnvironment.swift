import Composable

/// The stopwatch's dependencies (seed 000): the clock and the scheduler its ticks run on.
public struct TimerEnvironment {
  /// The current date.
  public var date: () -> Date
  /// Where the ticks are scheduled: the main queue live, a test scheduler in tests.
  public var mainQueue: AnySchedulerOf<DispatchQueue>

  /// An environment from its dependencies.
  public init(date: @escaping () -> Date, mainQueue: AnySchedulerOf<DispatchQueue>) {
    self.date = date
    self.mainQueue = mainQueue
  }

  /// The seed's live environment: the real date, ticks on the main queue.
  public static var live: TimerEnvironment {
    .init(
      date: Date.init,
      mainQueue: .main
    )
  }

  /// The real date, ticks on `mainQueue` (a shell passes its own scheduler).
  public static func live(mainQueue: AnySchedulerOf<DispatchQueue>) -> TimerEnvironment {
    .init(date: Date.init, mainQueue: mainQueue)
  }

  /// A fixed date, `Date(timeIntervalSince1970: 0)`, ticks on `mainQueue`.
  public static func deterministic(mainQueue: AnySchedulerOf<DispatchQueue>) -> TimerEnvironment {
    .init(date: { Deterministic.date }, mainQueue: mainQueue)
  }
}
