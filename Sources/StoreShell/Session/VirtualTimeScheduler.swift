import Composable
import Synchronization

/// The shell's virtual time: a scheduler on dispatch-queue time where nothing runs until the
/// shell moves the clock (`advance`, `run`, `step`), one piece of work at a time.
///
/// Written by hand rather than taken from combine-schedulers: its `TestScheduler` keeps its
/// queue private, and the shell needs to look into it and stop part-way. It asks how much work a
/// move would run before making it (`dueCount(through:limit:)`), when work is due next
/// (`nextDate`), whether a timer is scheduled (`hasRepeatingWork`), and stops the clock
/// between two pieces of work for Ctrl-C, breakpoints and `step`
/// (`advance(to:shouldStop:)`). Features see it erased to `AnySchedulerOf<DispatchQueue>`
/// (`FeatureContext.scheduler`), as a test's `DispatchQueue.test`.
///
/// Time is exact: work due at the same instant runs in the order it was scheduled, on the
/// thread that moves the clock, serialized with the deliveries of test stores (see Composable's
/// `TestSerialization`). Like `DispatchQueue.test`, its clock starts at 1 ns of uptime.
final class VirtualTimeScheduler: Scheduler, @unchecked Sendable {
  typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

  private struct Job {
    let sequence: Int
    var date: SchedulerTimeType
    let interval: SchedulerTimeType.Stride?
    let action: () -> Void
  }

  // Guards `jobs`, `nextSequence` and `_now`; never held while work runs. Under the lock no two
  // accesses overlap, so they skip the dynamic exclusivity checks (five on every tick of a
  // timer). A `Mutex`: ~40 instructions a lock and unlock against ~90 for an `NSLock`.
  private let lock = Mutex(())
  @exclusivity(unchecked) private var jobs: [Job] = []
  @exclusivity(unchecked) private var nextSequence = 0
  @exclusivity(unchecked) private var _now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))

  /// The current virtual time.
  var now: SchedulerTimeType { lock.withLock { _ in _now } }

  var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// The time of the next due work, if any is scheduled.
  var nextDate: SchedulerTimeType? {
    lock.withLock { _ in
      var earliest: SchedulerTimeType?
      for job in jobs where earliest.map({ job.date < $0 }) ?? true { earliest = job.date }
      return earliest
    }
  }

  /// Whether repeating work (a timer) is scheduled: running until no work is left never ends.
  var hasRepeatingWork: Bool {
    lock.withLock { _ in jobs.contains { $0.interval != nil } }
  }

  /// How many pieces of work would run if time moved to `date`, each run of repeating work
  /// counted, as the work stands now (work that schedules more work is not foreseen); counting
  /// stops past `limit`. Asked before a long `advance`.
  func dueCount(through date: SchedulerTimeType, limit: Int) -> Int {
    // The queue copied under the lock (its storage shared, not copied), counted outside it.
    let jobs = lock.withLock { _ in self.jobs }
    var count = 0
    for job in jobs where job.date <= date {
      guard let interval = job.interval, interval > .zero else {
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

  func schedule(_ action: @escaping () -> Void) {
    _ = enqueue(date: nil, interval: nil, action)
  }

  @discardableResult
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let sequence = enqueue(date: date, interval: nil, action)
    return SchedulerCancellable { [weak self] in self?.cancel(sequence) }
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let sequence = enqueue(date: date, interval: interval, action)
    return SchedulerCancellable { [weak self] in self?.cancel(sequence) }
  }

  /// Moves time forward to `date`, running all work due up to it, in order.
  ///
  /// `shouldStop` is asked first and before each further piece of work; returning `true` stops
  /// the clock at the time reached so far (at `date` when no work due by then is left).
  func advance(to date: SchedulerTimeType, shouldStop: () -> Bool = { false }) {
    // One lock a piece of work: taking it tells whether more is due, so the queue is read again
    // only after the last piece due when it was taken (for work that piece scheduled), under the
    // lock that moves the clock when none is.
    while true {
      if shouldStop() {
        _ = isWorkDueElseMovingClock(to: date)
        return
      }
      var isMoreDue = false
      guard let action = takeNextJob(notAfter: date, isMoreDue: &isMoreDue) else { return }
      TestSerialization.run(action)
      if !isMoreDue, !isWorkDueElseMovingClock(to: date) { return }
    }
  }

  /// Whether some work is due at or before `date`; if none is, moves the clock to `date`.
  private func isWorkDueElseMovingClock(to date: SchedulerTimeType) -> Bool {
    lock.withLock { _ in
      // By index, reading each job's date alone: a job copied out retains and releases its
      // action.
      if jobs.indices.contains(where: { jobs[$0].date <= date }) { return true }
      moveClock(to: date)
      return false
    }
  }

  /// Removes and returns the earliest work due at or before `date` (ties go to the earliest
  /// scheduled), moving the clock to its time, and tells whether more is due then; repeating
  /// work is put back for its next time. With none due, moves the clock to `date`.
  private func takeNextJob(
    notAfter date: SchedulerTimeType, isMoreDue: inout Bool
  ) -> (() -> Void)? {
    // Handed out through a variable, not as `withLock`'s generic result: a closure returned as
    // a generic value is wrapped in a thunk, allocated on every tick.
    var next: (() -> Void)?
    lock.withLock { _ in
      next = nextJob(notAfter: date, isMoreDue: &isMoreDue)
      if next == nil { moveClock(to: date) }
    }
    return next
  }

  /// `takeNextJob(notAfter:isMoreDue:)`'s work, called with the lock held.
  private func nextJob(notAfter date: SchedulerTimeType, isMoreDue: inout Bool) -> (() -> Void)? {
    var best: Int?
    var dueCount = 0
    for index in jobs.indices where jobs[index].date <= date {
      dueCount += 1
      if let current = best {
        let (a, b) = (jobs[index].date, jobs[current].date)
        if a < b || (a == b && jobs[index].sequence < jobs[current].sequence) { best = index }
      } else {
        best = index
      }
    }
    guard let index = best else { return nil }
    let jobDate = jobs[index].date
    moveClock(to: jobDate)
    // Repeating work moves on in place (not copied out and written back: its action would be
    // retained and released for nothing).
    guard let interval = jobs[index].interval else {
      isMoreDue = dueCount > 1
      return jobs.remove(at: index).action
    }
    let nextDate = jobDate.advanced(by: interval)
    jobs[index].date = nextDate
    isMoreDue = dueCount > 1 || nextDate <= date
    return jobs[index].action
  }

  /// Moves the clock to `date` unless it is past it; called with the lock held.
  private func moveClock(to date: SchedulerTimeType) {
    if date > _now { _now = date }
  }

  private func enqueue(
    date: SchedulerTimeType?, interval: SchedulerTimeType.Stride?, _ action: @escaping () -> Void
  ) -> Int {
    TestSerialization.noteScheduledWork()
    return lock.withLock { _ in
      let sequence = nextSequence
      nextSequence += 1
      jobs.append(Job(sequence: sequence, date: date ?? _now, interval: interval, action: action))
      return sequence
    }
  }

  private func cancel(_ sequence: Int) {
    lock.withLock { _ in jobs.removeAll { $0.sequence == sequence } }
  }
}
