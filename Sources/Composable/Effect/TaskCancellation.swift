/// Runs `operation` in a child task registered under `id`: `Task.cancel(id:)`, an
/// `Effect.cancel(id:)` or a later call with `cancelInFlight` cancels it. With
/// `cancelInFlight`, first cancels the work already under `id` (a debounce:
/// `try await withTaskCancellation(id: SearchID.self, cancelInFlight: true) { … }`).
///
/// Called from an effect's task, the id is scoped to that effect's store, like
/// `Effect.cancellable(id:)`'s; from other async code, to the process.
/// Cancelling the calling task cancels `operation` too.
public func withTaskCancellation<T: Sendable, E: Error>(
  id: AnyHashable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(E) -> T
) async throws(E) -> T {
  try await withTaskCancellation(CancelID.scoped(id), cancelInFlight: cancelInFlight, operation)
}

/// Runs `operation` in a child task registered under the type `id`, as with a hashable id.
public func withTaskCancellation<T: Sendable, E: Error>(
  id: Any.Type,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(E) -> T
) async throws(E) -> T {
  try await withTaskCancellation(
    CancelID.scoped(type: id), cancelInFlight: cancelInFlight, operation)
}

private func withTaskCancellation<T: Sendable, E: Error>(
  _ id: CancelID,
  cancelInFlight: Bool,
  _ operation: @escaping @Sendable () async throws(E) -> T
) async throws(E) -> T {
  let scope = EffectTaskScope.currentOrDetached
  if cancelInFlight { scope.cancel(id) }
  // Registered before the task exists, so that a cancellation can never miss work that has
  // started: one arriving first is remembered, and the task is cancelled as it is made.
  let child = LockIsolated(ChildTask<Result<T, E>>.pending)
  let tokens = id.prefixes.map { id in
    (id, scope.tasks.register(id) { child.withValue { $0.cancel() } })
  }
  defer { for (id, token) in tokens { scope.tasks.unregister(id, token: token) } }
  let task = child.withValue { child in
    let task = Task<Result<T, E>, Never> {
      do throws(E) { return .success(try await operation()) } catch { return .failure(error) }
    }
    if case .cancelled = child { task.cancel() }
    child = .running(task)
    return task
  }
  let result = await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  return try result.get()
}

/// The child task of `withTaskCancellation`, or that it was cancelled before it was made.
private enum ChildTask<Success: Sendable>: Sendable {
  case pending
  case cancelled
  case running(Task<Success, Never>)

  mutating func cancel() {
    if case let .running(task) = self { task.cancel() } else { self = .cancelled }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the work registered under `id`: async work (`withTaskCancellation(id:)`) at once,
  /// effects (`cancellable(id:)`) on their store's thread. From an effect's task, in that
  /// effect's store; from other async code, the work no store started.
  public static func cancel<ID: Hashable & Sendable>(id: ID) async {
    EffectTaskScope.currentOrDetached.cancel(CancelID.scoped(id))
  }

  /// Cancels the work registered under the type `id`; as with a hashable id.
  public static func cancel(id: Any.Type) async {
    EffectTaskScope.currentOrDetached.cancel(CancelID.scoped(type: id))
  }
}
