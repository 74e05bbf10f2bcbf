import Foundation
import Synchronization

// The "diffs on" bar, paired: what diffs on add to a run of the mixed script ((on − off) / the
// diffs alone, at most 1.1×), measured within one iteration. Each iteration of
// `shell-paired-<run>` runs the script with diffs off, with diffs on, and the diffs alone
// (`runMixedDiffs`), back to back, and reports their ratio: the three times come from the same
// moment of a shared machine, where the separate `shell-<run>-off`, `-on` and `shell-diffs`
// benchmarks run minutes apart (their ratio read 0.77× one run and 1.83× an hour later on the
// same code). `scripts/bench` takes the median of the iterations' ratios.
//
// The order of the three runs rotates from one iteration to the next, so that none always runs
// first (cold) or right after another's allocations.

/// Which of the three runs an iteration starts with, counted across iterations.
private let pairedIteration = Mutex(0)

/// `shell-paired-replay`, `shell-paired-piped`, `shell-paired-binary`: off, on and the diffs
/// alone in each iteration, their ratio and times as extras.
let pairedDiffWorkloads: [Workload] = ShellRun.allCases.map { run in
  Workload("shell-paired-\(run.rawValue)", ops: Ops.steps, iterations: 10, seconds: 40) {
    let off = run.prepare(diff: "off")
    let on = run.prepare(diff: "full")
    return {
      let first = pairedIteration.withLock { iteration in
        defer { iteration += 1 }
        return iteration % 3
      }
      var times = [0, 0, 0]
      for slot in (0..<3).map({ ($0 + first) % 3 }) {
        let started = DispatchTime.now().uptimeNanoseconds
        switch slot {
        case 0: _ = off()
        case 1: _ = on()
        default: runMixedDiffs()
        }
        times[slot] = Int(DispatchTime.now().uptimeNanoseconds - started)
      }
      let (offTime, onTime, diffsTime) = (times[0], times[1], times[2])
      // A histogram holds no negative value: on faster than off counts as no cost.
      let extra = max(0, onTime - offTime)
      return [
        .pairedOff: offTime, .pairedOn: onTime, .pairedDiffs: diffsTime,
        .pairedRatio: Int((Double(extra) / Double(max(1, diffsTime)) * 10_000).rounded()),
      ]
    }
  }
}
