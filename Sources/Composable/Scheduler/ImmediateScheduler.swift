/// A scheduler that performs all work at once, on the calling thread, ignoring delays.
///
/// Handy in tests of effects that only hop queues (`receive(on:)`); timers, `debounce`,
/// `throttle` and `delay` need a ``TestScheduler`` to be tested for time.
public struct ImmediateScheduler<SchedulerTimeType: Strideable>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private let startTime: SchedulerTimeType

  /// An immediate scheduler whose clock stands still at `now`.
  public init(now: SchedulerTimeType) { self.startTime = now }

  public var now: SchedulerTimeType { startTime }
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(_ action: @escaping () -> Void) { action() }

  @discardableResult
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    action()
    return .empty
  }

  /// Runs `action` once: a repeating timer on an immediate scheduler cannot run forever.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    action()
    return .empty
  }
}

extension ImmediateScheduler: Sendable where SchedulerTimeType: Sendable {}

extension ImmediateScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
  /// An immediate dispatch-queue scheduler.
  public init() { self.init(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))) }
}

extension DispatchQueue {
  /// An immediate scheduler with dispatch-queue time: `DispatchQueue.immediate`.
  public static var immediate: ImmediateScheduler<SchedulerTimeType> { ImmediateScheduler() }
}
