import ConcurrencyExtras
import Foundation
import Synchronization

/// The jobs of a test store's effect tasks, run by the shell's own thread, one at a time, in
/// the order they were enqueued: what makes async effects deterministic on virtual time.
///
/// While a step runs (``capture(_:)``), every job the Swift runtime would hand to the global
/// or main executor *from the capturing thread* (a task the reducer creates, a task resumed by
/// the test scheduler, a task one of these tasks creates) waits here instead, and ``runAll()``
/// runs it on that thread. When no job is left, each task has finished or is suspended on
/// something that will enqueue it later: the shell's scheduler, or real time. Jobs enqueued
/// from other threads (a real `Task.sleep` ending, a network callback) go to the global
/// executor as usual: that is work in real time.
///
/// Written by hand because swift-concurrency-extras' `uncheckedUseMainSerialExecutor` sends
/// jobs to the main actor's queue, which nothing drains while the shell's loop holds the main
/// thread, and cannot tell when the queue is empty; the runtime hooks it uses are the same.
final class EffectTaskQueue: @unchecked Sendable {
  private struct Entry {
    let job: UnownedJob
    let isMain: Bool
  }

  private let jobs = LockIsolated<[Entry]>([])
  /// How many jobs wait, changed under `jobs`' lock: read without it, so that an empty queue
  /// (after most steps) is seen to be empty without taking the lock.
  private let pending = Atomic<Int>(0)

  /// Whether jobs are waiting.
  var isEmpty: Bool { pending.load(ordering: .acquiring) == 0 }

  /// Runs `body` with this queue catching the jobs the current thread enqueues.
  func capture<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    EffectTaskHooks.install()
    defer { EffectTaskHooks.uninstall() }
    let previous = EffectTaskHooks.current
    EffectTaskHooks.current = Unmanaged.passUnretained(self)
    defer { EffectTaskHooks.current = previous }
    return try body()
  }

  /// Runs waiting jobs, and those they enqueue, until none is left; returns how many ran.
  @discardableResult
  func runAll() -> Int {
    var count = 0
    while pending.load(ordering: .acquiring) > 0,
      let entry = jobs.withValue({ jobs -> Entry? in
        guard !jobs.isEmpty else { return nil }
        pending.subtract(1, ordering: .releasing)
        return jobs.removeFirst()
      })
    {
      if entry.isMain {
        entry.job.runSynchronously(on: MainActor.sharedUnownedExecutor)
      } else {
        entry.job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
      }
      count += 1
    }
    return count
  }

  fileprivate func append(_ job: UnownedJob, isMain: Bool) {
    jobs.withValue {
      $0.append(Entry(job: job, isMain: isMain))
      pending.add(1, ordering: .releasing)
    }
  }
}

/// The Swift runtime's executor hooks, pointed at the capturing thread's ``EffectTaskQueue``
/// while any queue captures, and restored to what they were after.
private enum EffectTaskHooks {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  // Written only under `lock`, by `install` and `uninstall`.
  nonisolated(unsafe) private static let globalHook = pointer("swift_task_enqueueGlobal_hook")
  nonisolated(unsafe) private static let mainHook = pointer("swift_task_enqueueMainExecutor_hook")
  private static let lock = NSLock()
  // Guarded by `lock`; read by the hooks, which run only while installed.
  nonisolated(unsafe) private static var installCount = 0
  nonisolated(unsafe) private static var previousGlobal: Hook?
  nonisolated(unsafe) private static var previousMain: Hook?
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The queue capturing the current thread's jobs, if any.
  static var current: Unmanaged<EffectTaskQueue>? {
    get { pthread_getspecific(key).map { Unmanaged.fromOpaque($0) } }
    set { pthread_setspecific(key, newValue?.toOpaque()) }
  }

  static func install() {
    lock.lock()
    defer { lock.unlock() }
    installCount += 1
    guard installCount == 1, let globalHook, let mainHook else { return }
    previousGlobal = globalHook.pointee
    previousMain = mainHook.pointee
    globalHook.pointee = { job, original in
      if let queue = EffectTaskHooks.current {
        queue.takeUnretainedValue().append(job, isMain: false)
      } else if let previous = EffectTaskHooks.previousGlobal {
        previous(job, original)
      } else {
        original(job)
      }
    }
    mainHook.pointee = { job, original in
      // Main-actor jobs are run here only on the main thread, where they belong.
      if Thread.isMainThread, let queue = EffectTaskHooks.current {
        queue.takeUnretainedValue().append(job, isMain: true)
      } else if let previous = EffectTaskHooks.previousMain {
        previous(job, original)
      } else {
        original(job)
      }
    }
  }

  static func uninstall() {
    lock.lock()
    defer { lock.unlock() }
    installCount -= 1
    guard installCount == 0, let globalHook, let mainHook else { return }
    globalHook.pointee = previousGlobal
    mainHook.pointee = previousMain
  }

  private static func pointer(_ name: String) -> UnsafeMutablePointer<Hook?>? {
    dlsym(dlopen(nil, RTLD_NOW), name)?.assumingMemoryBound(to: Hook?.self)
  }
}
