extension Effect {
  /// Transforms each value with `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    guard !isNone else { return .none }
    return Effect<T, Failure>(kind: kind) { subscriber in
      self.subscribe(subscriber.upstream(onValue: { subscriber.send(transform($0)) }))
    }
  }

  /// Transforms each value, dropping those `transform` maps to `nil`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Effect<T, Failure> {
    guard !isNone else { return .none }
    return Effect<T, Failure>(kind: kind) { subscriber in
      self.subscribe(
        subscriber.upstream(onValue: { if let value = transform($0) { subscriber.send(value) } }))
    }
  }

  /// Transforms the failure with `transform`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Effect<Output, E> {
    guard !isNone else { return .none }
    return Effect<Output, E>(kind: kind) { subscriber in
      self.subscribe(
        subscriber.upstream(
          onValue: { subscriber.send($0) },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            switch completion {
            case .finished: subscriber.finish()
            case let .failure(error): subscriber.finish(.failure(transform(error)))
            }
          }))
    }
  }

  /// Replaces a failure with the effect `handler` returns for it.
  public func `catch`<E: Error>(_ handler: @escaping (Failure) -> Effect<Output, E>)
    -> Effect<Output, E>
  {
    guard !isNone else { return .none }
    return Effect<Output, E>(kind: kind) { subscriber in
      var recovery: LockedCancellable?
      let main = self.subscribe(
        subscriber.upstream(
          onValue: { subscriber.send($0) },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            switch completion {
            case .finished: subscriber.finish()
            case let .failure(error): recovery = handler(error).subscribe(subscriber)
            }
          }))
      return LockedCancellable {
        main.cancel()
        recovery?.cancel()
      }
    }
  }

  /// Replaces each value with the effect `transform` returns for it, run at once.
  public func flatMap<T>(_ transform: @escaping (Output) -> Effect<T, Failure>)
    -> Effect<T, Failure>
  {
    guard !isNone else { return .none }
    return Effect<T, Failure>(kind: kind) { subscriber in
      var inner: [LockedCancellable] = []
      var outer: LockedCancellable?
      var upstreamDone = false
      var active = 0
      // A failure ends the whole effect: what is still running is cancelled.
      func fail(_ completion: EffectCompletion<Failure>) {
        subscriber.finish(completion)
        outer?.cancel()
        inner.forEach { $0.cancel() }
      }
      outer = self.subscribe(
        subscriber.upstream(
          onValue: { value in
            guard !subscriber.isFinished else { return }
            active += 1
            inner.append(
              transform(value).subscribe(
                subscriber.upstream(
                  onValue: { subscriber.send($0) },
                  onCompletion: { (completion: EffectCompletion<Failure>) in
                    active -= 1
                    if case .failure = completion { fail(completion) }
                    else if upstreamDone && active == 0 { subscriber.finish() }
                  })))
          },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            upstreamDone = true
            if case .failure = completion { fail(completion) }
            else if active == 0 { subscriber.finish() }
          }))
      if subscriber.isFinished { outer?.cancel() }
      return LockedCancellable {
        outer?.cancel()
        inner.forEach { $0.cancel() }
      }
    }
  }

  /// Turns values and the failure into `Result`s, so the effect can no longer fail.
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    catchToEffect { $0 }
  }

  /// Turns values and the failure into `transform(Result)`: `.catchToEffect(Action.loaded)`.
  public func catchToEffect<T>(_ transform: @escaping (Result<Output, Failure>) -> T)
    -> Effect<T, Never>
  {
    guard !isNone else { return .none }
    return Effect<T, Never>(kind: kind) { subscriber in
      self.subscribe(
        subscriber.upstream(
          onValue: { subscriber.send(transform(.success($0))) },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            if case let .failure(error) = completion { subscriber.send(transform(.failure(error))) }
            subscriber.finish()
          }))
    }
  }

  /// This effect, as an `Effect` (kept for the seeds' Combine-era `eraseToEffect()` calls).
  public func eraseToEffect() -> Self { self }

  /// Transforms each value: `eraseToEffect(Action.response)`.
  public func eraseToEffect<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    map(transform)
  }

  /// Ignores every value: the effect only runs, for its side effects, and completes.
  public func fireAndForget<T>() -> Effect<T, Never> {
    guard !isNone else { return .none }
    return Effect<T, Never>(kind: "fireAndForget") { subscriber in
      self.subscribe(
        subscriber.upstream(
          onValue: { _ in },
          onCompletion: { (_: EffectCompletion<Failure>) in subscriber.finish() }))
    }
  }
}

extension Effect where Output == Data {
  /// Decodes each value as `type` with `decoder`; a decoding error fails the effect.
  public func decode<T: Decodable>(type: T.Type, decoder: JSONDecoder) -> Effect<T, any Error> {
    guard !isNone else { return .none }
    return Effect<T, any Error>(kind: kind) { subscriber in
      self.subscribe(
        subscriber.upstream(
          onValue: { data in
            do { subscriber.send(try decoder.decode(T.self, from: data)) } catch {
              subscriber.finish(.failure(error))
            }
          },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            switch completion {
            case .finished: subscriber.finish()
            case let .failure(error): subscriber.finish(.failure(error))
            }
          }))
    }
  }
}

extension Effect where Failure == Never {
  /// This effect, typed as able to fail with `E` (it never does).
  public func setFailureType<E: Error>(to: E.Type) -> Effect<Output, E> {
    mapError { never -> E in }
  }
}
