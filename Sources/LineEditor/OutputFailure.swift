#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Synchronization

extension LineEditor {
  /// Sets what happens when the editor cannot write standard output (a closed pipe, a full
  /// disk, `/dev/full`): `handler` is called once, with the write's `errno`, on the thread
  /// that wrote. Without one, the failure leaves only C's error flag on `stdout` set.
  public static func onOutputFailure(_ handler: @escaping @Sendable (Int32) -> Void) {
    OutputFailure.handler.withLock { $0 = handler }
  }

  /// Flushes standard output (what Swift's `print` wrote too), checked as the editor's own
  /// writes are.
  public static func flushOutput() {
    OutputFailure.flushChecked()
  }
}

/// Standard output's write failures, handed to ``LineEditor/onOutputFailure(_:)``'s handler.
enum OutputFailure {
  static let handler = Mutex<(@Sendable (Int32) -> Void)?>(nil)
  private static let reported = Atomic<Bool>(false)

  /// Flushes `stdout`; when that or an earlier write to it failed, tells the handler (once).
  static func flushChecked() {
    guard fflush(stdout) != 0 || ferror(stdout) != 0 else { return }
    let code = errno == 0 ? EIO : errno
    guard !reported.exchange(true, ordering: .sequentiallyConsistent) else { return }
    handler.withLock { $0 }?(code)
  }
}
