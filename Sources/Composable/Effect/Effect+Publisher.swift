#if os(Linux) || os(Android)
  import OpenCombine
#else
  import Combine
#endif

extension Effect {
  /// An effect that subscribes to `publisher` each time it runs and delivers what it
  /// publishes, from whichever thread it publishes on, as TCA 0.40's `Effect(publisher)`:
  /// `Effect(client.updates())`. Cancelling the effect cancels the subscription.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    self = Self.run { subscriber in
      publisher.sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: subscriber.send(completion: .finished)
          case let .failure(error): subscriber.send(completion: .failure(error))
          }
        },
        receiveValue: { subscriber.send($0) })
    }
    .labelled("publisher")
  }

  /// This effect and `publisher` at once, their values interleaved as they come:
  /// `Effect(value: .started).merge(with: client.updates().map(Action.updated))`.
  public func merge<P: Publisher>(with publisher: P) -> Self
  where P.Output == Output, P.Failure == Failure {
    merge(with: Effect(publisher))
  }
}

extension Publisher {
  /// This publisher as an effect: `client.forecast(city).eraseToEffect()`.
  public func eraseToEffect() -> Effect<Output, Failure> { Effect(self) }

  /// This publisher as an effect, each value transformed: `.eraseToEffect(Action.updated)`.
  public func eraseToEffect<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
    Effect(self).map(transform)
  }

  /// This publisher as an effect that cannot fail: values and the failure as `Result`s.
  public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
    Effect(self).catchToEffect()
  }

  /// This publisher as an effect that cannot fail, values and the failure as
  /// `transform(Result)`: `client.forecast(city).catchToEffect(Action.forecastResponse)`.
  public func catchToEffect<T>(_ transform: @escaping (Result<Output, Failure>) -> T)
    -> Effect<T, Never>
  {
    Effect(self).catchToEffect(transform)
  }

  /// This publisher as an effect that ignores every value and its failure: it only runs, for
  /// its side effects, and completes.
  public func fireAndForget<T>() -> Effect<T, Never> { Effect(self).fireAndForget() }
}
