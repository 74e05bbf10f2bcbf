import Benchmark
import Workloads

// Every benchmark here is one half of a figure: a subject, or the baseline it is divided by
// (see Sources/Workloads). `scripts/bench` pairs them by name, divides each median time by
// the operations one iteration runs (the `ops` metric each benchmark records), and prints
// subject / baseline.
//
// Times are recorded in nanoseconds per iteration with no scaling factor, so that nothing is
// rounded away: an iteration runs enough operations to take a millisecond or more.

let benchmarks: @Sendable () -> Void = {
  for workload in allWorkloads {
    register(workload)
  }
}

/// The operations one iteration runs: what `scripts/bench` divides the iteration's time by.
let opsMetric = BenchmarkMetric.custom("ops", useScalingFactor: false)

func metric(_ extra: Extra) -> BenchmarkMetric {
  .custom(extra.rawValue, useScalingFactor: false)
}

func register(_ workload: Workload) {
  let counts: [BenchmarkMetric] =
    [.peakMemoryResidentDelta, .mallocCountTotal, opsMetric] + Extra.allCases.map(metric)
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock] + counts,
    timeUnits: .nanoseconds,
    // Exact counts and bytes in the exports, not rounded to thousands or millions.
    units: Dictionary(uniqueKeysWithValues: counts.map { ($0, .count) }),
    warmupIterations: workload.warmsUp ? 1 : 0,
    scalingFactor: .one,
    maxDuration: .seconds(workload.seconds),
    maxIterations: workload.iterations
  )
  Benchmark(workload.name, configuration: configuration) { benchmark in
    let run = workload.prepare()
    benchmark.startMeasurement()
    let extras = run()
    benchmark.stopMeasurement()
    benchmark.measurement(opsMetric, workload.ops)
    for (extra, value) in extras {
      benchmark.measurement(metric(extra), value)
    }
  }
}
