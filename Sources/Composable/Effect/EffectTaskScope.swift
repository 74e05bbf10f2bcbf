/// The store a task started by an effect (`.task`, `.run`, `.fireAndForget`) belongs to, as
/// `withTaskCancellation(id:)` and `Task.cancel(id:)` find it: a task-local value, inherited by
/// the tasks it starts.
struct EffectTaskScope: Sendable {
  /// The scope of the running task, if an effect started it.
  @TaskLocal static var current: EffectTaskScope?

  /// The scope of the running task, or the process-wide one for async code no store started.
  static var currentOrDetached: EffectTaskScope {
    current ?? EffectTaskScope(tasks: .detached, cancelEffects: { _ in })
  }

  /// The store's cancellable async work.
  let tasks: TaskCancellations
  /// Cancels the store's effects under an id, on the store's thread.
  let cancelEffects: @Sendable (CancelID) -> Void

  /// Cancels the work under `id`: async work at once, effects on the store's thread.
  func cancel(_ id: CancelID) {
    tasks.cancel(id)
    cancelEffects(id)
  }
}
