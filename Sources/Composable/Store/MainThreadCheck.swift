import Foundation
import IssueReporting

#if !canImport(Darwin)
  import Synchronization
#endif

/// The runtime warnings of a store that belongs to the main thread but is used on another,
/// worded as the Composable Architecture 0.40 words them. They go through IssueReporting, so a
/// test fails on them.
@usableFromInline
enum MainThreadCheck {
  @usableFromInline
  enum Misuse {
    case initialized
    case scoped
    case sent(Any)
  }

  /// Whether the caller runs on the main thread or the main queue. On Linux the two differ once
  /// the process parks its main thread (`dispatchMain()`, an async `main`): the main queue, and
  /// the main actor with it, then runs on a worker thread.
  @usableFromInline
  static var isOnMain: Bool {
    isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// The main thread's id once a check ran on it (0 until then), for ``isOnMain(known:)``.
  @usableFromInline
  static var knownMainThreadID: UInt {
    #if canImport(Darwin)
      return 0
    #else
      return UInt(knownMainThread.load(ordering: .relaxed))
    #endif
  }

  /// ``isOnMain``, answered inline when the calling thread is `known`, the main thread's id
  /// that a store remembered when it was created (``knownMainThreadID``, or `UInt.max`, no
  /// thread's id, when it was not known then): a store's `send` checks this way, without a
  /// call when used on the main thread as it should be.
  @inlinable @inline(__always)
  static func isOnMain(known: UInt) -> Bool {
    #if canImport(Darwin)
      return isOnMain
    #else
      return UInt(pthread_self()) == known || isOnMain
    #endif
  }

  /// Whether the calling thread is the main thread. On Linux, Foundation's
  /// `Thread.isMainThread` makes a system call (`gettid`) each time, too much for every
  /// `send`: the main thread's id is remembered once found, and the answer for other threads
  /// is kept per thread (a thread never becomes or stops being the main one, which lives as
  /// long as the process, so its id is never reused).
  static var isMainThread: Bool {
    #if canImport(Darwin)
      return pthread_main_np() != 0
    #else
      let current = pthread_self()
      if current == knownMainThread.load(ordering: .relaxed) { return true }
      if let known = pthread_getspecific(threadKey) { return known == mainThreadMark }
      let isMain = Thread.isMainThread
      pthread_setspecific(threadKey, isMain ? mainThreadMark : otherThreadMark)
      if isMain { knownMainThread.store(current, ordering: .relaxed) }
      return isMain
    #endif
  }

  #if !canImport(Darwin)
    /// The main thread's id, once a check ran on it (0 until then: no thread has id 0).
    private static let knownMainThread = Atomic<pthread_t>(0)
    private static let threadKey: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()
    private static var mainThreadMark: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 1)! }
    private static var otherThreadMark: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 2)! }
  #endif

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  @usableFromInline
  static func report(_ misuse: Misuse) {
    let notThreadSafe = """
      The "Store" class is not thread-safe, and so all interactions with an instance of \
      "Store" (including all of its scopes and derived view stores) must be done on the main \
      thread.
      """
    switch misuse {
    case .initialized:
      reportIssue("A store initialized on a non-main thread. …\n\n\(notThreadSafe)")
    case .scoped:
      reportIssue("\"Store.scope\" was called on a non-main thread. …\n\n\(notThreadSafe)")
    case let .sent(action):
      reportIssue(
        """
        "ViewStore.send" was called on a non-main thread with: \(debugCaseOutput(action)) …

        \(notThreadSafe)
        """)
    }
  }
}
