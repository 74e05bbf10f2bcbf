extension Effect {
  /// Registers this effect under `id`, so that `Effect.cancel(id:)` stops it; with
  /// `cancelInFlight`, first cancels the effects already under `id`.
  ///
  /// A cancelled effect stops its work and delivers nothing more; it counts as completed.
  ///
  /// Ids are scoped to a store (the root and its scopes): the same id in two stores names two
  /// different effects. This differs from TCA 0.40, whose ids were global to the process (TCA
  /// 1.x scoped them to a store too); within one store, code written for 0.40 behaves the same.
  public func cancellable(id: AnyHashable, cancelInFlight: Bool = false) -> Self {
    cancellable(CancelID.scoped(id), cancelInFlight: cancelInFlight)
  }

  /// Registers this effect under the type `id` (`enum TimerID {}`, then
  /// `.cancellable(id: TimerID.self)`); as with a hashable id.
  public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Self {
    cancellable(CancelID.scoped(type: id), cancelInFlight: cancelInFlight)
  }

  func cancellable(_ id: CancelID, cancelInFlight: Bool) -> Self {
    guard !isNone || cancelInFlight else { return .none }
    return Self(kind: kind) { subscriber in
      let context = subscriber.context
      if cancelInFlight { context.cancel(id) }
      subscriber.record?.cancelIDs.append(id)
      // Registered under the id at each prefix of its path (see `CancelID.prefixes`).
      var tokens: [(id: CancelID, token: Int)] = []
      let downstream: EffectSubscriber<Output, Failure> = subscriber.upstream(
        onValue: { subscriber.send($0) },
        onCompletion: { completion in
          for (id, token) in tokens { context.unregister(id: id, token: token) }
          subscriber.finish(completion)
        })
      let upstream = self.subscribe(downstream)
      guard !downstream.isFinished else { return upstream }
      tokens = id.prefixes.map { id in
        let token = context.register(id: id) {
          // Finished first: cancelling `upstream` stops `downstream`, whose completion ends
          // this effect.
          downstream.finish()
          upstream.cancel()
        }
        return (id, token)
      }
      return LockedCancellable {
        for (id, token) in tokens { context.unregister(id: id, token: token) }
        upstream.cancel()
      }
    }
  }

  /// An effect that cancels the effects registered under `id` (and the async work under it,
  /// see `withTaskCancellation(id:)`), and completes.
  public static func cancel(id: AnyHashable) -> Self { cancel(CancelID.scoped(id)) }

  /// An effect that cancels the effects registered under the type `id`, and completes.
  public static func cancel(id: Any.Type) -> Self { cancel(CancelID.scoped(type: id)) }

  /// An effect that cancels the effects registered under each of `ids`, and completes.
  public static func cancel(ids: [AnyHashable]) -> Self { .merge(ids.map { cancel(id: $0) }) }

  /// An effect that cancels the effects registered under each of the types `ids`, and
  /// completes.
  public static func cancel(ids: [Any.Type]) -> Self { .merge(ids.map { cancel(id: $0) }) }

  static func cancel(_ id: CancelID) -> Self {
    Self(kind: "cancel") { subscriber in
      subscriber.context.cancel(id)
      subscriber.finish()
      return LockedCancellable {}
    }
  }
}
