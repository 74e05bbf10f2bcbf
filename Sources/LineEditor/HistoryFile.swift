#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// The history file: plain UTF-8 text, one entry a line, oldest first.
///
/// The editor owns this format rather than using libedit's `read_history`/`write_history`:
/// libedit writes a `_HiStOrY_V2_` header and `strvis`-encodes characters (a space becomes
/// `\040`), which no other tool reads, and it rewrites the whole file, so two shells sharing one
/// file would lose each other's lines. Here each accepted line is appended with `O_APPEND` under
/// an exclusive `flock(2)`, and the file is cut back to the limit in place under the same lock
/// (in place, not by rename, so that a symlinked file stays a symlink and no writer is left
/// holding an unlinked file).
struct HistoryFile: Sendable {
  /// Where the file is.
  let path: String
  /// The most lines the file keeps.
  let limit: Int

  /// An I/O failure, with the call that failed and `errno`.
  struct Failure: Error, Equatable {
    var operation: String
    var code: Int32
  }

  /// The last `limit` entries of the file; none when it does not exist.
  func load() throws -> [String] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return [] }
      throw Failure(operation: "open", code: errno)
    }
    defer { close(fd) }
    try lock(fd, LOCK_SH)
    return Array(Self.lines(in: try readAll(fd)).suffix(limit))
  }

  /// Appends `entry` unless it repeats the file's last line, then cuts the file back to `limit`
  /// lines; all under an exclusive lock, so concurrent writers never tear a line.
  func append(_ entry: String) throws {
    let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    if fd < 0 { throw Failure(operation: "open", code: errno) }
    defer { close(fd) }
    try lock(fd, LOCK_EX)
    let content = try readAll(fd)
    var lines = Self.lines(in: content)
    if lines.last == entry { return }
    // A line cut short by a crash or a full disk must not swallow this entry.
    let separator = content.isEmpty || content.last == UInt8(ascii: "\n") ? "" : "\n"
    try writeAll(fd, Array((separator + entry + "\n").utf8))
    lines.append(entry)
    if lines.count > limit {
      let kept = lines.suffix(limit).map { $0 + "\n" }.joined()
      if ftruncate(fd, 0) != 0 { throw Failure(operation: "ftruncate", code: errno) }
      try writeAll(fd, Array(kept.utf8))
    }
  }

  /// The non-empty lines of `bytes`, decoded as UTF-8.
  static func lines(in bytes: [UInt8]) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  private func lock(_ fd: Int32, _ operation: Int32) throws {
    while flock(fd, operation) != 0 {
      if errno != EINTR { throw Failure(operation: "flock", code: errno) }
    }
  }

  private func readAll(_ fd: Int32) throws -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var offset: off_t = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(operation: "read", code: errno)
      }
      if count == 0 { return result }
      result.append(contentsOf: buffer[..<count])
      offset += off_t(count)
    }
  }

  private func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(operation: "write", code: errno)
      }
      written += count
    }
  }
}
