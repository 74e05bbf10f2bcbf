// Written by hand for now: swift-dependencies has these keys, as combine-schedulers' types,
// under its `CombineSchedulers` trait, which Composable leaves off until its own schedulers are
// combine-schedulers' (issue "Composable on the field's own libraries"). Then this file goes and
// the keys come from swift-dependencies, with the same names, types' names and values.

extension DependencyValues {
  /// The main queue as a scheduler: live, `DispatchQueue.main`; in tests, a scheduler that
  /// fails when used (set it to a `DispatchQueue.test` or `.immediate`).
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }

  /// The main run loop as a scheduler: live, `RunLoop.main`; in tests, a scheduler that fails
  /// when used.
  public var mainRunLoop: AnySchedulerOf<RunLoop> {
    get { self[MainRunLoopKey.self] }
    set { self[MainRunLoopKey.self] = newValue }
  }
}

private enum MainQueueKey: DependencyKey {
  static var liveValue: AnySchedulerOf<DispatchQueue> { .main }
  static var testValue: AnySchedulerOf<DispatchQueue> { .unimplemented(#"@Dependency(\.mainQueue)"#) }
}

private enum MainRunLoopKey: DependencyKey {
  static var liveValue: AnySchedulerOf<RunLoop> { AnyScheduler(RunLoop.main) }
  static var testValue: AnySchedulerOf<RunLoop> { .unimplemented(#"@Dependency(\.mainRunLoop)"#) }
}
