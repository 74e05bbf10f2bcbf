import IssueReporting

/// A scheduler that reports an issue whenever it is used, naming itself: for tests of code
/// that must not schedule anything (`mainQueue: .unimplemented`). It then performs the work at
/// once, as combine-schedulers' `UnimplementedScheduler` does.
public struct UnimplementedScheduler<SchedulerTimeType: Strideable>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  /// Names the scheduler in the issues it reports.
  public let prefix: String
  /// What it does once it has reported.
  private let immediate: ImmediateScheduler<SchedulerTimeType>

  /// An unimplemented scheduler whose clock stands at `now`.
  public init(_ prefix: String = "", now: SchedulerTimeType) {
    self.prefix = prefix
    self.immediate = ImmediateScheduler(now: now)
  }

  public var now: SchedulerTimeType {
    fail("was asked the current time")
    return immediate.now
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    fail("was asked its minimum tolerance")
    return immediate.minimumTolerance
  }

  public func schedule(_ action: @escaping () -> Void) {
    fail("scheduled an action to run immediately")
    immediate.schedule(action)
  }

  @discardableResult
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    fail("scheduled an action to run later")
    return immediate.schedule(after: date, tolerance: tolerance, action)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    fail("scheduled an action to run on a timer")
    return immediate.schedule(after: date, interval: interval, tolerance: tolerance, action)
  }

  private func fail(_ what: String) {
    reportIssue("\(prefix.isEmpty ? "" : "\(prefix) - ")An unimplemented scheduler \(what).")
  }
}

extension UnimplementedScheduler: Sendable where SchedulerTimeType: Sendable {}

/// The unimplemented scheduler with the time of `S`: `UnimplementedSchedulerOf<DispatchQueue>`.
public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<
  S.SchedulerTimeType
>

extension DispatchQueue {
  /// An unimplemented scheduler standing in for a dispatch queue, named "DispatchQueue".
  public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> {
    unimplemented("DispatchQueue")
  }

  /// An unimplemented scheduler standing in for a dispatch queue, named `prefix`.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension RunLoop {
  /// An unimplemented scheduler standing in for a run loop, named "RunLoop".
  public static var unimplemented: UnimplementedSchedulerOf<RunLoop> { unimplemented("RunLoop") }

  /// An unimplemented scheduler standing in for a run loop, named `prefix`.
  public static func unimplemented(_ prefix: String) -> UnimplementedSchedulerOf<RunLoop> {
    UnimplementedScheduler(prefix, now: SchedulerTimeType(Date(timeIntervalSince1970: 0)))
  }
}

extension AnyScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
  /// An unimplemented scheduler standing in for a dispatch queue: `mainQueue: .unimplemented`.
  public static var unimplemented: Self { AnyScheduler(DispatchQueue.unimplemented) }

  /// An unimplemented scheduler standing in for a dispatch queue, named `prefix`.
  public static func unimplemented(_ prefix: String) -> Self {
    AnyScheduler(DispatchQueue.unimplemented(prefix))
  }
}

extension AnyScheduler where SchedulerTimeType == RunLoop.SchedulerTimeType {
  /// An unimplemented scheduler standing in for a run loop.
  public static var unimplemented: Self { AnyScheduler(RunLoop.unimplemented) }

  /// An unimplemented scheduler standing in for a run loop, named `prefix`.
  public static func unimplemented(_ prefix: String) -> Self {
    AnyScheduler(RunLoop.unimplemented(prefix))
  }
}
