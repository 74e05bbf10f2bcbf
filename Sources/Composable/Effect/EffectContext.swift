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
  private var cancellables: [AnyHashable: [Int: () -> Void]] = [:]
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
    let subscriber = EffectSubscriber<Output, Never>(
      context: self, record: record,
      onValue: { [unowned record] in onValue($0, record) },
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
      record.cancellable = AnyCancellable {
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
  }

  /// Cancels the effects registered under `id`.
  public func cancel(id: AnyHashable) {
    guard let entries = cancellables.removeValue(forKey: id) else { return }
    for (_, cancel) in entries.sorted(by: { $0.key < $1.key }) { cancel() }
  }

  /// Whether an effect is registered under `id`.
  public func isInFlight(id: AnyHashable) -> Bool { !(cancellables[id]?.isEmpty ?? true) }

  func register(id: AnyHashable, cancel: @escaping () -> Void) -> Int {
    let token = nextToken
    nextToken += 1
    cancellables[id, default: [:]][token] = cancel
    return token
  }

  func unregister(id: AnyHashable, token: Int) {
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
