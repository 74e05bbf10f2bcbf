import Foundation
import Synchronization

/// Ctrl-C for a ``ToolSession``: set from any thread (a client cancelled its call, or went),
/// it stops the command running as Ctrl-C does at a terminal, and the lines after it.
package final class ToolInterruption: Sendable {
  private let flag = Atomic<Bool>(false)
  /// The store's worker process while a call runs (0 for none): sent SIGINT, as a terminal's
  /// Ctrl-C reaches it, since its supervisor asks only between its answers' frames.
  private let worker = Atomic<Int32>(0)

  package init() {}

  /// Stops the command running and the call's lines after it.
  package func interrupt() {
    flag.store(true, ordering: .sequentiallyConsistent)
    let pid = worker.load(ordering: .sequentiallyConsistent)
    if pid > 0 { kill(pid, SIGINT) }
  }

  var isPending: Bool { flag.load(ordering: .sequentiallyConsistent) }

  /// Lets the next call run (an interruption stays pending until then).
  package func clear() { flag.store(false, ordering: .sequentiallyConsistent) }

  /// The worker the call running talks to (`nil` when it ends).
  func setWorker(_ pid: pid_t?) { worker.store(pid ?? 0, ordering: .sequentiallyConsistent) }
}
