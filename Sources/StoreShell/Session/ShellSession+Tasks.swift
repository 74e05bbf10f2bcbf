import Foundation
import Composable
import ShellCommands

extension ShellSession {
  /// Runs one command's work with the effects' tasks caught by ``tasks`` on a test store (so
  /// that ``settleTasks()`` runs them on this thread); as it is on a live store. Work on the
  /// main queue and run loop goes to this session (``hostingMainThreadWork(_:)``).
  ///
  /// What tasks busy in real time sent since the last command is delivered first, so that it
  /// prints before this command's own work.
  func runningEffectTasks<E: Error>(_ body: () throws(E) -> Void) throws(E) {
    try hostingMainThreadWork { () throws(E) in
      guard !clock.isLive else { return try body() }
      try tasks.capture { () throws(E) in
        settleTasks()
        try body()
      }
    }
  }

  /// Runs the effects' tasks until each has finished or waits (on the shell's scheduler or
  /// in real time), and delivers what they sent: the deterministic point where a test store's
  /// step ends.
  func settleTasks() {
    repeat {
      tasks.runAll()
    } while inbox.drain() > 0 || !tasks.isEmpty
  }

  /// The effects in flight with a task busy in real time: neither finished nor waiting on the
  /// shell's scheduler (a live client, a real `Task.sleep`).
  func realTimeRecords() -> [EffectRecord] {
    store.effects.records.filter(isRunningInRealTime)
  }

  /// Whether a test store has work in real time: a task busy in it, work on the main queue or
  /// run loop (see ``MainThreadHost``), or a `future` waiting for its callback (from another
  /// thread, or the main queue).
  var hasRealTimeWork: Bool {
    !realTimeRecords().isEmpty || !mainWork.isIdle
      || store.effects.records.contains { $0.kind == "future" }
  }

  /// Whether `record` has a task busy in real time, on a test store.
  func isRunningInRealTime(_ record: EffectRecord) -> Bool {
    !clock.isLive && record.runningTaskCount > parking.parkedTaskCount(of: record)
  }

  /// `: running in real time` for an effect with a task busy in real time, `: waiting in real
  /// time` for a future waiting for a callback only real time can bring, else nothing: what the
  /// summary and `effects` add to the effect's description.
  func realTimeNote(_ record: EffectRecord) -> String {
    if isRunningInRealTime(record) { return ": running in real time" }
    return isWaitingInRealTime(record) ? ": waiting in real time" : ""
  }

  /// Whether `record` is a `future` on a test store that waits for its callback in real time:
  /// nothing of it is scheduled and the shell's scheduler has no work, so only another thread
  /// or the main queue (`DispatchQueue.main.asyncAfter`, which no scheduler sees) can call it
  /// back. How long it waits is not known: dispatch keeps a direct `asyncAfter`'s deadline to
  /// itself, so the note names no duration, and reads the same on every run.
  func isWaitingInRealTime(_ record: EffectRecord) -> Bool {
    guard case let .test(scheduler) = clock, record.kind == "future", record.nextFire == nil
    else { return false }
    return scheduler.nextDate == nil
  }

  /// Moves virtual time to `target` work by work: after the work due at each instant, the
  /// tasks it woke run to their next wait before time moves on.
  func advanceTasks(_ scheduler: VirtualTimeScheduler, to target: DispatchQueue.SchedulerTimeType) {
    settleTasks()
    while let next = scheduler.nextDate, next <= target, !shouldStopStepping() {
      scheduler.advance(to: next, shouldStop: shouldStopStepping)
      settleTasks()
    }
    if !shouldStopStepping() { scheduler.advance(to: target) }
  }

  /// How many times an effect's tasks may wait on the scheduler within one `run` before the
  /// shell takes it for a loop that never ends (a `.run` effect polling forever).
  static var taskLoopLimit: Int { 1_000 }

  /// The first effect whose tasks began more than ``taskLoopLimit`` waits on the scheduler
  /// since `parking.resetWaitCounts()`.
  func loopingTaskRecord() -> EffectRecord? {
    store.effects.records.first { parking.waitCount(of: $0) > Self.taskLoopLimit }
  }

  /// `wait` on a test store: lets tasks busy in real time go on for up to `duration` of real
  /// time, ending as soon as none is; virtual time does not move.
  func waitForRealTime(_ duration: ShellDuration) {
    let start = DispatchTime.now().uptimeNanoseconds
    let deadline = start + UInt64(duration.nanoseconds)
    settleTasks()
    while hasRealTimeWork, DispatchTime.now().uptimeNanoseconds < deadline, !shouldStopStepping() {
      // Work on the main queue or run loop runs here when due.
      mainWork.runDue(until: shouldStopStepping)
      if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: Date()) }
      settleTasks()
      guard hasRealTimeWork, !shouldStopStepping() else { break }
      // Tasks in real time run on other threads; what they send arrives through the inbox.
      let nextMain = mainWork.nextDue?.uptimeNanoseconds ?? deadline
      let until = min(deadline, nextMain, DispatchTime.now().uptimeNanoseconds + 5_000_000)
      let seconds = Double(until &- min(until, DispatchTime.now().uptimeNanoseconds)) / 1e9
      inbox.wait(until: Date(timeIntervalSinceNow: seconds))
      settleTasks()
    }
    settleTasks()
    if isInterrupted() { noteWaitInterruption(of: duration, since: start) }
    summarizeEffects()
  }

  /// Says how much of a `wait` ran before Ctrl-C stopped it. Real time differs from run to
  /// run, so the line is not recorded.
  func noteWaitInterruption(of duration: ShellDuration, since start: UInt64) {
    let milliseconds = Int(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    emit(
      .info(
        "interrupted after \(ShellDuration(nanoseconds: milliseconds * 1_000_000)) of \(duration)",
        .volatileNote))
  }
}
