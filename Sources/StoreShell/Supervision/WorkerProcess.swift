import Foundation
import ShellScripts
import Synchronization

/// A running store worker: this program started again with `posix_spawn` (forking a threaded
/// Swift process without `exec` is unsafe), its requests and answers on pipes, its standard
/// error collected for a trap's report, and a live store's wake-ups passed to `wake`.
///
/// `@unchecked Sendable`: piped input's lines are written to it from other threads than the
/// one that reads its answers; requests are written with ``requestLock`` held, their counts
/// kept in a `Mutex`, and the answers read and the process ended by one thread.
final class WorkerProcess: @unchecked Sendable {
  let pid: pid_t
  let responses: FrameReader
  private let requests: Int32
  private let responseDescriptor: Int32
  private let errors = CollectedOutput()
  private let finished = DispatchGroup()
  private let requestWriter: FrameWriter
  private let requestLock = NSLock()
  private var requestsOpen = true
  /// How many bytes of requests were written to the worker, as each write succeeds, and how
  /// many of them are of requests it answered. A lock of their own: the answers' reader
  /// counts while a request too big for the pipe is being written, with ``requestLock`` held.
  private let requestCounts = Mutex<(written: Int, answered: Int)>((0, 0))

  /// Starts the worker with `arguments` (the program name first) and `environment`.
  init(arguments: [String], environment: [String: String], wake: @escaping @Sendable () -> Void)
    throws(ShellError)
  {
    let request = try Self.pipe()
    let response = try Self.pipe()
    let error = try Self.pipe()
    let wakeUp = try Self.pipe()
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, error.write, 2)
    posix_spawn_file_actions_adddup2(&actions, request.read, WorkerLoop.requestDescriptor)
    posix_spawn_file_actions_adddup2(&actions, response.write, WorkerLoop.responseDescriptor)
    posix_spawn_file_actions_adddup2(&actions, wakeUp.write, WorkerLoop.wakeDescriptor)
    let cArguments = arguments.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      cArguments.forEach { free($0) }
      cEnvironment.forEach { free($0) }
    }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, Self.executablePath, &actions, nil, cArguments, cEnvironment)
    for descriptor in [request.read, response.write, error.write, wakeUp.write] {
      close(descriptor)
    }
    guard spawned == 0 else {
      for descriptor in [request.write, response.read, error.read, wakeUp.read] {
        close(descriptor)
      }
      throw ShellError("cannot start the store's process: \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
    requests = request.write
    responseDescriptor = response.read
    responses = FrameReader(descriptor: response.read)
    requestWriter = FrameWriter(descriptor: request.write)
    let errors = self.errors
    let errorDescriptor = error.read
    finished.enter()
    Thread.detachNewThread { [finished] in
      var chunk = [UInt8](repeating: 0, count: 1 << 14)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(errorDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        errors.append(chunk[..<count])
      }
      close(errorDescriptor)
      finished.leave()
    }
    let wakeDescriptor = wakeUp.read
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while true {
        let count = read(wakeDescriptor, &byte, 1)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        wake()
      }
      close(wakeDescriptor)
    }
  }

  /// Sends a request of frames built by `build`, from any thread; `false` when the worker is
  /// gone.
  @discardableResult
  func send(_ build: (FrameWriter) -> Void) -> Bool {
    requestLock.lock()
    defer { requestLock.unlock() }
    guard requestsOpen else { return false }
    build(requestWriter)
    return requestWriter.flush { count in requestCounts.withLock { $0.written += count } }
  }

  /// Notes that the worker answered every request sent to it.
  func answeredAll() {
    requestCounts.withLock { $0.answered = $0.written }
  }

  /// Notes that the worker answered the oldest request not answered yet, of `byteCount`
  /// bytes (piped input's lines are sent ahead of their answers).
  func answered(byteCount: Int) {
    requestCounts.withLock { $0.answered += byteCount }
  }

  /// Whether the worker, at the end of its answers (it died), had taken no request it did not
  /// answer: it died idle, between commands, not in the one waiting for its answer. The bytes
  /// it did not read are still in the request pipe, which `FIONREAD` counts (Linux, and the
  /// BSDs) with no help from the worker: no acknowledgement on the wire.
  ///
  /// Asked by the answers' reader, which alone closes the requests (``stop()``).
  var endedIdle: Bool {
    guard requestsOpen else { return false }
    var unread: Int32 = 0
    guard ioctl(requests, UInt(FIONREAD), &unread) == 0 else { return false }
    return requestCounts.withLock { $0.written - Int(unread) <= $0.answered }
  }

  /// Ends the worker and reaps it (the shell exits): it exits when its requests close, or is
  /// killed if some sent ahead are not answered yet (after `quit`, or an error with `--bail`,
  /// nobody reads their answers).
  func end() {
    let pending = requestCounts.withLock { $0.written > $0.answered }
    stop()
    if pending { kill(pid, SIGKILL) }
    _ = waitForEnd()
  }

  /// Closes the requests: the worker exits when it has answered those sent.
  func stop() {
    requestLock.lock()
    defer { requestLock.unlock() }
    if requestsOpen { close(requests) }
    requestsOpen = false
  }

  /// What the worker wrote to standard error since the last call (warnings to pass on), unless
  /// it is a trap's report, which is kept for ``waitForEnd()``: a worker that trapped in a
  /// command sent ahead writes it while earlier answers are still being read.
  func takeErrors() -> [UInt8] {
    errors.take { bytes in
      let text = String(decoding: bytes, as: UTF8.self)
      return !text.contains("*** Signal")
        && !text.split(separator: "\n").contains { TrapReport.runtimeMessage($0) != nil }
    }
  }

  /// Waits for the worker to end (its answers ended); returns its wait status and everything it
  /// wrote to standard error that was not taken.
  func waitForEnd() -> (status: Int32, standardError: String) {
    stop()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    finished.wait()
    close(responseDescriptor)
    return (status, String(decoding: errors.take(), as: UTF8.self))
  }

  /// This program, to start again.
  static var executablePath: String {
    #if os(Linux)
      "/proc/self/exe"
    #else
      Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }

  /// A pipe whose ends are closed in started programs and stand above the descriptors a
  /// worker uses (0–5), so that no `dup2` onto them is a no-op that keeps close-on-exec.
  private static func pipe() throws(ShellError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard Foundation.pipe(&ends) == 0 else {
      throw ShellError("cannot start the store's process: \(String(cString: strerror(errno)))")
    }
    let moved = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
    ends.forEach { close($0) }
    return (moved[0], moved[1])
  }
}

/// Bytes collected on one thread and taken on another; the newest 1 MB is kept.
final class CollectedOutput: Sendable {
  private let bytes = Mutex<[UInt8]>([])

  func append(_ chunk: ArraySlice<UInt8>) {
    bytes.withLock {
      $0.append(contentsOf: chunk)
      if $0.count > 1 << 20 { $0.removeFirst($0.count - (1 << 20)) }
    }
  }

  /// The bytes collected, if `condition` holds for them (always, by default).
  func take(if condition: ([UInt8]) -> Bool = { _ in true }) -> [UInt8] {
    bytes.withLock { bytes in
      guard !bytes.isEmpty, condition(bytes) else { return [] }
      let taken = bytes
      bytes = []
      return taken
    }
  }
}
