/// A unit of work a reducer returns, run by the store after the state changed: it may deliver
/// values (actions) back into the store, now or later, and complete with `Failure` or not.
///
/// `Effect` is a small push-based stream, Combine-free so that it runs on Linux. The
/// constructors and operators of the seed documents are all here: `Effect(value:)`, `.task`,
/// `.run`, `.fireAndForget`, `.merge`, `.concatenate`, `.map`, `catchToEffect`,
/// `receive(on:)`, `delay`, `.timer`, `debounce`, `throttle`, `cancellable`, `.cancel`.
public struct Effect<Output, Failure: Error> {
  /// The work, with its kind. `.none` holds nothing to release: a store (and a pullback at each
  /// level) drops the `.none` effects reducers return without any call.
  @usableFromInline
  enum Operation {
    case none
    case producer((EffectSubscriber<Output, Failure>) -> LockedCancellable, kind: String)
  }

  @usableFromInline let operation: Operation

  /// What kind of work this is, for listings of effects in flight: `timer`, `delay`, `task`…
  public var kind: String {
    switch operation {
    case .none: "none"
    case let .producer(_, kind): kind
    }
  }

  init(kind: String, _ produce: @escaping (EffectSubscriber<Output, Failure>) -> LockedCancellable) {
    self.operation = .producer(produce, kind: kind)
  }

  /// An effect that does nothing and completes at once.
  @inlinable
  public static var none: Self { Self(operation: .none) }

  /// Whether this is ``none``: stores skip such effects without any work.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  @inlinable
  init(operation: Operation) {
    self.operation = operation
  }

  /// Starts the effect for `subscriber`. Cancelling the result cancels the work and stops
  /// `subscriber` first: nothing reaches it afterwards, not even a completion, so an operator
  /// never reacts to an upstream that was cancelled (code that must see the end of a cancelled
  /// effect finishes its subscriber before cancelling).
  func subscribe(_ subscriber: EffectSubscriber<Output, Failure>) -> LockedCancellable {
    switch operation {
    case .none:
      subscriber.finish()
      return LockedCancellable {}
    case let .producer(produce, _):
      let work = produce(subscriber)
      return LockedCancellable { [weak subscriber] in
        subscriber?.cancel()
        work.cancel()
      }
    }
  }

  /// This effect with another kind label (``none`` stays `none`: it never runs).
  func labelled(_ kind: String) -> Self {
    guard case let .producer(produce, _) = operation else { return self }
    return Self(operation: .producer(produce, kind: kind))
  }
}

/// How an effect ended: normally, or with an error.
public enum EffectCompletion<Failure: Error> {
  /// The effect finished normally.
  case finished
  /// The effect failed.
  case failure(Failure)
}

extension Effect: @unchecked Sendable {}
