import ConcurrencyExtras

/// Delivers what callback-based work (`.future`, `.run { subscriber in … }`) hands over, from
/// any thread, to its subscriber on the store's thread.
///
/// While the work is being started, a callback on the starting thread is delivered at once,
/// like any synchronous effect's value; later, or from another thread, it goes through the
/// store's inbox.
final class CallbackDelivery<Output, Failure: Error>: @unchecked Sendable {
  private let subscriber: EffectSubscriber<Output, Failure>
  private let startingThread = LockIsolated<ObjectIdentifier?>(ObjectIdentifier(Thread.current))

  init(_ subscriber: EffectSubscriber<Output, Failure>) { self.subscriber = subscriber }

  /// Call once the work has been started.
  func started() { startingThread.setValue(nil) }

  /// Delivers `value`.
  func send(_ value: Output) {
    let value = UncheckedSendable(value)
    deliver { $0.send(value.value) }
  }

  /// Ends the effect with `completion`.
  func finish(_ completion: EffectCompletion<Failure>) {
    let completion = UncheckedSendable(completion)
    deliver { $0.finish(completion.value) }
  }

  /// Runs `job` with the subscriber on the store's thread, as one piece of work.
  func deliver(_ job: @escaping (EffectSubscriber<Output, Failure>) -> Void) {
    let subscriber = self.subscriber
    if startingThread.value == ObjectIdentifier(Thread.current) {
      job(subscriber)
    } else {
      subscriber.context.deliver { job(subscriber) }
    }
  }
}
