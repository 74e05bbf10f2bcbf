import Composable
import Foundation

extension ShellSession {
  /// Runs `body` with this session's ``MainThreadHost`` taking the work its store schedules on
  /// `DispatchQueue.main` and `RunLoop.main`; the host before it is back after.
  func hostingMainThreadWork<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    let previous = MainThreadWork.host
    MainThreadWork.host = mainHost
    defer { MainThreadWork.host = previous }
    return try body()
  }

  /// How often a live store's shell turns the main run loop while effects are in flight, when
  /// its thread is the main one: what runs work handed to the main queue directly
  /// (`DispatchQueue.main.asyncAfter`, a client calling back on the main queue), which no
  /// scheduler sees.
  static var mainQueueTurnInterval: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(20) }

  /// On a live store whose thread is the main one, schedules a turn of the main run loop
  /// while effects are in flight (at most one waits at a time): the main queue's work then
  /// runs on this thread, between commands and during `wait`.
  func keepTurningMainRunLoop() {
    guard case let .live(scheduler) = clock, !isTurningMainRunLoop, Thread.isMainThread,
      !store.effects.records.isEmpty
    else { return }
    isTurningMainRunLoop = true
    _ = scheduler.schedule(
      after: scheduler.now.advanced(by: Self.mainQueueTurnInterval), tolerance: .zero
    ) { [weak self] in
      guard let self else { return }
      self.isTurningMainRunLoop = false
      _ = RunLoop.main.run(mode: .default, before: Date())
      self.keepTurningMainRunLoop()
    }
  }
}
