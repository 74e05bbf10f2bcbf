#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Synchronization

/// The signals an interactive editor catches: SIGINT (Ctrl-C), SIGWINCH (resize) and SIGCONT
/// (back from Ctrl-Z). The handler only sets an atomic flag and writes a byte to the editor's
/// wake pipe (both async-signal-safe); the reading thread acts on the flags.
///
/// libedit's own handlers are turned off (`rl_catch_signals = 0`): they re-raise the signal to
/// the whole process group with `kill(0, …)`, which would end the program on Ctrl-C.
enum TerminalSignals {
  /// Ctrl-C was pressed and nobody has taken it yet.
  static let interrupt = Atomic<Bool>(false)
  /// The terminal changed size.
  static let resize = Atomic<Bool>(false)
  /// The process was continued after a stop; the terminal may need raw mode again.
  static let resume = Atomic<Bool>(false)
  /// The wake pipe the handler writes to, or -1.
  static let wakeDescriptor = Atomic<Int32>(-1)

  private static let caught: [Int32] = [SIGINT, SIGWINCH, SIGCONT]
  private static let previous = Mutex<[Int32: sigaction]>([:])

  /// Installs the handler for the caught signals; they wake `pipe`.
  static func install(waking pipe: WakePipe) {
    // Touch the flags so their lazy initialization never happens inside the handler.
    interrupt.store(false, ordering: .sequentiallyConsistent)
    resize.store(false, ordering: .sequentiallyConsistent)
    resume.store(false, ordering: .sequentiallyConsistent)
    wakeDescriptor.store(pipe.writeEnd, ordering: .sequentiallyConsistent)

    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handleSignal
    #else
      action.__sigaction_u.__sa_handler = handleSignal
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    previous.withLock { previous in
      for signal in caught {
        var old = sigaction()
        sigaction(signal, &action, &old)
        if previous[signal] == nil { previous[signal] = old }
      }
    }
  }

  /// Restores the handlers that were there before ``install(waking:)``.
  static func uninstall() {
    previous.withLock { previous in
      for (signal, old) in previous {
        var old = old
        sigaction(signal, &old, nil)
      }
      previous = [:]
    }
    wakeDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }
}

private func handleSignal(_ signal: Int32) {
  let savedErrno = errno
  switch signal {
  case SIGINT: TerminalSignals.interrupt.store(true, ordering: .sequentiallyConsistent)
  case SIGWINCH: TerminalSignals.resize.store(true, ordering: .sequentiallyConsistent)
  case SIGCONT: TerminalSignals.resume.store(true, ordering: .sequentiallyConsistent)
  default: break
  }
  let fd = TerminalSignals.wakeDescriptor.load(ordering: .sequentiallyConsistent)
  if fd >= 0 {
    var byte: UInt8 = 1
    _ = write(fd, &byte, 1)
  }
  errno = savedErrno
}
