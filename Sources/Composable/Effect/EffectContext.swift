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
  /// The thread that created the context: work from elsewhere goes through the inbox.
  let ownerThread = Thread.current

  /// A context whose inbox is drained however its owner decides.
  public init(inbox: EffectInbox) { self.inbox = inbox }

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
        self.records.removeAll { $0 === record }
      })
    let cancellable = effect.subscribe(subscriber)
    if subscriber.isFinished {
      cancellable.cancel()
    } else {
      record.cancellable = AnyCancellable { [weak subscriber] in
        cancellable.cancel()
        subscriber?.finish()
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

  /// Runs `job` on the store's thread: now when called there, else through the inbox.
  func deliver(_ job: @escaping () -> Void) {
    if Thread.current === ownerThread { job() } else { inbox.post(job) }
  }
}
