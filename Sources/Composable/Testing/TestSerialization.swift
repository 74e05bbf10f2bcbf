import ConcurrencyExtras
import Foundation

/// One lock for the work done on behalf of test stores and test schedulers, wherever it runs.
///
/// A ``TestStore`` reduces an action an async effect delivers at once, on the delivering thread,
/// so that its reducer sees the state (and the test scheduler's time) of the delivery; a
/// ``TestScheduler`` runs due work on the thread that advances it, which may reach a store too.
/// Both hold this lock while they do, and so does every test store step, so a store is never
/// used from two threads at once. It is recursive (work may deliver into the store it runs
/// for) and never held while waiting.
package enum TestSerialization {
  private static let lock = NSRecursiveLock()
  private static let scheduledWork = LockIsolated(0)

  /// How many pieces of work test schedulers were handed so far (any scheduler, any thread).
  /// A test store's `await send` stops waiting for its effects once this moves: an effect's
  /// task that scheduled work (a sleep) waits for the test to advance the clock.
  package static var scheduledWorkCount: Int { scheduledWork.value }

  package static func noteScheduledWork() { scheduledWork.withValue { $0 += 1 } }

  /// Runs `body` holding the lock.
  package static func run<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
