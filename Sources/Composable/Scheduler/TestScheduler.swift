/// A scheduler on virtual time: nothing runs until the test moves the clock with
/// ``advance(by:)``, ``advance(to:)`` or ``run()``.
///
/// Time is exact and deterministic: a 10 ms timer advanced by 35 ms fires exactly three times,
/// at 10, 20 and 30 ms, on every run. Work due at the same instant runs in the order it was
/// scheduled. Use it from one thread, the one the store under test lives on.
public final class TestScheduler<SchedulerTimeType: Strideable>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private struct Job {
    let sequence: Int
    var date: SchedulerTimeType
    let interval: SchedulerTimeType.Stride?
    let action: () -> Void
  }

  private var jobs: [Job] = []
  private var nextSequence = 0

  /// The current virtual time.
  public private(set) var now: SchedulerTimeType

  /// A test scheduler whose clock starts at `now`.
  public init(now: SchedulerTimeType) { self.now = now }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// The time of the next due work, if any is scheduled.
  public var nextDate: SchedulerTimeType? { jobs.lazy.map(\.date).min() }

  /// The number of pieces of work waiting to run.
  public var scheduledCount: Int { jobs.count }

  /// Whether repeating work (a timer) is scheduled: ``run()`` would never end.
  public var hasRepeatingWork: Bool { jobs.contains { $0.interval != nil } }

  /// How many pieces of work would run if time moved to `date`, each run of repeating work
  /// counted, as the work stands now (work that schedules more work is not foreseen); counting
  /// stops past `limit`. The shell asks before a long `advance`.
  public func dueCount(through date: SchedulerTimeType, limit: Int) -> Int {
    var count = 0
    for job in jobs where job.date <= date {
      guard let interval = job.interval, interval > .nanoseconds(0) else {
        count += 1
        continue
      }
      var due = job.date
      while due <= date, count <= limit {
        count += 1
        due = due.advanced(by: interval)
      }
      if count > limit { break }
    }
    return count
  }

  public func schedule(_ action: @escaping () -> Void) {
    _ = enqueue(date: now, interval: nil, action)
  }

  @discardableResult
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let sequence = enqueue(date: date, interval: nil, action)
    return SchedulerCancellable { [weak self] in self?.cancel(sequence) }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let sequence = enqueue(date: date, interval: interval, action)
    return SchedulerCancellable { [weak self] in self?.cancel(sequence) }
  }

  /// Moves time forward by `stride`, running all work due up to the new time, in order.
  public func advance(by stride: SchedulerTimeType.Stride = .nanoseconds(0)) {
    advance(to: now.advanced(by: stride))
  }

  /// Moves time forward to `date`, running all work due up to it, in order.
  ///
  /// `shouldStop` is asked before each piece of work; returning `true` stops the clock at
  /// the time reached so far (the shell uses it for Ctrl-C).
  public func advance(to date: SchedulerTimeType, shouldStop: () -> Bool = { false }) {
    while let index = nextDueIndex(notAfter: date) {
      if shouldStop() { return }
      var job = jobs[index]
      if job.date > now { now = job.date }
      if let interval = job.interval {
        job.date = job.date.advanced(by: interval)
        jobs[index] = job
      } else {
        jobs.remove(at: index)
      }
      job.action()
    }
    if date > now { now = date }
  }

  /// Runs work until none is left, moving time as far as needed.
  ///
  /// Repeating work never finishes: check ``hasRepeatingWork`` first, or pass a
  /// `limit` of steps after which it stops and returns `false`.
  @discardableResult
  public func run(limit: Int = .max) -> Bool {
    var steps = 0
    while let date = nextDate {
      if steps >= limit { return false }
      steps += 1
      advance(to: date)
    }
    return true
  }

  private func enqueue(
    date: SchedulerTimeType, interval: SchedulerTimeType.Stride?, _ action: @escaping () -> Void
  ) -> Int {
    let sequence = nextSequence
    nextSequence += 1
    jobs.append(Job(sequence: sequence, date: date, interval: interval, action: action))
    return sequence
  }

  private func cancel(_ sequence: Int) {
    jobs.removeAll { $0.sequence == sequence }
  }

  /// The earliest job due at or before `date`; ties go to the earliest scheduled.
  private func nextDueIndex(notAfter date: SchedulerTimeType) -> Int? {
    var best: Int?
    for index in jobs.indices where jobs[index].date <= date {
      if let current = best {
        let (a, b) = (jobs[index], jobs[current])
        if a.date < b.date || (a.date == b.date && a.sequence < b.sequence) { best = index }
      } else {
        best = index
      }
    }
    return best
  }
}

/// A test scheduler with the time of `S`: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<S.SchedulerTimeType>

extension DispatchQueue {
  /// A new test scheduler with dispatch-queue time: `DispatchQueue.test`.
  public static var test: TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}
