import ConcurrencyExtras

extension Scheduler {
  /// Suspends the current task for `duration` of this scheduler's time: real time on a queue,
  /// virtual time on a ``TestScheduler`` (the task resumes when the test advances past the
  /// deadline), no time on an ``ImmediateScheduler``.
  ///
  /// Throws `CancellationError` if the task is cancelled before or while it sleeps; the
  /// scheduled wake-up is cancelled with it.
  public func sleep(
    for duration: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance, options: options)
  }

  /// Suspends the current task until `deadline` of this scheduler's time; see
  /// ``sleep(for:tolerance:options:)``.
  public func sleep(
    until deadline: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try Task.checkCancellation()
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let wakeUp = self.schedule(
          after: deadline, tolerance: max(tolerance, minimumTolerance)
        ) {
          sleeper.wake()
        }
        sleeper.wait(continuation, cancel: wakeUp)
      }
    } onCancel: {
      sleeper.cancel()
    }
  }

  /// A stream of this scheduler's time every `interval`, starting one interval from now:
  /// `for await _ in scheduler.timer(interval: .seconds(1)) { … }`. Ends when the task
  /// iterating it is cancelled, which cancels the scheduled work.
  public func timer(
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) -> AsyncStream<SchedulerTimeType> {
    let (stream, continuation) = AsyncStream<SchedulerTimeType>.makeStream()
    // The scheduler runs the work on its own thread, as any work handed to it.
    let scheduler = UncheckedSendable(self)
    let timer = schedule(
      after: now.advanced(by: interval), interval: interval,
      tolerance: max(tolerance, minimumTolerance)
    ) {
      continuation.yield(scheduler.value.now)
    }
    continuation.onTermination = cancelling(timer)
    return stream
  }
}

/// A stream's termination handler that cancels `work`; unconstrained, so that the `@Sendable`
/// closure captures no scheduler time metatype.
private func cancelling<Element>(
  _ work: SchedulerCancellable
) -> @Sendable (AsyncStream<Element>.Continuation.Termination) -> Void {
  let work = UncheckedSendable(work)
  return { _ in work.value.cancel() }
}

/// One `sleep`: resumed by the scheduled wake-up or by cancellation, whichever comes first,
/// and ready for either to happen before the continuation is handed over (an immediate
/// scheduler wakes up at once; a task can be cancelled at any time, on any thread).
private final class Sleeper: Sendable {
  private enum State {
    case starting
    case wokenEarly
    case cancelledEarly
    case waiting(CheckedContinuation<Void, any Error>, UncheckedSendable<SchedulerCancellable>)
    case done
  }

  private let state = LockIsolated(State.starting)

  func wait(_ continuation: CheckedContinuation<Void, any Error>, cancel wakeUp: SchedulerCancellable) {
    let wakeUp = UncheckedSendable(wakeUp)
    let early = state.withValue { state -> State in
      let current = state
      if case .starting = current { state = .waiting(continuation, wakeUp) } else { state = .done }
      return current
    }
    switch early {
    case .wokenEarly: continuation.resume()
    case .cancelledEarly:
      wakeUp.value.cancel()
      continuation.resume(throwing: CancellationError())
    default: break
    }
  }

  func wake() { resolve(woken: true) }

  func cancel() { resolve(woken: false) }

  /// The first of waking up and cancelling wins; the other does nothing.
  private func resolve(woken: Bool) {
    let waiting = state.withValue { state -> State? in
      switch state {
      case .starting:
        state = woken ? .wokenEarly : .cancelledEarly
        return nil
      case .waiting:
        defer { state = .done }
        return state
      case .wokenEarly, .cancelledEarly, .done:
        return nil
      }
    }
    guard case let .waiting(continuation, wakeUp) = waiting else { return }
    if woken {
      continuation.resume()
    } else {
      wakeUp.value.cancel()
      continuation.resume(throwing: CancellationError())
    }
  }
}
