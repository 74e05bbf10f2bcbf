/// The work that async code registered for cancellation in one store
/// (`withTaskCancellation(id:)`), reachable from any thread: tasks register and cancel from
/// wherever they run, and the store's ``EffectContext`` cancels them with its effects.
final class TaskCancellations: Sendable {
  private struct Entries {
    var byID: [CancelID: [Int: @Sendable () -> Void]] = [:]
    var nextToken = 0
  }

  private let entries = LockIsolated(Entries())

  /// Registers `cancel` under `id`; the token unregisters it.
  func register(_ id: CancelID, cancel: @escaping @Sendable () -> Void) -> Int {
    entries.withValue { entries in
      let token = entries.nextToken
      entries.nextToken += 1
      entries.byID[id, default: [:]][token] = cancel
      return token
    }
  }

  func unregister(_ id: CancelID, token: Int) {
    entries.withValue { entries in
      entries.byID[id]?[token] = nil
      if entries.byID[id]?.isEmpty == true { entries.byID[id] = nil }
    }
  }

  /// Cancels the work under `id`, in registration order; it runs outside the lock.
  func cancel(_ id: CancelID) {
    let cancels = entries.withValue { $0.byID.removeValue(forKey: id) } ?? [:]
    for (_, cancel) in cancels.sorted(by: { $0.key < $1.key }) { cancel() }
  }

  /// Cancels everything registered.
  func cancelAll() {
    let all = entries.withValue { entries in
      defer { entries.byID.removeAll() }
      return entries.byID
    }
    for cancels in all.values { for cancel in cancels.values { cancel() } }
  }

  func contains(_ id: CancelID) -> Bool {
    entries.withValue { !($0.byID[id]?.isEmpty ?? true) }
  }

  /// Where async code outside any store's effect registers: there is no store to scope it to.
  static let detached = TaskCancellations()
}
