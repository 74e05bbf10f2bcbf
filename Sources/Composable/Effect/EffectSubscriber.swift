/// The receiving end of a running effect: where its values and completion go, and the
/// ``EffectContext`` of the store it runs for. Used on the store's thread only.
@usableFromInline
final class EffectSubscriber<Output, Failure: Error> {
  let context: EffectContext
  let record: EffectRecord?
  private let onValue: (Output) -> Void
  private let onCompletion: (EffectCompletion<Failure>) -> Void
  private(set) var isFinished = false

  init(
    context: EffectContext,
    record: EffectRecord?,
    onValue: @escaping (Output) -> Void,
    onCompletion: @escaping (EffectCompletion<Failure>) -> Void
  ) {
    self.context = context
    self.record = record
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  /// Delivers a value, unless the effect already ended.
  func send(_ value: Output) {
    guard !isFinished else { return }
    onValue(value)
  }

  /// Ends the effect; later values and completions are ignored.
  func finish(_ completion: EffectCompletion<Failure> = .finished) {
    guard !isFinished else { return }
    isFinished = true
    onCompletion(completion)
  }

  /// Stops delivery without completing: what cancelling the effect does, so that whatever
  /// arrives late (a task's last `send`, a step completing after its concatenation was
  /// cancelled, which would start the next) is ignored.
  func cancel() { isFinished = true }

  /// A subscriber for an upstream effect, sharing this one's context and record.
  func upstream<O, F>(
    onValue: @escaping (O) -> Void,
    onCompletion: @escaping (EffectCompletion<F>) -> Void
  ) -> EffectSubscriber<O, F> {
    EffectSubscriber<O, F>(
      context: context, record: record, onValue: onValue, onCompletion: onCompletion)
  }

  /// A subscriber for an upstream effect with the same failure, forwarding completion here.
  func upstream<O>(onValue: @escaping (O) -> Void) -> EffectSubscriber<O, Failure> {
    upstream(onValue: onValue, onCompletion: { [self] in finish($0) })
  }
}
