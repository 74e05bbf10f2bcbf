import Composable
import ConcurrencyExtras

/// A real-time scheduler whose work runs on the shell's own thread.
///
/// The shell's thread spends its time waiting for input (in the line editor) or in `wait`;
/// a live store's effects must still deliver then, on that thread, so that the store is never
/// used from two threads. Work is kept in a queue; a dispatch timer calls `wake` when the
/// earliest work is due, and the shell's thread calls `runDue()`. Dispatch's own schedulers
/// would run the work on their queue instead, hence this one.
public final class LiveScheduler: Scheduler, @unchecked Sendable {
  public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

  private struct Job {
    let sequence: Int
    var due: UInt64
    let interval: UInt64?
    let action: () -> Void
  }

  private let lock = NSLock()
  private var jobs: [Job] = []
  private var nextSequence = 0
  private let timerQueue = DispatchQueue(label: "store-shell.live-scheduler")
  private var timer: DispatchSourceTimer?
  private let wake: @Sendable () -> Void

  /// A scheduler that calls `wake` (from any thread) when work becomes due.
  public init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(_ action: @escaping () -> Void) {
    _ = enqueue(due: DispatchTime.now().uptimeNanoseconds, interval: nil, action)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let sequence = enqueue(due: date.dispatchTime.uptimeNanoseconds, interval: nil, action)
    return SchedulerCancellable { [weak self] in self?.cancel(sequence) }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let sequence = enqueue(
      due: date.dispatchTime.uptimeNanoseconds, interval: UInt64(max(1, interval.nanoseconds)),
      action)
    return SchedulerCancellable { [weak self] in self?.cancel(sequence) }
  }

  /// Runs the work that is due, on the calling thread (the shell's); returns how many ran.
  /// `shouldStop` is asked after each piece of work: `true` leaves the rest due (a breakpoint
  /// stops right after the delivery that hit it).
  @discardableResult
  public func runDue(until shouldStop: () -> Bool = { false }) -> Int {
    var count = 0
    while !shouldStop(), let job = popDue() {
      job.action()
      count += 1
    }
    armTimer()
    return count
  }

  /// When the earliest work is due, if any.
  public var nextDue: DispatchTime? {
    lock.withLock { jobs.map(\.due).min().map { DispatchTime(uptimeNanoseconds: $0) } }
  }

  /// Whether any work is waiting.
  public var isIdle: Bool { lock.withLock { jobs.isEmpty } }

  private func popDue() -> Job? {
    lock.withLock {
      let now = DispatchTime.now().uptimeNanoseconds
      guard
        let index = jobs.indices.filter({ jobs[$0].due <= now })
          .min(by: { (jobs[$0].due, jobs[$0].sequence) < (jobs[$1].due, jobs[$1].sequence) })
      else { return nil }
      let job = jobs[index]
      if let interval = job.interval {
        // A late timer fires once and catches up, rather than bursting.
        var next = job.due + interval
        if next <= now { next = now + interval }
        jobs[index].due = next
      } else {
        jobs.remove(at: index)
      }
      return job
    }
  }

  private func enqueue(due: UInt64, interval: UInt64?, _ action: @escaping () -> Void) -> Int {
    let sequence = lock.withLock {
      let sequence = nextSequence
      nextSequence += 1
      jobs.append(Job(sequence: sequence, due: due, interval: interval, action: action))
      return sequence
    }
    armTimer()
    return sequence
  }

  private func cancel(_ sequence: Int) {
    lock.withLock { jobs.removeAll { $0.sequence == sequence } }
  }

  private func armTimer() {
    guard let due = nextDue else { return }
    let wake = self.wake
    lock.withLock {
      if timer == nil {
        let source = DispatchSource.makeTimerSource(queue: timerQueue)
        source.setEventHandler { wake() }
        source.resume()
        timer = source
      }
      timer?.schedule(deadline: due, leeway: .microseconds(200))
    }
  }

  deinit { timer?.cancel() }
}
