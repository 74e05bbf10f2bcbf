/// The effects a ``TestStore/send(_:_:fileID:filePath:line:column:)`` started.
public struct TestStoreTask {
  let task: StoreTask
  let cancelAll: () -> Void

  init<State, Action, Environment>(task: StoreTask, store: TestStore<State, Action, Environment>) {
    self.task = task
    self.cancelAll = { [weak store] in
      guard let store else { return }
      for record in task.records where !record.isCompleted { record.cancellable?.cancel() }
      _ = store
    }
  }

  /// Whether every effect ended.
  public var isCancelled: Bool { task.isCancelled }

  /// Cancels the effects (call from the test's thread).
  public func cancel() { cancelAll() }
}
