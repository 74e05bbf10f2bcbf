extension Effect {
  /// Registers this effect under `id`, so that `Effect.cancel(id:)` stops it; with
  /// `cancelInFlight`, first cancels the effects already under `id`.
  ///
  /// A cancelled effect stops its work and delivers nothing more; it counts as completed.
  public func cancellable(id: AnyHashable, cancelInFlight: Bool = false) -> Self {
    guard !isNone || cancelInFlight else { return .none }
    return Self(kind: kind) { subscriber in
      let context = subscriber.context
      if cancelInFlight { context.cancel(id: id) }
      subscriber.record?.cancellationIDs.append(id)
      var token: Int?
      let downstream: EffectSubscriber<Output, Failure> = subscriber.upstream(
        onValue: { subscriber.send($0) },
        onCompletion: { completion in
          if let token { context.unregister(id: id, token: token) }
          subscriber.finish(completion)
        })
      let upstream = self.subscribe(downstream)
      guard !downstream.isFinished else { return upstream }
      token = context.register(id: id) {
        // Finished first: cancelling `upstream` stops `downstream`, whose completion ends
        // this effect.
        downstream.finish()
        upstream.cancel()
      }
      return AnyCancellable {
        if let token { context.unregister(id: id, token: token) }
        upstream.cancel()
      }
    }
  }

  /// An effect that cancels the effects registered under `id`, and completes.
  public static func cancel(id: AnyHashable) -> Self {
    Self(kind: "cancel") { subscriber in
      subscriber.context.cancel(id: id)
      subscriber.finish()
      return AnyCancellable {}
    }
  }

  /// An effect that cancels the effects registered under each of `ids`, and completes.
  public static func cancel(ids: [AnyHashable]) -> Self {
    .merge(ids.map { Self.cancel(id: $0) })
  }
}
