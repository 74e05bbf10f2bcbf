import Foundation

/// A worker never outlives its supervisor: when the shell ends, even by `kill -9`, its worker
/// ends at once, rather than running on through the piped commands sent ahead and writing
/// the recording.
enum SupervisorLifetime {
  /// The environment variable that gives a worker its supervisor's process id.
  static let environmentKey = "STORE_SHELL_SUPERVISOR_PID"

  /// The supervisor's process id, for the worker's environment.
  static var environmentValue: String { String(getpid()) }

  /// In a worker: asks the kernel to end this process when its supervisor ends (Linux), and
  /// returns `false` when the supervisor has ended already (before the request took effect).
  ///
  /// The kernel sends the signal when the *thread* that started the worker ends: the
  /// supervisor starts its workers from the shell's loop, which runs to the process's end.
  static func endWithSupervisor() -> Bool {
    #if os(Linux)
      // `prctl` is variadic in C, which Swift does not import: it is called through its
      // address with the fixed arguments it reads (Linux's calling conventions pass those
      // alike). PR_SET_PDEATHSIG is 1.
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      if let address = dlsym(dlopen(nil, RTLD_NOW), "prctl") {
        _ = unsafeBitCast(address, to: Prctl.self)(1, UInt(SIGKILL), 0, 0, 0)
      }
    #endif
    return supervisorIsAlive
  }

  /// In a worker: whether its supervisor is still its parent (a process whose parent ends is
  /// given to another), when the supervisor gave its id.
  static var supervisorIsAlive: Bool {
    guard let supervisor else { return true }
    return getppid() == supervisor
  }

  /// The supervisor's id from the environment, read once (this is asked before every request).
  private static let supervisor: pid_t? =
    ProcessInfo.processInfo.environment[environmentKey].flatMap { pid_t($0) }
}
