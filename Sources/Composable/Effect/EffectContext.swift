import ConcurrencyExtras

/// The running effects of one store: their records, the cancellation registry, throttling
/// state and the inbox that brings work from other threads back to the store's thread.
///
/// Each store (and each scope of it) shares its root's context, so cancellation ids are
/// scoped to a store rather than global: two stores can use the same id without interfering.
public final class EffectContext {
  /// Work posted from other threads for the store's thread.
  public let inbox: EffectInbox
  /// The effects in flight, in start order.
  public private(set) var records: [EffectRecord] = []

  private var nextRecordID = 0
  private var nextToken = 0
  private var cancellables: [CancelID: [Int: () -> Void]] = [:]
  /// The async work registered with `withTaskCancellation(id:)` by this store's tasks.
  let tasks = TaskCancellations()
  var throttleTimes: [AnyHashable: Any] = [:]
  var throttleValues: [AnyHashable: Any] = [:]
  /// Whether the main thread created the context, and so owns its store (see ``deliver(_:)``).
  let isOwnedByMainThread: Bool

  /// A context whose inbox is drained however its owner decides.
  public convenience init(inbox: EffectInbox) {
    self.init(inbox: inbox, isOwnedByMainThread: Thread.isMainThread)
  }

  /// A context whose store the main thread owns or not: a test store's is owned by no thread,
  /// so everything from other threads goes through its inbox.
  init(inbox: EffectInbox, isOwnedByMainThread: Bool) {
    self.inbox = inbox
    self.isOwnedByMainThread = isOwnedByMainThread
  }

  /// Starts `effect`, delivering its values with its record to `onValue`; records it as
  /// started by `origin`. Returns `nil` for ``Effect/none``.
  @discardableResult
  public func start<Output>(
    _ effect: Effect<Output, Never>, origin: Any,
    onValue: @escaping (Output, EffectRecord) -> Void
  ) -> EffectRecord? {
    guard !effect.isNone else { return nil }
    let record = EffectRecord(id: nextRecordID, kind: effect.kind, origin: origin)
    nextRecordID += 1
    record.context = self
    records.append(record)
    // The record is captured strongly, as the subscriber holds it already (`unowned` would
    // check it, with a retain and release, on every value: ~150 instructions a timer's tick).
    // Neither keeps the record alive past the effect: its completion, and cancelling it, drop
    // the cancellable that holds the subscriber.
    let subscriber = EffectSubscriber<Output, Never>(
      context: self, record: record,
      onValue: { onValue($0, record) },
      onCompletion: { [weak self, weak record] _ in
        guard let self, let record else { return }
        record.markCompleted()
        record.cancellable = nil
        self.records.removeAll { $0 === record }
      })
    let cancellable = effect.subscribe(subscriber)
    if subscriber.isFinished {
      cancellable.cancel()
    } else {
      // Holds the subscriber strongly: cancelling the work releases the closures that kept it
      // alive, and it must still finish to end the record. Completion clears this, so the
      // record and the subscriber do not keep each other alive.
      record.cancellable = LockedCancellable {
        subscriber.finish()
        cancellable.cancel()
      }
    }
    return record
  }

  /// Cancels the effect in flight with record id `id`; returns whether one was found.
  @discardableResult
  public func cancel(recordID id: Int) -> Bool {
    guard let record = records.first(where: { $0.id == id }) else { return false }
    record.cancellable?.cancel()
    return true
  }

  /// Cancels every effect in flight.
  public func cancelAll() {
    for record in records { record.cancellable?.cancel() }
    records.removeAll()
    cancellables.removeAll()
    tasks.cancelAll()
  }

  /// Cancels the effects registered under `id`, and the async work of this store's tasks
  /// under it (`withTaskCancellation(id:)`).
  public func cancel(id: AnyHashable) { cancel(CancelID(id)) }

  /// Cancels the effects and async work registered under the type `id`.
  public func cancel(id: Any.Type) { cancel(CancelID(type: id)) }

  /// Whether an effect or async work is registered under `id`.
  public func isInFlight(id: AnyHashable) -> Bool { isInFlight(CancelID(id)) }

  /// Whether an effect or async work is registered under the type `id`.
  public func isInFlight(id: Any.Type) -> Bool { isInFlight(CancelID(type: id)) }

  func cancel(_ id: CancelID) {
    tasks.cancel(id)
    guard let entries = cancellables.removeValue(forKey: id) else { return }
    for (_, cancel) in entries.sorted(by: { $0.key < $1.key }) { cancel() }
  }

  func isInFlight(_ id: CancelID) -> Bool {
    !(cancellables[id]?.isEmpty ?? true) || tasks.contains(id)
  }

  /// What the tasks of this store's effects reach through ``EffectTaskScope/current``; it holds
  /// the context weakly, so a task outliving its store cancels nothing.
  var taskScope: EffectTaskScope {
    let context = UncheckedSendable(WeakEffectContext(self))
    return EffectTaskScope(tasks: tasks) { id in
      guard let owner = context.value.context else { return }
      owner.deliver { context.value.context?.cancel(id) }
    }
  }

  func register(id: CancelID, cancel: @escaping () -> Void) -> Int {
    let token = nextToken
    nextToken += 1
    cancellables[id, default: [:]][token] = cancel
    return token
  }

  func unregister(id: CancelID, token: Int) {
    cancellables[id]?[token] = nil
    if cancellables[id]?.isEmpty == true { cancellables[id] = nil }
  }

  /// Runs `job` on the store's thread: at once when called on the main thread of a store the
  /// main thread owns, else through the inbox (whose owner drains it on the store's thread).
  ///
  /// Only the main thread can be trusted to be the store's: a store created on a thread of the
  /// cooperative pool (an async test) is used from whichever pool thread its task resumes on,
  /// so an effect's task that happens to run on the creating thread would race with it.
  func deliver(_ job: @escaping () -> Void) {
    if isOwnedByMainThread && Thread.isMainThread { job() } else { inbox.post(job) }
  }
}

/// A weak reference to a context, for tasks that must not keep their store alive.
final class WeakEffectContext {
  weak var context: EffectContext?
  init(_ context: EffectContext) { self.context = context }
}
