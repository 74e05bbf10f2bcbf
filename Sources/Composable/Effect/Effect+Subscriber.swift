import IssueReporting

#if os(Linux) || os(Android)
  import OpenCombine
#else
  import Combine
#endif

extension Effect {
  /// The receiving end handed to ``run(_:)``: send it values, then a completion, from any
  /// thread.
  public struct Subscriber: @unchecked Sendable {
    private let delivery: CallbackDelivery<Output, Failure>

    init(_ delivery: CallbackDelivery<Output, Failure>) { self.delivery = delivery }

    /// Delivers `value`, unless the effect has ended.
    public func send(_ value: Output) { delivery.send(value) }

    /// Ends the effect: `.finished`, or `.failure(error)`.
    public func send(completion: EffectCompletion<Failure>) { delivery.finish(completion) }
  }

  /// An effect from callback-based work, as TCA 0.40's Combine-backed `Effect.run`: `work`
  /// receives a ``Subscriber`` to send values and a completion to, from any thread, and
  /// returns what cancels it: Combine's `Cancellable` (an `AnyCancellable`, or a type of the
  /// client's).
  ///
  /// ```swift
  /// Effect.run { subscriber in
  ///   let observer = center.addObserver(…) { _ in subscriber.send(.changed) }
  ///   return AnyCancellable { center.removeObserver(observer) }
  /// }
  /// ```
  ///
  /// (The async `run(priority:operation:catch:)` is chosen for an async closure.)
  public static func run(_ work: @escaping (Subscriber) -> any Cancellable) -> Self {
    Self(kind: "run") { subscriber in
      let delivery = CallbackDelivery(subscriber)
      let cancellable = work(Subscriber(delivery))
      delivery.started()
      return LockedCancellable { cancellable.cancel() }
    }
  }

  /// An effect that reports an issue when it runs, naming it with `prefix`, and delivers
  /// nothing: the effect of an unimplemented dependency in a test.
  public static func unimplemented(
    _ prefix: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(kind: "unimplemented") { subscriber in
      reportIssue(
        "\(prefix.isEmpty ? "" : "\(prefix) - ")An unimplemented effect ran.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      subscriber.finish()
      return LockedCancellable {}
    }
  }

  /// This effect, then `other` when it has completed.
  public func concatenate(with other: Self) -> Self { .concatenate(self, other) }
}
