import CChildProcess
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// Running programs as a user does: exec, stdin from a file, output to /dev/null, wait.

/// A finished child process: how it exited and its peak resident memory.
struct ChildRun {
  var status: Int32
  /// The child's own peak resident set size (`VmHWM` as it exits), in bytes; nil when it could
  /// not be read.
  var peakResidentBytes: Int?
}

/// The built `store-shell`: `$STORE_SHELL_BINARY`, or the one next to this benchmark's
/// executable (`scripts/bench` builds it into the same release folder).
let storeShellBinary: String? = {
  if let path = ProcessInfo.processInfo.environment["STORE_SHELL_BINARY"], !path.isEmpty {
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  let sibling = executable.deletingLastPathComponent().appendingPathComponent("store-shell").path
  return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
}()

/// The built `store-shell`, or a message on how to build it and exit.
func storeShellBinaryOrExit() -> String {
  guard let binary = storeShellBinary else {
    FileHandle.standardError.write(
      Data(
        ("no store-shell binary next to this executable: build it with scripts/bench, or set "
          + "STORE_SHELL_BINARY\n").utf8))
    exit(1)
  }
  return binary
}

/// The environment children get: this process's, without the benchmark tool's `LD_PRELOAD`
/// (its malloc interposer), so that a child runs as it does from a shell.
let childEnvironment: [String] = ProcessInfo.processInfo.environment
  .filter { $0.key != "LD_PRELOAD" }
  .map { "\($0.key)=\($0.value)" }

/// Runs `path` with `arguments`, standard input from `input`, output and errors to /dev/null,
/// and waits for it (see `bench_run_child`).
func runChild(_ path: String, _ arguments: [String] = [], input: String = "/dev/null") -> ChildRun {
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = childEnvironment.map { strdup($0) } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var peak = -1
  let status = bench_run_child(path, argv, envp, input, &peak)
  precondition(status >= 0, "cannot run \(path): \(String(cString: strerror(-status)))")
  return ChildRun(status: status, peakResidentBytes: peak >= 0 ? peak : nil)
}
