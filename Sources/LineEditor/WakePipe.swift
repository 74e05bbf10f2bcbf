#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// A self-pipe: any thread (or a signal handler) writes a byte to wake the thread polling it.
final class WakePipe: Sendable {
  /// The end the waiting thread polls.
  let readEnd: Int32
  /// The end wakers write to.
  let writeEnd: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { fatalError("LineEditor: pipe(2) failed, errno \(errno)") }
    for fd in ends {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  /// Wakes the poller. A full pipe already holds a wake-up, so a failed write loses nothing.
  func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Empties the pipe (non-blocking).
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
  }

  /// Blocks until the pipe is signalled or `milliseconds` pass (-1: no limit), then drains it.
  /// Returns whether it was signalled.
  @discardableResult
  func wait(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, milliseconds)
    guard ready > 0 else { return false }
    drain()
    return true
  }
}
