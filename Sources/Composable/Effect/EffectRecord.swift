import ConcurrencyExtras

/// One effect in flight in a store: what kind of work it is, which action started it, the
/// cancellation ids it is registered under and, for scheduled work, when it fires next.
///
/// The shell's `effects` command lists these; ``TestStore`` uses them to report effects still
/// running at the end of a test.
public final class EffectRecord: @unchecked Sendable {
  /// A number unique within the store, in start order.
  public let id: Int
  /// The effect's kind: `timer`, `delay`, `task`, `run`, `merge`…
  public let kind: String
  /// The action whose reducer returned this effect.
  public let origin: Any
  /// The ids this effect can be cancelled with (`cancellable(id:)`): the values given, or
  /// `ObjectIdentifier(T.self)` for a type `T`.
  public var cancellationIDs: [AnyHashable] { cancelIDs.map(\.base) }
  /// The same ids as listings print them: a type id by its name (`TimerID`), any other id as
  /// its custom dump (`"timer"`).
  public var cancellationIDDescriptions: [String] { cancelIDs.map(\.description) }
  /// A description of when the effect next fires, for scheduled work (`in 10ms`).
  public var nextFire: String? { nextFireProvider?() }

  var cancelIDs: [CancelID] = []

  /// The effect whose `Task` (a `.run`, `.task` or async `.fireAndForget`) runs the current
  /// code, if any: tools that drive tasks (the shell) use it to tell whose a task is.
  @TaskLocal public static var current: EffectRecord?

  /// How many of this effect's tasks have started and not yet returned. Readable from any
  /// thread.
  public var runningTaskCount: Int { runningTasks.value }

  let runningTasks = LockIsolated(0)
  var nextFireProvider: (() -> String?)?
  var cancellable: LockedCancellable?
  weak var context: EffectContext?
  private let completed = LockIsolated(false)

  init(id: Int, kind: String, origin: Any) {
    self.id = id
    self.kind = kind
    self.origin = origin
  }

  /// Whether the effect has ended (completed or cancelled). Readable from any thread.
  public var isCompleted: Bool { completed.value }

  /// Cancels the effect on its store's thread, from any thread. The cancellable is read there
  /// too: the store's thread clears it when the effect completes.
  func cancelFromAnyThread() {
    guard let context else { return }
    context.deliver { self.cancellable?.cancel() }
  }

  func markCompleted() {
    completed.setValue(true)
    nextFireProvider = nil
  }
}
