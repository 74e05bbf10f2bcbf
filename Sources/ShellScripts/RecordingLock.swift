import Foundation
import SwiftSource

/// The lock a recording holds on its file (`flock`, exclusive, for as long as it records), so
/// that two shells never write one file: a second `record` onto it, or a `save --force` or
/// `export test --force` that would replace it, is refused with the process that holds it.
///
/// `flock` locks are the open file's and end with it, so a killed shell or worker leaves none.
/// The holder is read from `/proc/locks` (Linux), which lists each lock's process and inode.
package enum RecordingLock {
  /// Locks the open file `fd` at `path`, or closes `fd` and throws naming the process that
  /// records it.
  static func lock(_ fd: Int32, path: String, command: String) throws(ShellError) {
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      // A file system without locks (some network ones) records as before.
      guard errno == EWOULDBLOCK else { return }
      let refusal = refusal(path: path, fd: fd, command: command)
      close(fd)
      throw refusal
    }
  }

  /// Throws when another open file records `path` (a regular file that exists).
  static func refuseIfRecorded(_ path: String, command: String) throws(ShellError) {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    while flock(fd, LOCK_SH | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      guard errno == EWOULDBLOCK else { return }
      throw refusal(path: path, fd: fd, command: command)
    }
    _ = flock(fd, LOCK_UN)
  }

  private static func refusal(path: String, fd: Int32, command: String) -> ShellError {
    ShellError(
      "'\(path)' is being recorded by \(holder(of: fd)); '\(command)' would mix two sessions "
        + "in it: 'record stop' there first, or pick another name")
  }

  /// The process holding the lock on `fd`'s file, in words: `store-shell (pid 4242)`, `this
  /// shell (pid 4242)`, or `another process` when `/proc/locks` does not say.
  static func holder(of fd: Int32) -> String {
    var info = stat()
    guard fstat(fd, &info) == 0,
      let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
    else { return "another process" }
    // `1: FLOCK  ADVISORY  WRITE 4242 08:01:1234567 0 EOF`: matched by the inode alone (the
    // device's numbers there are the kernel's, not `st_dev`'s encoding).
    let inode = String(info.st_ino)
    for line in locks.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, fields[1] == "FLOCK", fields[3] == "WRITE",
        fields[5].split(separator: ":").last.map(String.init) == inode,
        let pid = Int32(fields[4])
      else { continue }
      if pid == getpid() { return "this shell (pid \(pid))" }
      let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return "\(name.map { ControlEscaping.escaped($0) } ?? "process") (pid \(pid))"
    }
    return "another process"
  }
}
