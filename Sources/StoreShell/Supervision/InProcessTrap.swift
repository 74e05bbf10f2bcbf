import Foundation

/// What a run whose store is in the shell's own process does when a step traps: a script is
/// run again under a supervisor, which reports the trap at its line; piped input gets one line,
/// `stdin:3: error: 'send remove(at: 5)' trapped: Fatal error: Index out of range`, and exit
/// status 1. Without it the process would end with Swift's backtrace and status 132.
///
/// Why a signal handler, and why these two answers: a supervisor for every run would double
/// each script's start-up and slow its steps down (a round trip between two processes a
/// step), for traps that almost never happen. So the store stays in this process and a handler
/// for the signals a trap raises (SIGILL and SIGTRAP from Swift's checks, SIGABRT from the
/// runtime's `abort`, SIGSEGV, SIGBUS, SIGFPE) takes over from Swift's backtracer, which it
/// replaces (`SWIFT_BACKTRACE` then changes nothing here; the runtime's own
/// `…: Fatal error: …` line is printed before the signal, so it still shows). A handler may
/// only call async-signal-safe functions: no allocation, no locks, no Swift runtime calls; it
/// reads what it needs from memory prepared beforehand and calls `write`, `execve` and `_exit`.
/// - A script has not printed anything yet (its output is printed when it ends) and can be read
///   again: `execve` runs the same command line with `STORE_SHELL_SUPERVISOR=1`, whose worker
///   replays the script to the trap and reports it with the feature's `file:line` from the
///   worker's backtrace, and the steps' output before it, as for a script with a step marked
///   `trapped:`. This costs nothing per step; the steps before the trap run twice, only when a
///   trap happens. Its output streams as it runs: the lines already printed are counted, and
///   the supervised run is told to leave out as many (``printedLinesKey``), so nothing shows
///   twice.
/// - Piped input cannot be read again. Each line's number and command are copied into a
///   preallocated buffer before it runs (one `memcpy` a line), and the handler writes them
///   with the runtime's message, read from the buffer the runtime keeps it in
///   (`swift_getFatalErrorMessageBuffer`, exported by the Swift runtime on Linux), then
///   `_exit(1)`s. The feature's `file:line` needs a backtrace: the line says how to get one.
enum InProcessTrap {
  /// The memory the handler reads, prepared before it is installed.
  private struct Prepared {
    /// This program, and the command line of a supervised run of the script (`nil` for piped
    /// input).
    var program: UnsafeMutablePointer<CChar>?
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    var envp: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    /// The runtime's `std::atomic<const char *>` holding the last fatal error message.
    var runtimeMessage: UnsafeMutableRawPointer?
    /// How many lines of the script's output are printed, and the digits of the environment's
    /// `STORE_SHELL_PRINTED_LINES=…` entry the handler writes it into before `execve`.
    var printedLines = 0
    var printedLinesDigits: UnsafeMutablePointer<CChar>?
    /// The piped line running: its number and its command (truncated to the buffer).
    var lineNumber = 0
    var command: UnsafeMutablePointer<UInt8>
    var commandCapacity = InProcessTrap.commandCapacity
    var commandCount = 0
    /// The file being recorded, or -1: a trapping piped step is appended to it, marked.
    var recording: Int32 = -1
    /// Whether output is JSON (`--output json`, `set output json`) when the line runs: the
    /// trap is then a `trapped` event and a `done` on standard output.
    var json = false
    /// Where the handler composes its line, and how much of it is written.
    let report: UnsafeMutablePointer<UInt8>
    var reportLength = 0

    /// Appends `bytes` to the report, as far as it has room.
    mutating func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
      let room = min(count, InProcessTrap.reportCapacity - reportLength)
      guard room > 0 else { return }
      (report + reportLength).update(from: bytes, count: room)
      reportLength += room
    }

    /// Appends `text`, a literal: its bytes are static, nothing is allocated.
    mutating func append(_ text: StaticString) {
      append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Appends `number` in decimal.
    mutating func append(number: Int) {
      var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
      var value = UInt(max(number, 0))
      var count = 0
      withUnsafeMutableBytes(of: &digits) { bytes in
        repeat {
          bytes[bytes.count - 1 - count] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
          count += 1
        } while value > 0
        let start = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + bytes.count - count
        append(start, count: count)
      }
    }

    /// Appends the running piped step to the recording, if one is under way: its command
    /// (trimmed; raw control characters never run) and the `trapped:` mark with the runtime's
    /// message, as a supervisor writes a trapped step. The steps before it are whole.
    mutating func appendTrappedStep(signal: Int32) {
      guard recording >= 0 else { return }
      var start = 0
      var end = commandCount
      while start < end, command[start] == 0x20 || command[start] == 0x09 { start += 1 }
      while end > start, command[end - 1] == 0x20 || command[end - 1] == 0x09 { end -= 1 }
      guard end > start else { return }
      var offset = start
      while offset < end {
        let written = write(recording, command + offset, end - offset)
        if written <= 0 { return }
        offset += written
      }
      append("\n  trapped: ")
      appendMessage(signal: signal)
      append("\n")
      flush(to: recording)
    }

    /// Appends `bytes` as the inside of a JSON string: quotes, backslashes and control
    /// characters escaped (`\u001b`), the rest (UTF-8) as it is.
    mutating func appendJSONEscaped(_ bytes: UnsafePointer<UInt8>, count: Int) {
      let hex: StaticString = "0123456789abcdef"
      for index in 0..<count {
        var byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          append("\\")
          append(&byte, count: 1)
        } else if byte < 0x20 || byte == 0x7F {
          append("\\u00")
          var digits = (hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)])
          withUnsafeBytes(of: &digits) { append($0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 2) }
        } else {
          append(&byte, count: 1)
        }
      }
    }

    /// The runtime's message without its `Swift/Array.swift:1350: ` prefix, up to the end of
    /// its first line; `nil` when there is none.
    func message() -> (start: UnsafePointer<UInt8>, count: Int)? {
      guard let runtimeMessage, let message = runtimeMessage.load(as: UnsafePointer<UInt8>?.self)
      else { return nil }
      var length = 0
      while message[length] != 0, message[length] != UInt8(ascii: "\n") { length += 1 }
      // `<file>:<digits>: ` ends the prefix.
      var start = 0
      var index = 0
      while index < length, start == 0 {
        if message[index] == UInt8(ascii: ":") {
          var end = index + 1
          while end < length, message[end] >= UInt8(ascii: "0"), message[end] <= UInt8(ascii: "9") {
            end += 1
          }
          if end > index + 1, end + 1 < length, message[end] == UInt8(ascii: ":"),
            message[end + 1] == UInt8(ascii: " ")
          {
            start = end + 2
          }
        }
        index += 1
      }
      return (message + start, length - start)
    }

    /// Appends the runtime's message (``message()``); or, when there is none, the signal.
    mutating func appendMessage(signal: Int32) {
      guard let message = message() else {
        // As ``TrapReport`` says it (an optimized build's checks print no message).
        append("ended by signal ")
        append(number: Int(signal))
        switch signal {
        case SIGILL: append(" (SIGILL)")
        case SIGTRAP: append(" (SIGTRAP)")
        case SIGABRT: append(" (SIGABRT)")
        case SIGSEGV: append(" (SIGSEGV)")
        case SIGBUS: append(" (SIGBUS)")
        default: break
        }
        return
      }
      append(message.start, count: message.count)
    }

    /// Writes the report to standard error (or `descriptor`) and empties it.
    mutating func flush(to descriptor: Int32 = STDERR_FILENO) {
      var offset = 0
      while offset < reportLength {
        let written = write(descriptor, report + offset, reportLength - offset)
        if written <= 0 { break }
        offset += written
      }
      reportLength = 0
    }
  }

  fileprivate static let commandCapacity = 512
  fileprivate static let reportCapacity = 4096
  /// The signals a trap raises.
  private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
  /// Set once, before the handler is installed; read by the handler and ``note(line:command:)``.
  nonisolated(unsafe) private static var prepared: UnsafeMutablePointer<Prepared>?

  /// Reruns the script under a supervisor when a step traps; `arguments` is the process's
  /// command line, its name first.
  static func rerunsScript(arguments: [String]) {
    var environment = ProcessInfo.processInfo.environment
    environment[Supervision.environmentKey] = "1"
    environment[printedLinesKey] = nil
    // The count's entry comes first: the handler writes its digits in place (no allocation).
    let envp = cStrings(
      ["\(printedLinesKey)=" + String(repeating: "0", count: printedLinesWidth)]
        + environment.map { "\($0.key)=\($0.value)" })
    install(program: strdup(WorkerProcess.executablePath), argv: cStrings(arguments), envp: envp)
    prepared?.pointee.printedLinesDigits = envp[0].map { $0 + printedLinesKey.utf8.count + 1 }
  }

  /// The environment variable that tells a script's supervised rerun how many lines of its
  /// output the trapped run printed already.
  static let printedLinesKey = "STORE_SHELL_PRINTED_LINES"
  private static let printedLinesWidth = 19

  /// Notes that the script's output printed so far is `count` lines.
  static func notePrinted(lines count: Int) {
    prepared?.pointee.printedLines = count
  }

  /// How many lines of output a trapped run printed before this rerun (0 for any other run);
  /// read once, and taken out of the environment so that no child inherits it.
  static func linesPrintedBeforeRerun() -> Int {
    guard let value = ProcessInfo.processInfo.environment[printedLinesKey] else { return 0 }
    unsetenv(printedLinesKey)
    return Int(value) ?? 0
  }

  /// Reports a trap at the piped line running (see ``note(line:command:)``) and exits 1.
  static func reportsPipedLine() {
    install(program: nil, argv: nil, envp: nil)
  }

  /// Notes the piped line about to run: what the handler reports if it traps.
  @inline(__always)
  static func note(line: Int, command: String, json: Bool = false) {
    guard let prepared else { return }
    prepared.pointee.lineNumber = line
    prepared.pointee.json = json
    var command = command
    // Whole while recording (the recording keeps the command); cut for the report otherwise.
    if prepared.pointee.recording >= 0, command.utf8.count > prepared.pointee.commandCapacity {
      let capacity = max(command.utf8.count, prepared.pointee.commandCapacity * 2)
      let old = prepared.pointee.command
      prepared.pointee.command = .allocate(capacity: capacity)
      prepared.pointee.commandCapacity = capacity
      old.deallocate()
    }
    let capacity = prepared.pointee.commandCapacity
    prepared.pointee.commandCount = command.withUTF8 { bytes in
      var count = min(bytes.count, capacity)
      // Cut at a character's start: the report stays UTF-8.
      if count < bytes.count { while count > 0, bytes[count] & 0xC0 == 0x80 { count -= 1 } }
      if count > 0 { prepared.pointee.command.update(from: bytes.baseAddress!, count: count) }
      return count
    }
  }

  /// Notes the file being recorded (its descriptor, -1 for none): a piped step that traps is
  /// appended to it, marked `trapped:`, as a supervisor writes one.
  static func noteRecording(_ descriptor: Int32) {
    prepared?.pointee.recording = descriptor
  }

  private static func install(
    program: UnsafeMutablePointer<CChar>?,
    argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    envp: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) {
    guard prepared == nil else { return }
    let state = UnsafeMutablePointer<Prepared>.allocate(capacity: 1)
    state.initialize(
      to: Prepared(
        program: program, argv: argv, envp: envp, runtimeMessage: runtimeMessageBuffer(),
        command: .allocate(capacity: commandCapacity), report: .allocate(capacity: reportCapacity)))
    prepared = state
    // A stack overflow traps with no stack left to run the handler on: it runs on its own.
    let size = 1 << 16
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    stack.ss_size = size
    sigaltstack(&stack, nil)
    for signal in signals {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = { InProcessTrap.handle($0) }
      #else
        action.__sigaction_u.__sa_handler = { InProcessTrap.handle($0) }
      #endif
      // A second trap in the handler ends the process as it would have ended.
      action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// The handler: async-signal-safe from here on.
  private static func handle(_ number: Int32) {
    guard let state = prepared else { _exit(1) }
    if let program = state.pointee.program, let argv = state.pointee.argv {
      state.pointee.append("store-shell: a step trapped; the script runs again with its store ")
      state.pointee.append("in a separate process, to say where\n")
      state.pointee.flush()
      // The signal is blocked while its handler runs, and `execve` keeps the mask: the new
      // process (and its worker) must receive it, for the worker's backtrace.
      if let digits = state.pointee.printedLinesDigits {
        var value = state.pointee.printedLines
        for index in stride(from: printedLinesWidth - 1, through: 0, by: -1) {
          digits[index] = CChar(UInt8(ascii: "0") + UInt8(value % 10))
          value /= 10
        }
      }
      var none = sigset_t()
      sigemptyset(&none)
      sigprocmask(SIG_SETMASK, &none, nil)
      execve(program, argv, state.pointee.envp)
      // Not started: say what is known here.
      state.pointee.append("error: a step of the script trapped: ")
      state.pointee.appendMessage(signal: number)
      state.pointee.append("\n")
      state.pointee.flush()
      _exit(1)
    }
    state.pointee.appendTrappedStep(signal: number)
    // The command as the report quotes it: its first 512 bytes, cut at a character's start.
    var quoted = min(state.pointee.commandCount, commandCapacity)
    if quoted < state.pointee.commandCount {
      while quoted > 0, state.pointee.command[quoted] & 0xC0 == 0x80 { quoted -= 1 }
    }
    if state.pointee.json {
      // As a supervised run says it: a `trapped` event, then the line's `done`.
      state.pointee.append("{\"v\":1,\"event\":\"trapped\",\"command\":\"")
      state.pointee.appendJSONEscaped(state.pointee.command, count: quoted)
      state.pointee.append("\",\"message\":\"")
      if let message = state.pointee.message() {
        state.pointee.appendJSONEscaped(message.start, count: min(message.count, 1024))
      } else {
        state.pointee.appendMessage(signal: number)
      }
      state.pointee.append("\",\"line\":")
      state.pointee.append(number: state.pointee.lineNumber)
      state.pointee.append("}\n{\"v\":1,\"event\":\"done\",\"status\":\"error\",\"line\":")
      state.pointee.append(number: state.pointee.lineNumber)
      state.pointee.append("}\n")
      state.pointee.flush(to: STDOUT_FILENO)
    } else {
      state.pointee.append("stdin:")
      state.pointee.append(number: state.pointee.lineNumber)
      state.pointee.append(": error: '")
      state.pointee.append(state.pointee.command, count: quoted)
      state.pointee.append("' trapped: ")
      state.pointee.appendMessage(signal: number)
      state.pointee.append("; piped input runs the store in the shell's process: ")
      state.pointee.append("STORE_SHELL_SUPERVISOR=1 survives a trap and names the feature's line")
      state.pointee.append("\n")
      state.pointee.flush()
    }
    _exit(1)
  }

  /// The address of the runtime's last fatal error message, when the runtime exports it (on
  /// Linux; Darwin's runtime gives it to the crash reporter instead).
  private static func runtimeMessageBuffer() -> UnsafeMutableRawPointer? {
    typealias Getter = @convention(c) () -> UnsafeMutableRawPointer?
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_getFatalErrorMessageBuffer") else {
      return nil
    }
    return unsafeBitCast(symbol, to: Getter.self)()
  }

  /// `strings` as a `nil`-terminated C array, kept for the life of the process.
  private static func cStrings(_ strings: [String])
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  {
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { array[index] = strdup(string) }
    array[strings.count] = nil
    return array
  }
}
