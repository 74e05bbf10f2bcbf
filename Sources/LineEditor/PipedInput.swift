#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Standard input's lines when it is not a terminal, read in blocks of 64 KiB, while the
/// editor's wake-ups are served: a live store piped its commands delivers its effects while
/// the next line has not come (`Swift.readLine` would block in `getline`, its buffer hidden
/// from `poll`). Each byte is searched for a line end once, so a line of any length is read
/// in linear time. A line ends at LF, a CR before it is dropped, as `Swift.readLine` does;
/// bytes that are not UTF-8 become U+FFFD.
final class PipedInput {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  /// The bytes from ``start`` to here hold no LF.
  private var scanned = 0
  private var atEnd = false
  /// Where each block is read before it is appended.
  private var block = [UInt8](repeating: 0, count: 1 << 16)

  init(descriptor: Int32 = 0) {
    self.descriptor = descriptor
  }

  /// The next line, or `nil` at the end of the input; while none has come, calls `serve`
  /// each time `pipe` is signalled.
  func readLine(pipe: WakePipe, serve: () -> Void) -> String? {
    while true {
      if let line = takeLine() { return line }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return String(decoding: buffer[start...], as: UTF8.self)
      }
      if start > 0 {
        buffer.removeSubrange(..<start)
        scanned -= start
        start = 0
      }
      var descriptors = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        atEnd = true
        continue
      }
      if descriptors[1].revents != 0 {
        pipe.drain()
        serve()
      }
      if descriptors[0].revents != 0 { readBlock() }
    }
  }

  /// A whole line from the buffer, if one is there.
  private func takeLine() -> String? {
    let from = max(scanned, start)
    let newline: Int? = buffer.withUnsafeBufferPointer { bytes in
      guard from < bytes.count,
        let found = memchr(bytes.baseAddress! + from, 0x0A, bytes.count - from)
      else { return nil }
      return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    guard let newline else {
      scanned = buffer.count
      return nil
    }
    var end = newline
    if end > start, buffer[end - 1] == 0x0D { end -= 1 }
    let line = String(decoding: buffer[start..<end], as: UTF8.self)
    start = newline + 1
    scanned = start
    return line
  }

  private func readBlock() {
    var got = 0
    repeat {
      got = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
    } while got < 0 && errno == EINTR
    guard got > 0 else { return atEnd = true }
    // Copied as one buffer (element by element, a debug build is slow on long lines).
    block.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<got])) }
  }
}
