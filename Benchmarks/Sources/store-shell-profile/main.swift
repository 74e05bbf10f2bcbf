import Foundation
import Workloads

// Runs one workload of the benchmarks outside the benchmark harness, for a profiler:
//
//   valgrind --tool=callgrind --toggle-collect='*measuredRegion*' \
//     Benchmarks/.build/release/store-shell-profile send-store-10 [runs]
//
// counts the instructions of the measured region alone (set-up excluded), repeatably on a
// noisy machine. `--divide N` first runs N times fewer operations (sends, ticks, steps), for
// the slow ones under valgrind. Without arguments it lists the workloads.

var arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--divide", arguments.count >= 2 {
  setenv("STORE_SHELL_BENCH_DIVISOR", arguments.dropFirst().first!, 1)
  arguments = arguments.dropFirst(2)
}
guard let name = arguments.first, let workload = workload(named: name) else {
  print("usage: store-shell-profile [--divide N] WORKLOAD [RUNS]\n\nworkloads:")
  for workload in allWorkloads { print("  \(workload.name)  (\(workload.ops) ops a run)") }
  exit(arguments.isEmpty ? 0 : 1)
}
let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 1
for _ in 0..<runs {
  let run = workload.prepare()
  let started = DispatchTime.now().uptimeNanoseconds
  let extras = measuredRegion(run)
  let elapsed = DispatchTime.now().uptimeNanoseconds - started
  let perOp = Double(elapsed) / Double(workload.ops)
  print(
    "\(workload.name): \(elapsed) ns, \(String(format: "%.1f", perOp)) ns per op"
      + extras.map { " \($0.key.rawValue)=\($0.value)" }.joined())
}
