/// Cancels work when asked, or when it is released (like Combine's `AnyCancellable`).
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var onCancel: (() -> Void)?

  /// Wraps the closure that cancels the work; it runs at most once.
  public init(_ cancel: @escaping () -> Void) { self.onCancel = cancel }

  deinit { cancel() }

  /// Cancels the work. Calling it again does nothing.
  public func cancel() {
    lock.lock()
    let run = onCancel
    onCancel = nil
    lock.unlock()
    run?()
  }

  /// Keeps this cancellable alive in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
