/// A type-erased ``Scheduler``: environments hold an `AnySchedulerOf<DispatchQueue>` so that a
/// live queue, ``ImmediateScheduler`` or a ``TestScheduler`` can be injected.
///
/// `@unchecked Sendable`, as combine-schedulers declares it: clients capture their environment's
/// scheduler in `@Sendable` effect closures. The schedulers it wraps are used from their own
/// threads (a queue, the test store's serialized steps), not raced.
public struct AnyScheduler<SchedulerTimeType: Strideable>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private let _now: () -> SchedulerTimeType
  private let _minimumTolerance: () -> SchedulerTimeType.Stride
  private let _schedule: (@escaping () -> Void) -> Void
  private let _scheduleAfter:
    (SchedulerTimeType, SchedulerTimeType.Stride, @escaping () -> Void) -> SchedulerCancellable
  private let _scheduleRepeating:
    (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, @escaping () -> Void)
      -> SchedulerCancellable
  /// The scheduler this one wraps.
  public let base: Any

  /// Erases `scheduler`.
  public init<S: Scheduler>(_ scheduler: S) where S.SchedulerTimeType == SchedulerTimeType {
    if let erased = scheduler as? Self {
      self = erased
      return
    }
    self.base = scheduler
    self._now = { scheduler.now }
    self._minimumTolerance = { scheduler.minimumTolerance }
    self._schedule = { scheduler.schedule($0) }
    self._scheduleAfter = { scheduler.schedule(after: $0, tolerance: $1, $2) }
    self._scheduleRepeating = {
      scheduler.schedule(after: $0, interval: $1, tolerance: $2, $3)
    }
  }

  public var now: SchedulerTimeType { _now() }
  public var minimumTolerance: SchedulerTimeType.Stride { _minimumTolerance() }
  public func schedule(_ action: @escaping () -> Void) { _schedule(action) }
  @discardableResult
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    _scheduleAfter(date, tolerance, action)
  }
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    _scheduleRepeating(date, interval, tolerance, action)
  }
}

/// The type-erased scheduler with the time of `S`: `AnySchedulerOf<DispatchQueue>`.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<S.SchedulerTimeType>

extension Scheduler {
  /// Wraps this scheduler in an ``AnyScheduler``.
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType> { AnyScheduler(self) }
}

extension AnyScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
  /// The main dispatch queue, erased.
  public static var main: Self { AnyScheduler(DispatchQueue.main) }
  /// A scheduler that performs all work at once, ignoring time (see ``ImmediateScheduler``).
  public static var immediate: Self { AnyScheduler(ImmediateScheduler<SchedulerTimeType>()) }
}
