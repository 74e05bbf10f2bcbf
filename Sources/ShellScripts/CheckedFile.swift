import Foundation

/// A file the shell writes with every write checked: a full disk, an I/O error or `/dev/full`
/// is an error naming the file and the cause, never a silent loss.
///
/// Foundation's `write(toFile:atomically:)` would do for whole files, but it says neither
/// which cause nor leaves the file alone on every failure; a recording also needs to append
/// and to cut a torn last step away, which it cannot do.
package final class CheckedFile {
  /// The path the file was opened at.
  let path: String
  /// The open file's descriptor (-1 once closed).
  package private(set) var descriptor: Int32
  /// The bytes written so far.
  package private(set) var length: Int = 0

  /// Opens `path` for writing from its start: creates it, and with `overwrite` truncates an
  /// existing one; without it, an existing file is an error that says to add `--force`.
  /// `locked`: takes the file's recording lock first (`RecordingLock`), and a file another
  /// process or file records is refused as it was, untouched.
  package init(
    creating path: String, overwrite: Bool, command: String, readable: Bool = false,
    locked: Bool = false
  ) throws(ShellError) {
    self.path = path
    // Truncated only once locked: a file being recorded is left as it is.
    let truncates = overwrite && !locked
    let flags = (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_APPEND | O_CLOEXEC
      | (overwrite ? (truncates ? O_TRUNC : 0) : O_EXCL)
    let fd = open(path, flags, 0o644)
    guard fd >= 0 else {
      let code = errno
      if code == EEXIST {
        throw ShellError(
          "'\(path)' exists; '\(command) \(path) --force' overwrites it, or pick another name")
      }
      throw ShellError("cannot write '\(path)': \(Self.describe(code))")
    }
    if locked {
      try RecordingLock.lock(fd, path: path, command: command)
      if overwrite { _ = ftruncate(fd, 0) }
    }
    descriptor = fd
  }

  /// Opens the existing file at `path` to write at its end (a recording that goes on in a new
  /// worker after a trap).
  package init(appendingTo path: String, command: String, locked: Bool = false) throws(ShellError) {
    self.path = path
    let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard fd >= 0 else { throw ShellError("cannot write '\(path)': \(Self.describe(errno))") }
    if locked { try RecordingLock.lock(fd, path: path, command: command) }
    descriptor = fd
    var info = stat()
    if fstat(fd, &info) == 0 { length = Int(info.st_size) }
  }

  deinit { close() }

  /// Appends `text`; on failure throws the cause in words (the bytes that did get written
  /// stay, see ``truncate(to:)``).
  package func write(_ text: String) throws(CheckedFile.Failure) {
    try write(Array(text.utf8))
  }

  /// Appends `bytes`, as ``write(_:)-(String)`` does.
  package func write(_ bytes: [UInt8]) throws(CheckedFile.Failure) {
    var offset = 0
    while offset < bytes.count {
      // Read in place (a mutable view would copy an array that its caller still holds).
      let written = bytes.withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw Failure(cause: Self.describe(errno))
      }
      if written == 0 { throw Failure(cause: Self.describe(EIO)) }
      offset += written
      length += written
    }
  }

  /// Cuts the file back to `length` bytes (a torn last step); devices cannot be cut and are
  /// left as they are.
  package func truncate(to length: Int) {
    if ftruncate(descriptor, off_t(length)) == 0 { self.length = length }
  }

  /// The bytes written so far, read back (a file opened `readable`).
  package func contents() -> [UInt8] { bytes(from: 0, count: length) }

  /// Up to `count` of the bytes written, from `start` on, read back (a file opened `readable`).
  package func bytes(from start: Int, count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(0, min(count, length - start)))
    var offset = 0
    while offset < bytes.count {
      let read = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(start + offset))
      }
      if read <= 0 { break }
      offset += read
    }
    return Array(bytes[..<offset])
  }

  /// Whether `path` names this open file (the same inode on the same device).
  package func isFile(at path: String) -> Bool {
    var open = stat()
    var named = stat()
    guard descriptor >= 0, fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }

  /// Closes the file; later writes fail.
  package func close() {
    guard descriptor >= 0 else { return }
    _ = Foundation.close(descriptor)
    descriptor = -1
  }

  /// Why a write failed, in words (`No space left on device`).
  package struct Failure: Error {
    package let cause: String

    /// A failure for `cause`.
    package init(cause: String) { self.cause = cause }
  }

  package static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file or folder"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "it is a folder"
    case ENOSPC: return "no space left on the device"
    case EFBIG: return "the file is too large (a file size limit?)"
    case EIO: return "input/output error"
    default: return String(cString: strerror(code))
    }
  }

  /// Writes `text` as the whole content of `path`: a regular file (new, or existing with
  /// `overwrite`) through a temporary file renamed over it, so that a failed write leaves it
  /// as it was; anything else (a device) directly.
  package static func writeWhole(
    _ text: String, to path: String, overwrite: Bool, command: String
  ) throws(ShellError) {
    var info = stat()
    let exists = stat(path, &info) == 0
    if exists && !overwrite {
      throw ShellError(
        "'\(path)' exists; '\(command) \(path) --force' overwrites it, or pick another name")
    }
    if exists && (info.st_mode & S_IFMT) == S_IFDIR {
      throw ShellError("cannot write '\(path)': it is a folder")
    }
    if exists { try RecordingLock.refuseIfRecorded(path, command: command) }
    if exists && (info.st_mode & S_IFMT) != S_IFREG {
      let file = try CheckedFile(creating: path, overwrite: true, command: command)
      do { try file.write(text) } catch {
        throw ShellError("cannot write '\(path)': \(error.cause)")
      }
      return
    }
    let temporary = path + ".tmp-\(getpid())"
    do {
      let file: CheckedFile
      do throws(ShellError) {
        file = try CheckedFile(creating: temporary, overwrite: true, command: command)
      } catch {
        // The temporary file is the shell's business: the cause is the user's file's.
        let prefix = "cannot write '\(temporary)': "
        let cause = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
        throw ShellError("cannot write '\(path)': \(cause)")
      }
      defer { file.close() }
      // No fsync: the rename keeps the file whole if the shell dies; surviving a power cut
      // is not worth a disk flush on every save.
      do { try file.write(text) } catch {
        unlink(temporary)
        throw ShellError("cannot write '\(path)': \(error.cause)")
      }
    }
    guard rename(temporary, path) == 0 else {
      let cause = describe(errno)
      unlink(temporary)
      throw ShellError("cannot write '\(path)': \(cause)")
    }
  }
}
