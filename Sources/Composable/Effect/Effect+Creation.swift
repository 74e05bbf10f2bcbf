import ConcurrencyExtras

#if os(Linux) || os(Android)
  import OpenCombine
#else
  import Combine
#endif

extension Effect {
  /// An effect that delivers `value` at once, then completes.
  public init(value: Output) {
    self.init(kind: "value") { subscriber in
      subscriber.send(value)
      subscriber.finish()
      return LockedCancellable {}
    }
  }

  /// An effect that fails at once with `error`.
  public init(error: Failure) {
    self.init(kind: "error") { subscriber in
      subscriber.finish(.failure(error))
      return LockedCancellable {}
    }
  }

  /// An effect that runs `work` when started and delivers its result.
  public static func sync(_ work: @escaping () -> Output) -> Self {
    Self(kind: "sync") { subscriber in
      subscriber.send(work())
      subscriber.finish()
      return LockedCancellable {}
    }
  }

  /// An effect that runs `work` when started and delivers its value or fails with its error.
  public static func result(_ work: @escaping () -> Result<Output, Failure>) -> Self {
    Self(kind: "result") { subscriber in
      switch work() {
      case let .success(value):
        subscriber.send(value)
        subscriber.finish()
      case let .failure(error):
        subscriber.finish(.failure(error))
      }
      return LockedCancellable {}
    }
  }

  /// An effect from callback-based work: `attemptToFulfill` receives a callback to call once,
  /// from any thread, with the result.
  public static func future(
    _ attemptToFulfill: @escaping (@escaping (Result<Output, Failure>) -> Void) -> Void
  ) -> Self {
    Self(kind: "future") { subscriber in
      let delivery = CallbackDelivery(subscriber)
      attemptToFulfill { result in
        let result = UncheckedSendable(result)
        delivery.deliver { subscriber in
          switch result.value {
          case let .success(value):
            subscriber.send(value)
            subscriber.finish()
          case let .failure(error):
            subscriber.finish(.failure(error))
          }
        }
      }
      delivery.started()
      return LockedCancellable {}
    }
  }

  /// An effect that runs `work` when started and delivers its result, or fails with what it
  /// throws.
  public static func catching(_ work: @escaping () throws -> Output) -> Self
  where Failure == any Error {
    .result { Result { try work() } }
  }

  /// An effect that runs `work` and completes, delivering nothing.
  public static func fireAndForget(_ work: @escaping () throws -> Void) -> Self {
    Self(kind: "fireAndForget") { subscriber in
      try? work()
      subscriber.finish()
      return LockedCancellable {}
    }
  }

  /// An effect that starts `work` lazily each time it is started.
  public static func deferred(_ makeEffect: @escaping () -> Self) -> Self {
    Self(kind: "deferred") { subscriber in
      makeEffect().subscribe(subscriber)
    }
  }
}

extension Effect where Failure == Never {
  /// Subscribes with closures, running the effect at once on the calling thread; values
  /// delivered later from other threads (a `.future` fulfilled elsewhere, a `.run` task) arrive
  /// on the thread that delivers them, one at a time.
  ///
  /// The seed 004 tests drive effects directly this way: `effects[0].sink { _ in XCTFail() }`.
  @discardableResult
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

extension Effect {
  /// Subscribes with closures for the completion and each value, running the effect at once on
  /// the calling thread.
  ///
  /// Effects run with `sink` on one thread share their cancellation ids, as TCA 0.40's ids were
  /// shared by the whole process: `Effect.cancel(id:)` run with `sink` on the same thread stops
  /// them (they finish at once, delivering nothing more).
  @discardableResult
  public func sink(
    receiveCompletion: @escaping (EffectCompletion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let context = EffectContext.forSinks
    let subscriber = EffectSubscriber<Output, Failure>(
      context: context, record: nil, onValue: receiveValue, onCompletion: receiveCompletion)
    let cancellable = subscribe(subscriber)
    return LockedCancellable {
      cancellable.cancel()
      _ = context
    }.erased
  }
}

extension EffectContext {
  /// The context of the effects run with `sink` outside a store on the current thread, made on
  /// first use: one per thread, so that they share cancellation ids without sharing unlocked
  /// state across threads.
  static var forSinks: EffectContext {
    let key = "Composable.EffectContext.forSinks"
    let dictionary = Thread.current.threadDictionary
    if let context = dictionary[key] as? EffectContext { return context }
    let context = EffectContext(inbox: .immediate())
    dictionary[key] = context
    return context
  }
}
