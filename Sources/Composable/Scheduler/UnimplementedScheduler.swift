import IssueReporting

/// A scheduler that reports an issue whenever it is used, naming itself: for tests of code
/// that must not schedule anything (`mainQueue: .unimplemented`). It then performs the work at
/// once, as combine-schedulers' `UnimplementedScheduler` does.
public struct UnimplementedScheduler<SchedulerTimeType: Strideable>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  /// Names the scheduler in the issues it reports.
  public let prefix: String
  private let time: SchedulerTimeType

  /// An unimplemented scheduler whose clock stands at `now`.
  public init(_ prefix: String = "", now: SchedulerTimeType) {
    self.prefix = prefix
    self.time = now
  }

  public var now: SchedulerTimeType {
    fail("was asked the current time")
    return time
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    fail("was asked its minimum tolerance")
    return .nanoseconds(0)
  }

  public func schedule(_ action: @escaping () -> Void) {
    fail("scheduled an action to run immediately")
    action()
  }

  @discardableResult
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    fail("scheduled an action to run later")
    action()
    return .empty
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    fail("scheduled an action to run on a timer")
    action()
    return .empty
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
