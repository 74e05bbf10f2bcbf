extension Effect {
  /// Delivers values and completion on `scheduler` (through its queue, or at the next
  /// `advance()` of a test scheduler).
  public func receive<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Self {
    guard !isNone else { return .none }
    return Self(kind: kind) { subscriber in
      // Work hosted on the main thread says so while it waits (see `MainThreadWork`).
      let hosted = describeHostedWork(on: scheduler, interval: nil)
      var waiting = 0
      func later(_ work: @escaping () -> Void) {
        guard let hosted, let record = subscriber.record else { return scheduler.schedule(work) }
        let upstreamFire = record.nextFireProvider
        waiting += 1
        record.nextFireProvider = { hosted }
        scheduler.schedule {
          waiting -= 1
          if waiting == 0 { record.nextFireProvider = upstreamFire }
          work()
        }
      }
      let upstream = self.subscribe(
        subscriber.upstream(
          onValue: { value in
            later { subscriber.send(value) }
          },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            later { subscriber.finish(completion) }
          }))
      return LockedCancellable { upstream.cancel() }
    }
  }

  /// Delays values and completion by `interval` on `scheduler`, each within `tolerance` of its
  /// time (the scheduler's minimum tolerance by default), as Combine's `delay(for:tolerance:
  /// scheduler:options:)` does.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    guard !isNone else { return .none }
    return Self(kind: "delay") { subscriber in
      var pending: [Int: (due: S.SchedulerTimeType, work: SchedulerCancellable)] = [:]
      /// Work that runs right after the work under its key: a completion due with a value.
      var followUps: [Int: () -> Void] = [:]
      var nextKey = 0
      func later(_ work: @escaping () -> Void) {
        let key = nextKey
        nextKey += 1
        let due = scheduler.now.advanced(by: interval)
        // When the soonest work still waiting is due; nothing once all of it has run (what it
        // started, a debounced task say, may run on).
        subscriber.record?.nextFireProvider = {
          pending.values.map(\.due).min().map {
            describeHostedWork(on: scheduler, interval: interval)
              ?? describeDistance(from: scheduler.now, to: $0)
          }
        }
        var ran = false
        let scheduled = scheduler.schedule(
          after: due, tolerance: tolerance ?? scheduler.minimumTolerance
        ) {
          ran = true
          pending[key] = nil
          work()
          followUps.removeValue(forKey: key)?()
        }
        // An immediate scheduler has run the work already.
        if !ran { pending[key] = (due, scheduled) }
      }
      let upstream = self.subscribe(
        subscriber.upstream(
          onValue: { value in later { subscriber.send(value) } },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            // A completion due with the last value (`Effect(value:)` completes as it sends)
            // ends the effect in the same piece of work: a clock stopped right after the
            // value (the shell's breakpoints) finds the effect ended, as one that ran on does.
            let last = nextKey - 1
            if let value = pending[last], value.due == scheduler.now.advanced(by: interval),
              followUps[last] == nil
            {
              followUps[last] = { subscriber.finish(completion) }
              return
            }
            later { subscriber.finish(completion) }
          }))
      return LockedCancellable {
        upstream.cancel()
        pending.values.forEach { $0.work.cancel() }
        pending.removeAll()
      }
    }
  }

  /// Starts this effect only after `dueTime` passes with no newer effect under `id`: each
  /// new one cancels the one before (a search field's requests, say).
  public func debounce<S: Scheduler>(
    id: AnyHashable, for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    debounce(CancelID(id), for: dueTime, scheduler: scheduler)
  }

  /// Debounces under the type `id`; as with a hashable id.
  public func debounce<S: Scheduler>(
    id: Any.Type, for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    debounce(CancelID(type: id), for: dueTime, scheduler: scheduler)
  }

  func debounce<S: Scheduler>(
    _ id: CancelID, for dueTime: S.SchedulerTimeType.Stride, scheduler: S
  ) -> Self {
    guard !isNone else { return .none }
    return deferred(for: dueTime, scheduler: scheduler)
      .cancellable(id, cancelInFlight: true).labelled("debounce")
  }

  /// Starts this effect only once `dueTime` has passed on `scheduler`.
  public func deferred<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    guard !isNone else { return .none }
    return Effect<Void, Failure>(value: ())
      .delay(for: dueTime, scheduler: scheduler)
      .flatMap { self }
      .labelled("deferred")
  }

  /// Delivers at most one value per `interval` for the effects under `id`: the first (or,
  /// with `latest`, the newest) of those that arrive within the interval.
  public func throttle<S: Scheduler>(
    id: AnyHashable, for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Self {
    throttle(CancelID(id), for: interval, scheduler: scheduler, latest: latest)
  }

  /// Throttles under the type `id`; as with a hashable id.
  public func throttle<S: Scheduler>(
    id: Any.Type, for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Self {
    throttle(CancelID(type: id), for: interval, scheduler: scheduler, latest: latest)
  }

  func throttle<S: Scheduler>(
    _ id: CancelID, for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Self {
    guard !isNone else { return .none }
    let throttled = Self(kind: "throttle") { subscriber in
      let context = subscriber.context
      // The value held for the end of the window; a newer one replaces it (it is kept only
      // when `latest`), so at most one is pending.
      var pending: SchedulerCancellable?
      var upstreamFinished = false
      let upstream = self.subscribe(
        subscriber.upstream(
          onValue: { value in
            let now = scheduler.now
            guard let last = context.throttleTimes[id] as? S.SchedulerTimeType else {
              context.throttleTimes[id] = now
              context.throttleValues[id] = nil
              subscriber.send(value)
              return
            }
            if last.distance(to: now) >= interval {
              context.throttleTimes[id] = now
              context.throttleValues[id] = nil
              subscriber.send(value)
              return
            }
            let kept = latest ? value : (context.throttleValues[id] as? Output ?? value)
            context.throttleValues[id] = kept
            let due = last.advanced(by: interval)
            pending?.cancel()
            pending = scheduler.schedule(after: due) {
              pending = nil
              context.throttleTimes[id] = scheduler.now
              context.throttleValues[id] = nil
              subscriber.send(kept)
              if upstreamFinished { subscriber.finish() }
            }
          },
          onCompletion: { (completion: EffectCompletion<Failure>) in
            upstreamFinished = true
            if case .failure = completion {
              pending?.cancel()
              pending = nil
            }
            if pending == nil { subscriber.finish(completion) }
          }))
      return LockedCancellable {
        upstream.cancel()
        pending?.cancel()
      }
    }
    return throttled.cancellable(id, cancelInFlight: true)
  }
}

extension Effect where Failure == Never {
  /// A timer delivering the scheduler's time every `interval`, registered under `id`: starting
  /// a timer under an id that is running cancels the running one first.
  ///
  /// The seeds' stopwatch: `Effect.timer(id: TimerId(), every: .milliseconds(10),
  /// tolerance: .zero, on: environment.mainQueue).map { _ in .timeUpdated }`.
  public static func timer<S: Scheduler>(
    id: AnyHashable,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self where Output == S.SchedulerTimeType {
    timer(CancelID(id), every: interval, tolerance: tolerance, on: scheduler)
  }

  /// A timer registered under the type `id` (`enum TimerID {}`), as with a hashable id.
  public static func timer<S: Scheduler>(
    id: Any.Type,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self where Output == S.SchedulerTimeType {
    timer(CancelID(type: id), every: interval, tolerance: tolerance, on: scheduler)
  }

  static func timer<S: Scheduler>(
    _ id: CancelID,
    every interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride?,
    on scheduler: S
  ) -> Self where Output == S.SchedulerTimeType {
    Self(kind: "timer") { subscriber in
      let next = NextFire(scheduler.now.advanced(by: interval))
      subscriber.record?.nextFireProvider = {
        describeHostedWork(on: scheduler, interval: interval)
          ?? describeDistance(from: scheduler.now, to: next.date)
      }
      let timer = scheduler.schedule(
        after: next.date, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance
      ) {
        next.date = next.date.advanced(by: interval)
        subscriber.send(scheduler.now)
      }
      return LockedCancellable { timer.cancel() }
    }
    .cancellable(id, cancelInFlight: true)
  }
}

/// When a timer fires next, for listings of effects in flight.
///
/// Read and written on the store's thread alone (the timer's ticks deliver there, and listings
/// are made there), one access at a time, so `date` skips the run-time exclusivity checks: two
/// on every tick, ~150 instructions of a tick's ~1,490 (see Benchmarks/README.md, "Low-level
/// tricks").
private final class NextFire<Time> {
  @exclusivity(unchecked) var date: Time
  init(_ date: Time) { self.date = date }
}

/// `in 10ms` (or `due now`, when late), for scheduler times whose strides print as durations. Real-time distances are
/// rounded to the millisecond (`in 10ms`, not `in 9729604ns`); virtual ones are exact.
func describeDistance<T: Strideable>(from now: T, to date: T) -> String {
  let distance = now.distance(to: date)
  // Real time runs on while work waits for its turn: overdue work is due now, not "in -3ms".
  if distance < 0 { return "due now" }
  if let stride = distance as? DispatchQueue.SchedulerTimeType.Stride,
    abs(stride.nanoseconds) > 1_000_000, stride.nanoseconds % 1_000 != 0
  {
    let milliseconds = Int((Double(stride.nanoseconds) / 1e6).rounded())
    return "in \(formatDuration(nanoseconds: milliseconds * 1_000_000))"
  }
  return "in \(distance)"
}
