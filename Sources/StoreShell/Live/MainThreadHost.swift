import Composable
import ConcurrencyExtras

/// Runs the work features schedule on `DispatchQueue.main` and `RunLoop.main` on the shell's
/// thread, in real time (see ``MainThreadWork``): the shell's thread never drains the main
/// queue, so that work would otherwise never run (or, with an async `main`, run on another
/// thread, racing with the store).
///
/// Each session has one, installed while the session runs a command or pumps
/// (``ShellSession/hostingMainThreadWork(_:)``): what its store schedules then goes to its
/// real-time scheduler (a live store's own, or a test store's queue of real-time work, which
/// `wait` runs), and work scheduled outside the session's commands (another store in the same
/// process, a test) to the main queue as usual.
final class MainThreadHost: MainThreadWorkHost, @unchecked Sendable {
  /// The session's real-time scheduler; read on the threads that schedule, under a lock.
  private let target: LockIsolated<LiveScheduler?>

  init(target: LiveScheduler) { self.target = LockIsolated(target) }

  /// Points the host at a new scheduler (a live session's rebuilt store has one).
  func retarget(_ scheduler: LiveScheduler) { target.setValue(scheduler) }

  func schedule(
    at due: DispatchTime, every interval: UInt64?, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let target = target.value!
    let date = DispatchQueue.SchedulerTimeType(due)
    guard let interval else { return target.schedule(after: date, tolerance: .zero, action) }
    return target.schedule(
      after: date, interval: .nanoseconds(Int(min(interval, UInt64(Int.max)))), tolerance: .zero,
      action)
  }
}
