/// The effects a ``Store/send(_:)`` started: await ``finish()`` to wait until they end, or
/// ``cancel()`` them (the seeds' `ViewStoreTask`).
public struct StoreTask: Hashable, Sendable {
  /// `nil` when no effect started (most sends): a caller then releases nothing.
  @usableFromInline let started: [EffectRecord]?

  /// The effects started.
  var records: [EffectRecord] { started ?? [] }

  @inlinable
  init(started: [EffectRecord]?) { self.started = started }

  /// Whether every effect ended (cancelled or completed).
  public var isCancelled: Bool { records.allSatisfy(\.isCompleted) }

  /// Waits until every effect has ended.
  public func finish() async {
    while !records.allSatisfy(\.isCompleted) {
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }

  /// Cancels every effect (on the store's thread) and waits until they have ended.
  public func cancel() async {
    for record in records where !record.isCompleted { record.cancelFromAnyThread() }
    await finish()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.records.map(ObjectIdentifier.init) == rhs.records.map(ObjectIdentifier.init)
  }

  public func hash(into hasher: inout Hasher) {
    for record in records { hasher.combine(ObjectIdentifier(record)) }
  }
}

/// The seeds' name for a store task.
public typealias ViewStoreTask = StoreTask
