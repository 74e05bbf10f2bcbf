import Foundation

#if os(Linux) || os(Android)
  import OpenCombine
#else
  import Combine
#endif

/// Cancels work when asked, or when it is released, exactly once whichever thread asks: what
/// an effect's subscription and a store's observation hold.
///
/// Written by hand beside Combine's `AnyCancellable` (which the public API hands out): an
/// effect can be cancelled by its store and end on its own task's thread at the same moment,
/// and OpenCombine's `AnyCancellable` takes no lock.
@usableFromInline
final class LockedCancellable: Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var onCancel: (() -> Void)?

  /// Wraps the closure that cancels the work; it runs at most once.
  init(_ cancel: @escaping () -> Void) { self.onCancel = cancel }

  deinit { cancel() }

  /// Cancels the work. Calling it again does nothing.
  @usableFromInline func cancel() {
    lock.lock()
    let run = onCancel
    onCancel = nil
    lock.unlock()
    run?()
  }

  /// This cancellation as Combine's `AnyCancellable`, for the public API: it cancels when
  /// cancelled or released.
  var erased: AnyCancellable { AnyCancellable(self) }
}
