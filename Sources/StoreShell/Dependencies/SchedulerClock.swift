import Composable

/// A `Clock` whose time is the shell's scheduler's: `now` is the time the scheduler has moved
/// since the clock was made, and `sleep` schedules its wake-up on the scheduler.
///
/// Written by hand: swift-clocks' `TestClock` keeps its own time, which `advance` on the
/// shell's scheduler would not move, and a task sleeping on it would be invisible to the
/// shell's effects summary and `step`. Sleeping on the scheduler (through the parking
/// scheduler of the shell's `FeatureContext`) makes a clock sleep scheduler work like any
/// other: `advance 300ms` wakes it, the summary lists it, `step` runs it.
struct SchedulerClock: Clock, @unchecked Sendable {
  // `@unchecked`: the scheduler is the shell's, used from its effects' tasks, which the shell
  // runs on its own thread (as it runs every piece of scheduler work).

  /// A point of the clock's time: how long after the clock's start.
  struct Instant: InstantProtocol {
    /// The time since the clock's start.
    var offset: Duration

    func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    func duration(to other: Self) -> Duration { other.offset - offset }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  let scheduler: AnySchedulerOf<DispatchQueue>
  private let start: DispatchQueue.SchedulerTimeType

  /// A clock whose time starts at `scheduler`'s now.
  init(scheduler: AnySchedulerOf<DispatchQueue>) {
    self.scheduler = scheduler
    self.start = scheduler.now
  }

  var now: Instant { Instant(offset: .nanoseconds(start.distance(to: scheduler.now).magnitude)) }

  var minimumResolution: Duration { .nanoseconds(1) }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let delay = now.duration(to: deadline)
    try await scheduler.sleep(for: .nanoseconds(Self.nanoseconds(delay)))
  }

  /// `duration` in whole nanoseconds, 0 for a deadline already past.
  private static func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return 0 }
    let (whole, overflow) = Int(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : whole + Int(attoseconds / 1_000_000_000)
  }
}
