#if MCP
import StoreShell
import Synchronization

/// The server's sessions, one a feature (opened at its first use, kept when another is
/// selected), and the feature open now. Their work runs on one thread of its own, a call at a
/// time, in the order the calls came (``SessionThread``): the shell's sessions are used on one
/// thread, and their commands block (a worker's answer, a long `advance`), which the
/// concurrency pool's threads must not.
///
/// `@unchecked Sendable`: every stored property but ``running`` and ``closed`` (each safe
/// from any thread) is used on ``thread`` alone.
final class MCPSessions: @unchecked Sendable {
  private let thread = SessionThread(name: "store-shell.mcp.session")
  let features: [AnyShellFeature]
  private let options: ShellOptions
  private var sessions: [String: ToolSession] = [:]
  /// The feature open now.
  private(set) var selected: AnyShellFeature
  /// The text of the last test exported, for its resource.
  var lastExport: String?
  /// Whether the client is gone: calls still waiting do not run.
  private let closed = Atomic<Bool>(false)
  /// The interruption of the session running a call now, for a cancellation (any thread).
  private let running = Mutex<ToolInterruption?>(nil)

  init(features: [AnyShellFeature], selected: AnyShellFeature, options: ShellOptions) {
    self.features = features
    self.selected = selected
    self.options = options
  }

  /// The open feature's session, opened if it was not.
  var session: ToolSession {
    if let session = sessions[selected.name] { return session }
    let session = ToolSession(feature: selected, options: options)
    sessions[selected.name] = session
    return session
  }

  /// Whether `name`'s session is open (has run something).
  func isOpen(_ name: String) -> Bool { sessions[name] != nil }

  /// Opens `feature`'s session (its own, kept, if it was open before).
  func select(_ feature: AnyShellFeature) { selected = feature }

  /// Runs `work` on the sessions' thread after the calls before it; a cancelled call
  /// interrupts its command as Ctrl-C would. `nil` once the client is gone.
  func perform<T: Sendable>(_ work: @escaping @Sendable (MCPSessions) -> T) async -> T? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (done: CheckedContinuation<T?, Never>) in
        thread.async {
          let interruption = self.session.interruption
          interruption.clear()
          self.running.withLock { $0 = interruption }
          // After `running` is set: a `close()` from now on interrupts this call.
          guard !self.closed.load(ordering: .sequentiallyConsistent) else {
            self.running.withLock { $0 = nil }
            return done.resume(returning: nil)
          }
          let result = work(self)
          self.running.withLock { $0 = nil }
          done.resume(returning: result)
        }
      }
    } onCancel: {
      running.withLock { $0?.interrupt() }
    }
  }

  /// The client is gone: the call running is interrupted, those waiting are dropped, and the
  /// sessions end (their workers with them) once it returns.
  func close() async {
    closed.store(true, ordering: .sequentiallyConsistent)
    running.withLock { $0?.interrupt() }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      thread.async {
        self.sessions = [:]
        done.resume()
      }
    }
  }
}
#endif
