#if MCP
import Foundation

/// One thread, alive as long as the server, that runs the sessions' work in the order it
/// comes. Not a dispatch queue: the kernel ends a store's worker process when the *thread*
/// that started it ends (`PR_SET_PDEATHSIG`, see StoreShell's `SupervisorLifetime`), and a
/// queue's threads end when idle.
///
/// `@unchecked Sendable`: its jobs are taken and added under ``condition``.
final class SessionThread: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []

  init(name: String) {
    let thread = Thread { [self] in
      while true {
        condition.lock()
        while jobs.isEmpty { condition.wait() }
        let job = jobs.removeFirst()
        condition.unlock()
        job()
      }
    }
    thread.name = name
    thread.start()
  }

  /// Runs `job` on the thread after the jobs before it.
  func async(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }
}
#endif
