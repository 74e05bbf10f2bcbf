import ConcurrencyExtras
import Synchronization

/// Where work from other threads (an async task's result, a `.run` effect's `send`) waits
/// until the store's thread picks it up.
///
/// A live store has it drained by its scheduler's thread (the main queue by default); a
/// ``TestStore``'s runs each post at once on the posting thread, serialized with the test, so
/// async effects deliver in the order they finished, with the state of that moment.
public final class EffectInbox: Sendable {
  private let jobs = LockIsolated<[UncheckedSendable<() -> Void>]>([])
  /// How many jobs wait, changed under `jobs`' lock: read without it, so that draining an
  /// empty inbox (after every step) takes no lock.
  private let pending = Atomic<Int>(0)
  private let condition = NSCondition()
  private let onPost: @Sendable () -> Void
  /// Whether the main queue drains it (``mainQueue()``): its store belongs to the main thread.
  @usableFromInline let isMainQueue: Bool

  /// An inbox that calls `onPost` (from the posting thread) after each post, to wake up the
  /// thread that drains it.
  public convenience init(onPost: @escaping @Sendable () -> Void = {}) {
    self.init(isMainQueue: false, onPost: onPost)
  }

  init(isMainQueue: Bool, onPost: @escaping @Sendable () -> Void) {
    self.isMainQueue = isMainQueue
    self.onPost = onPost
  }

  /// Hands `job` to the store's thread. Callable from any thread.
  func post(_ job: @escaping () -> Void) {
    let job = UncheckedSendable(job)
    jobs.withValue {
      $0.append(job)
      pending.add(1, ordering: .releasing)
    }
    condition.lock()
    condition.broadcast()
    condition.unlock()
    onPost()
  }

  /// Runs every waiting job, in order, on the calling thread; returns how many ran.
  @discardableResult
  public func drain() -> Int {
    var count = 0
    while true {
      if pending.load(ordering: .acquiring) == 0 { return count }
      let batch = jobs.withValue { jobs -> [UncheckedSendable<() -> Void>] in
        defer { jobs.removeAll(keepingCapacity: true) }
        pending.subtract(jobs.count, ordering: .releasing)
        return jobs
      }
      if batch.isEmpty { return count }
      for job in batch { job.value() }
      count += batch.count
    }
  }

  /// Runs the waiting jobs, in order, on the calling thread, until `shouldStop` (asked after
  /// each) says to: the jobs after stay waiting, first in line. Returns how many ran.
  @discardableResult
  public func drain(until shouldStop: () -> Bool) -> Int {
    var count = 0
    while !shouldStop(), pending.load(ordering: .acquiring) > 0 {
      let job = jobs.withValue { jobs -> UncheckedSendable<() -> Void>? in
        guard !jobs.isEmpty else { return nil }
        pending.subtract(1, ordering: .releasing)
        return jobs.removeFirst()
      }
      guard let job else { return count }
      job.value()
      count += 1
    }
    return count
  }

  /// An inbox that runs each job at once on the thread that posts it, one job at a time: for
  /// effects run outside a store (``Effect/sink(receiveCompletion:receiveValue:)``), whose
  /// values no thread owns.
  public static func immediate() -> EffectInbox {
    let holder = WeakEffectInbox()
    let lock = NSRecursiveLock()
    let inbox = EffectInbox {
      lock.lock()
      defer { lock.unlock() }
      holder.inbox?.drain()
    }
    holder.inbox = inbox
    return inbox
  }

  /// Whether jobs are waiting.
  public var isEmpty: Bool { jobs.withValue { $0.isEmpty } }

  /// Blocks until a job is posted or `deadline` passes; returns whether jobs are waiting.
  @discardableResult
  public func wait(until deadline: Date) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while isEmpty {
      if !condition.wait(until: deadline) { return !isEmpty }
    }
    return true
  }
}

/// A weak reference to an inbox, for the closure that drains it.
final class WeakEffectInbox: @unchecked Sendable {
  weak var inbox: EffectInbox?
}
