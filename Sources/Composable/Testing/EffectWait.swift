import Foundation

/// How async test code waits for effects on their own threads and tasks: check, yield, nap
/// 0.1 ms, check again, until a deadline. Shared by ``TestStore`` and ``TestStoreTask``.
enum EffectWait {
  /// `nanoseconds` from now.
  static func deadline(after nanoseconds: UInt64) -> DispatchTime {
    DispatchTime.now() + .nanoseconds(Int(clamping: nanoseconds))
  }

  /// Suspends until `done` or `deadline`, yielding to other tasks meanwhile; on the caller's
  /// actor (`isolation`), where `done` belongs.
  static func suspend(
    until deadline: DispatchTime, isolation: isolated (any Actor)? = #isolation,
    _ done: () -> Bool
  ) async {
    while !done(), DispatchTime.now() < deadline {
      await Task.yield()
      try? await Task.sleep(nanoseconds: 100_000)
    }
  }
}
