import Foundation

/// Run-loop time kept by a dispatch-queue scheduler: what ``FeatureContext/mainRunLoop`` hands
/// out, so that a feature whose effects wait on a run loop (`mainRunLoop`, as VoiceMemos-style
/// features do) runs on the same clock as ``FeatureContext/scheduler``.
///
/// On a test context that clock is virtual time the tool advances. This scheduler reads and
/// schedules run-loop dates on it (no library offers such a bridge), so a run-loop timer fires
/// when the tool's virtual time reaches it.
struct RunLoopTimeScheduler: Scheduler {
  typealias SchedulerTimeType = RunLoop.SchedulerTimeType

  /// The scheduler that keeps time.
  let base: AnySchedulerOf<DispatchQueue>
  /// The base's time when this scheduler was made…
  let origin: DispatchQueue.SchedulerTimeType
  /// …and the run-loop date that stands for it.
  let originDate: Date

  /// Run-loop time on `base`, at `date` now.
  init(base: AnySchedulerOf<DispatchQueue>, now date: Date) {
    self.base = base
    self.origin = base.now
    self.originDate = date
  }

  var now: SchedulerTimeType {
    SchedulerTimeType(originDate.addingTimeInterval(origin.distance(to: base.now).timeInterval))
  }

  var minimumTolerance: SchedulerTimeType.Stride { .zero }

  func schedule(_ action: @escaping () -> Void) {
    base.schedule(action)
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    base.schedule(after: baseTime(date), tolerance: .zero, action)
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    base.schedule(
      after: baseTime(date), interval: .nanoseconds(nanoseconds(interval.timeInterval)),
      tolerance: .zero, action)
  }

  /// The base's time for a run-loop date.
  private func baseTime(_ date: SchedulerTimeType) -> DispatchQueue.SchedulerTimeType {
    origin.advanced(by: .nanoseconds(nanoseconds(date.date.timeIntervalSince(originDate))))
  }

  private func nanoseconds(_ seconds: TimeInterval) -> Int {
    Int((seconds * 1e9).rounded())
  }
}
