import Foundation
import Synchronization

/// A scheduler on virtual time: nothing runs until the test moves the clock with
/// `advance(by:)`, `advance(to:)` or `run(limit:)`.
///
/// Time is exact and deterministic: a 10 ms timer advanced by 35 ms fires exactly three times,
/// at 10, 20 and 30 ms, on every run. Work due at the same instant runs in the order it was
/// scheduled.
///
/// It is safe to use from any thread: an effect's task may schedule, sleep on and cancel work
/// while the test advances the clock. Work runs on the advancing thread, one piece at a time,
/// serialized with the deliveries of test stores (see `TestSerialization`). The `async`
/// forms of `advance(by:)` and `run()` yield before each piece of work and before they
/// return, so tasks resumed by the clock run (and deliver) at the virtual time they woke at.
public final class TestScheduler<SchedulerTimeType: Strideable>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private struct Job {
    let sequence: Int
    var date: SchedulerTimeType
    let interval: SchedulerTimeType.Stride?
    let action: () -> Void
  }

  // Guards `jobs`, `nextSequence` and `_now`; never held while work runs. Under the lock no
  // two accesses overlap, so they skip the dynamic exclusivity checks (~75 instructions each,
  // five on every tick of a timer). A `Mutex` rather than an `NSLock`: ~40 instructions a
  // lock and unlock against ~90 for the `pthread_mutex_t` behind `NSLock`, three times a tick.
  private let lock = Mutex(())
  @exclusivity(unchecked) private var jobs: [Job] = []
  @exclusivity(unchecked) private var nextSequence = 0
  @exclusivity(unchecked) private var _now: SchedulerTimeType

  /// A test scheduler whose clock starts at `now`.
  public init(now: SchedulerTimeType) { self._now = now }

  /// The current virtual time.
  public var now: SchedulerTimeType { lock.withLock { _ in _now } }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// The time of the next due work, if any is scheduled.
  public var nextDate: SchedulerTimeType? {
    lock.withLock { _ in
      var earliest: SchedulerTimeType?
      for job in jobs where earliest.map({ job.date < $0 }) ?? true { earliest = job.date }
      return earliest
    }
  }

  /// The number of pieces of work waiting to run.
  public var scheduledCount: Int { lock.withLock { _ in jobs.count } }

  /// Whether repeating work (a timer) is scheduled: `run(limit:)` would never end.
  public var hasRepeatingWork: Bool {
    lock.withLock { _ in jobs.contains { $0.interval != nil } }
  }

  public func schedule(_ action: @escaping () -> Void) {
    _ = enqueue(date: nil, interval: nil, action)
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
  @_specialize(where SchedulerTimeType == DispatchQueue.SchedulerTimeType)
  public func advance(by stride: SchedulerTimeType.Stride = .nanoseconds(0)) {
    advance(to: now.advanced(by: stride))
  }

  /// Moves time forward to `date`, running all work due up to it, in order.
  @_specialize(where SchedulerTimeType == DispatchQueue.SchedulerTimeType)
  public func advance(to date: SchedulerTimeType) {
    // One lock a piece of work: taking it tells whether more is due, so the queue is read again
    // only after the last piece due when it was taken (for work that piece scheduled), under the
    // lock that moves the clock when none is.
    while true {
      var isMoreDue = false
      guard let action = takeNextJob(notAfter: date, isMoreDue: &isMoreDue) else { return }
      TestSerialization.run(action)
      if !isMoreDue, !isWorkDueElseMovingClock(to: date) { return }
    }
  }

  /// Moves time forward by `stride` like ``advance(by:)``, yielding before each piece of work
  /// and before returning, so that tasks the clock resumed (an effect sleeping on this
  /// scheduler) run at the time they woke at, in virtual-time order.
  public func advance(by stride: SchedulerTimeType.Stride = .nanoseconds(0)) async {
    await advance(to: now.advanced(by: stride))
  }

  /// Moves time forward to `date` like the synchronous `advance(to:)`, yielding to resumed tasks
  /// before each piece of work and before returning.
  public func advance(to date: SchedulerTimeType) async {
    while true {
      await Task.yieldToOtherTasks()
      var isMoreDue = false
      guard let action = takeNextJob(notAfter: date, isMoreDue: &isMoreDue) else { break }
      TestSerialization.run(action)
    }
    await Task.yieldToOtherTasks()
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

  /// Runs work until none is left like ``run(limit:)``, yielding to the tasks it resumes, which
  /// may schedule more work (a task sleeping in a loop).
  @discardableResult
  public func run(limit: Int = .max) async -> Bool {
    await Task.yieldToOtherTasks()
    var steps = 0
    while let date = nextDate {
      if steps >= limit { return false }
      steps += 1
      await advance(to: date)
    }
    return true
  }

  /// Whether some work is due at or before `date`; if none is, moves the clock to `date`.
  private func isWorkDueElseMovingClock(to date: SchedulerTimeType) -> Bool {
    lock.withLock { _ in
      // By index, reading each job's date alone: a job copied out (as `contains` does) retains
      // and releases its action.
      if jobs.indices.contains(where: { jobs[$0].date <= date }) { return true }
      moveClock(to: date)
      return false
    }
  }

  /// Removes and returns the earliest work due at or before `date` (ties go to the earliest
  /// scheduled), moving the clock to its time, and tells whether more is due then; repeating
  /// work is put back for its next time. With none due, moves the clock to `date` and returns
  /// `nil`.
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

  /// ``takeNextJob(notAfter:isMoreDue:)``'s work, called with the lock held.
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

/// A test scheduler with the time of `S`: `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<S.SchedulerTimeType>

extension DispatchQueue {
  /// A new test scheduler with dispatch-queue time: `DispatchQueue.test`.
  public static var test: TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends long enough for other tasks that are ready to run to take their turn: a few
  /// hops through low-priority detached tasks, as combine-schedulers' test scheduler does.
  static func yieldToOtherTasks(count: Int = 10) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
