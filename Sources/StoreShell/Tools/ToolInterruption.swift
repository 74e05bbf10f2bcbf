import Synchronization

/// Ctrl-C for a ``ToolSession``: set from any thread (a client cancelled its call, or went),
/// it stops the command running as Ctrl-C does at a terminal, and the lines after it.
package final class ToolInterruption: Sendable {
  private let flag = Atomic<Bool>(false)

  package init() {}

  /// Stops the command running and the call's lines after it.
  package func interrupt() { flag.store(true, ordering: .relaxed) }

  var isPending: Bool { flag.load(ordering: .relaxed) }

  /// Lets the next call run (an interruption stays pending until then).
  package func clear() { flag.store(false, ordering: .relaxed) }
}
