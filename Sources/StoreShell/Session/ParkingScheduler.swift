import Composable
import ConcurrencyExtras

/// The shell's scheduler as a feature's environment sees it: the same time, but it notes which
/// effect's tasks wait on it and until when (a task that sleeps on the scheduler schedules its
/// own resumption), so that the shell can tell a task parked on virtual time from one busy in
/// real time, and list when each waiting task wakes (on a live store too).
struct ParkingScheduler: Scheduler {
  typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType

  let base: AnySchedulerOf<DispatchQueue>
  let parking: TaskParking

  var now: SchedulerTimeType { base.now }
  var minimumTolerance: SchedulerTimeType.Stride { base.minimumTolerance }

  func schedule(_ action: @escaping () -> Void) {
    let token = parking.park(due: base.now)
    base.schedule { [parking] in
      parking.unpark(token)
      action()
    }
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let token = parking.park(due: date)
    let cancellable = base.schedule(after: date, tolerance: tolerance) { [parking] in
      parking.unpark(token)
      action()
    }
    return SchedulerCancellable { [parking] in
      parking.unpark(token)
      cancellable.cancel()
    }
  }

  // Repeating work scheduled from an effect's task (`for await _ in scheduler.timer(…)`)
  // keeps that task waiting on virtual time for as long as it runs, due again an interval after
  // each time it runs.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> SchedulerCancellable {
    let token = parking.park(due: date, interval: interval)
    let cancellable = base.schedule(
      after: date, interval: interval, tolerance: tolerance
    ) { [parking] in
      parking.didRepeat(token)
      action()
    }
    return SchedulerCancellable { [parking] in
      parking.unpark(token)
      cancellable.cancel()
    }
  }
}

/// Which effects' tasks have work waiting on the shell's scheduler. Used from any thread.
final class TaskParking: Sendable {
  /// One task's wait, by the order it began.
  typealias Token = Int

  /// One task's wait: whose it is, and when the scheduler wakes it next (every `interval`
  /// after that, for repeating work).
  private struct Wait {
    // Each wait holds its record, so that no other record can take its identity meanwhile.
    let record: EffectRecord
    let task: Int
    var due: DispatchQueue.SchedulerTimeType
    let interval: DispatchQueue.SchedulerTimeType.Stride?
  }

  private struct State {
    var waits: [Token: Wait] = [:]
    var next: Token = 0
    /// How many waits each effect began since ``resetWaitCounts()``.
    var counts: [ObjectIdentifier: Int] = [:]
  }

  private let state = LockIsolated(State())

  /// Notes that the current task (if the code runs in an effect's task) waits on the
  /// scheduler until `due`, and every `interval` after it for repeating work.
  func park(
    due: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride? = nil
  ) -> Token? {
    guard let record = EffectRecord.current,
      let task = withUnsafeCurrentTask(body: { $0?.hashValue })
    else { return nil }
    return state.withValue {
      let token = $0.next
      $0.next += 1
      $0.waits[token] = Wait(record: record, task: task, due: due, interval: interval)
      $0.counts[ObjectIdentifier(record), default: 0] += 1
      return token
    }
  }

  /// Ends a wait `park()` noted (when its work runs or is cancelled).
  func unpark(_ token: Token?) {
    guard let token else { return }
    _ = state.withValue { $0.waits.removeValue(forKey: token) }
  }

  /// Notes that repeating work `park(due:interval:)` noted ran: it is due an interval later.
  func didRepeat(_ token: Token?) {
    guard let token else { return }
    state.withValue {
      guard var wait = $0.waits[token], let interval = wait.interval else { return }
      wait.due = wait.due.advanced(by: interval)
      $0.waits[token] = wait
    }
  }

  /// When the scheduler next wakes one of `record`'s tasks, if any waits on it.
  func nextWake(of record: EffectRecord) -> DispatchQueue.SchedulerTimeType? {
    state.withValue { $0.waits.values.lazy.filter { $0.record === record }.map(\.due).min() }
  }

  /// Whether one of `record`'s tasks waits on repeating work (a timer loop), which never ends
  /// by itself.
  func isRepeating(_ record: EffectRecord) -> Bool {
    state.withValue { $0.waits.values.contains { $0.record === record && $0.interval != nil } }
  }

  /// Starts counting waits anew (see ``waitCount(of:)``).
  func resetWaitCounts() {
    state.withValue { $0.counts = [:] }
  }

  /// How many waits `record`'s tasks began since ``resetWaitCounts()``.
  func waitCount(of record: EffectRecord) -> Int {
    state.withValue { $0.counts[ObjectIdentifier(record)] ?? 0 }
  }

  /// How many of `record`'s tasks have work waiting on the scheduler.
  func parkedTaskCount(of record: EffectRecord) -> Int {
    state.withValue { Set($0.waits.values.lazy.filter { $0.record === record }.map(\.task)).count }
  }
}

extension ShellClock {
  /// A new feature context on this clock whose scheduler notes parked tasks in `parking`.
  func context(parking: TaskParking) -> FeatureContext {
    var context = context
    context.scheduler = ParkingScheduler(base: scheduler, parking: parking).eraseToAnyScheduler()
    return context
  }
}
