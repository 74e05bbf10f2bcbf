import Composable

/// The time the shell's store runs on: virtual (a test scheduler the user advances) or live.
enum ShellClock {
  /// Virtual time: `advance` and `run` move it.
  case test(VirtualTimeScheduler)
  /// Real time: effects deliver as it passes, on the shell's thread.
  case live(LiveScheduler)

  var scheduler: AnySchedulerOf<DispatchQueue> {
    switch self {
    case let .test(scheduler): return scheduler.eraseToAnyScheduler()
    case let .live(scheduler): return scheduler.eraseToAnyScheduler()
    }
  }

  /// A new feature context on this clock: deterministic ids, dates and random numbers on
  /// virtual time, real ones when live.
  var context: FeatureContext {
    switch self {
    case let .test(scheduler): return .test(scheduler: scheduler)
    case let .live(scheduler): return .live(scheduler: scheduler.eraseToAnyScheduler())
    }
  }

  var isLive: Bool {
    if case .live = self { return true }
    return false
  }
}

/// Whether the shell runs its store on virtual or real time.
public enum ShellMode: Sendable {
  /// Virtual time on a test scheduler: deterministic, the default.
  case test
  /// Real time: `--live`.
  case live
}
