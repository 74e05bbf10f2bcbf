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
//
//   store-shell-profile --write-script off|full STEPS PATH
//
// writes the mixed script of STEPS steps (`set diff off` or `full`) to PATH, for a whole
// `store-shell` process under callgrind (`scripts/bench`'s instruction check).

var arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--write-script" {
  let values = Array(arguments.dropFirst())
  guard values.count == 3, ["off", "full"].contains(values[0]), let steps = Int(values[1]) else {
    print("usage: store-shell-profile --write-script off|full STEPS PATH")
    exit(1)
  }
  do {
    try writeMixedScript(diff: values[0], steps: steps, to: values[2])
  } catch {
    print("store-shell-profile: cannot write \(values[2]): \(error)")
    exit(1)
  }
  exit(0)
}
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
