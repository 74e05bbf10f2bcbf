import Foundation

/// One half of a benchmark figure, a subject or a baseline, runnable by the benchmark suite
/// and by `store-shell-profile` (under callgrind).
///
/// `prepare` does the set-up that is not measured (building a store, a state, a script) and
/// returns the measured part: it runs `ops` operations, checks what they did, and returns
/// extra measurements by name (a child process's peak memory, whether a diff had the
/// expected text).
public struct Workload: Sendable {
  /// The benchmark's name: `scripts/bench` pairs figures by it.
  public let name: String
  /// The operations one run performs (sends, ticks, diffs, lines, processes).
  public let ops: Int
  /// How many times the suite runs it at most (its runs can be long).
  public let iterations: Int
  /// The suite's time budget for it, in seconds.
  public let seconds: Int
  /// Whether the suite runs it once unmeasured first (not for the million-step runs, minutes
  /// long, whose figure is the child's peak memory).
  public let warmsUp: Bool
  /// Set-up, then the measured run.
  public let prepare: @Sendable () -> () -> [Extra: Int]

  init(
    _ name: String, ops: Int, iterations: Int = 1_000, seconds: Int = 2, warmsUp: Bool = true,
    prepare: @escaping @Sendable () -> () -> [Extra: Int]
  ) {
    self.name = name
    self.ops = ops
    self.iterations = iterations
    self.seconds = seconds
    self.warmsUp = warmsUp
    self.prepare = prepare
  }
}

/// Measurements a run reports besides its time.
public enum Extra: String, CaseIterable, Sendable {
  /// 1 when the shell's diff printed custom-dump's text, 0 otherwise.
  case sameText = "same text as custom-dump"
  /// The peak resident memory of the child process, in bytes.
  case childPeakResident = "child peak resident"
  /// A paired iteration (`shell-paired-*`): what diffs on added to the run, (on − off) / the
  /// diffs alone, in ten-thousandths (11,000 is the 1.1× bar).
  case pairedRatio = "diffs on cost per diffs e4"
  /// A paired iteration's run with diffs off, in nanoseconds.
  case pairedOff = "paired off ns"
  /// A paired iteration's run with diffs on, in nanoseconds.
  case pairedOn = "paired on ns"
  /// A paired iteration's diffs alone, in nanoseconds.
  case pairedDiffs = "paired diffs ns"
}

/// How many operations the workloads run.
public enum Ops {
  /// Actions sent (or reducer calls made) per run of the `send-*` workloads.
  public static let sends = 1_000_000 / divisor
  /// Ticks of a 10 ms timer in one virtual hour.
  public static let ticks = 360_000 / divisor
  /// Lines of the shell workloads, steps of their script.
  public static let steps = 100_000 / divisor
  /// 1, or `store-shell-profile --divide N`'s N: fewer operations, for a slow profiler. The
  /// suite never divides.
  public static let divisor = max(
    1, Int(ProcessInfo.processInfo.environment["STORE_SHELL_BENCH_DIVISOR"] ?? "") ?? 1)
}

/// Every workload, in the order of the table.
public let allWorkloads: [Workload] =
  sendWorkloads + sendReducerProtocolWorkloads + combineWorkloads + timerWorkloads + diffWorkloads + diffShapeWorkloads + shellWorkloads
  + pairedDiffWorkloads + startupWorkloads

/// The workload named `name`.
public func workload(named name: String) -> Workload? {
  allWorkloads.first { $0.name == name }
}

/// Runs a prepared workload: out of line and named, so that a profiler can count this region
/// alone (`valgrind --tool=callgrind --toggle-collect='*measuredRegion*'`).
@inline(never)
public func measuredRegion(_ run: () -> [Extra: Int]) -> [Extra: Int] {
  run()
}

/// Keeps a value alive and opaque to the optimizer.
@_optimize(none)
func blackHole(_: some Any) {}

/// Returns its argument, opaque to the optimizer: a loop cannot hoist work on it.
@_optimize(none)
func identity<T>(_ value: T) -> T { value }
