extension Effect {
  /// Runs `effects` at the same time; completes when all have, fails with the first failure.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs `effects` at the same time; completes when all have, fails with the first failure.
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    let running = effects.filter { !$0.isNone }
    if running.isEmpty { return .none }
    if running.count == 1 { return running[0] }
    // Named after what goes on running: `.merge(.cancel(id:), .task {…})` is a task to listings.
    let lasting = running.map(\.kind).filter { $0 != "cancel" }
    return Self(kind: lasting.count == 1 ? lasting[0] : "merge") { subscriber in
      var remaining = running.count
      var cancellables: [LockedCancellable] = []
      var failed = false
      func cancelAll() { cancellables.forEach { $0.cancel() } }
      for effect in running {
        let upstream: EffectSubscriber<Output, Failure> = subscriber.upstream(
          onValue: { subscriber.send($0) },
          onCompletion: { completion in
            remaining -= 1
            if case .failure = completion {
              // The first failure ends the merge: the effects still running are cancelled.
              failed = true
              subscriber.finish(completion)
              cancelAll()
            } else if remaining == 0 {
              subscriber.finish()
            }
          })
        cancellables.append(effect.subscribe(upstream))
        if failed {
          cancelAll()
          break
        }
      }
      return LockedCancellable { cancelAll() }
    }
  }

  /// This effect and `other` at the same time.
  public func merge(with other: Self) -> Self { .merge(self, other) }

  /// Runs `effects` one after another; each starts when the one before completes.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs `effects` one after another; each starts when the one before completes.
  public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
    let running = effects.filter { !$0.isNone }
    if running.isEmpty { return .none }
    if running.count == 1 { return running[0] }
    return Self(kind: "concatenate") { subscriber in
      // Every step's cancellable is kept: a step that completes while it is being subscribed
      // starts the next one from inside `subscribe`, so "the current one" is not simply the
      // last assigned, and releasing a cancellable would cancel its step.
      var cancellables: [LockedCancellable] = []
      var index = 0
      func startNext() {
        guard index < running.count, !subscriber.isFinished else { return }
        let effect = running[index]
        index += 1
        let upstream: EffectSubscriber<Output, Failure> = subscriber.upstream(
          onValue: { subscriber.send($0) },
          onCompletion: { completion in
            if case .failure = completion {
              subscriber.finish(completion)
            } else if index == running.count {
              subscriber.finish()
            } else {
              startNext()
            }
          })
        cancellables.append(effect.subscribe(upstream))
      }
      startNext()
      return LockedCancellable { cancellables.forEach { $0.cancel() } }
    }
  }
}
