// swift-tools-version: 6.1
// The benchmarks of store-shell, in their own package so that the main build and CI never
// compile ordo-one/benchmark. Run them with `scripts/bench` from the repository root.
import Foundation
import PackageDescription

// The root package, by path: SwiftPM names a path dependency after its folder, whatever the
// clone is called.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .lastPathComponent.lowercased()

let package = Package(
  name: "store-shell-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    // Without its default trait, as the root package has it (the union of what each package
    // asks for is built).
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3", traits: []),
  ],
  targets: [
    // Spawns a program and reads its own peak memory as it exits. DWARF 4: valgrind 3.19 gives
    // up on clang's default DWARF 5 ("possibly corrupted debuginfo").
    .target(name: "CChildProcess", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // The workloads: each figure's subject and baseline, set-up apart from the measured run.
    .target(
      name: "Workloads",
      dependencies: [
        "CChildProcess",
        .product(name: "Composable", package: root),
        .product(name: "StoreShell", package: root),
        .product(name: "StoreShellExamples", package: root),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // The suite `swift package benchmark` runs (scripts/bench runs it and computes the ratios).
    .executableTarget(
      name: "StoreShellBenchmarks",
      dependencies: ["Workloads", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/StoreShellBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One workload outside the harness, for callgrind or perf.
    .executableTarget(name: "store-shell-profile", dependencies: ["Workloads"]),
  ]
)
