import Composable

/// Run-loop time kept by a dispatch-queue scheduler: what ``DraftFeature`` waits on off live
/// time.
///
/// The editor's auto-save waits on a run loop, but a ``FeatureContext`` hands out only a
/// dispatch-queue scheduler; on a test context that is virtual time the tool advances. This
/// scheduler reads and schedules run-loop dates on it (no library offers such a bridge), so the
/// auto-save fires when the tool's virtual time reaches it.
struct RunLoopTimeOnDispatchScheduler: Scheduler {
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
