import Foundation
import LineEditor
import ShellScripts

/// Standard output and error, every write checked. A closed pipe on either (`store-shell |
/// head -1`) ends the shell quietly with status 141, what a shell reports for a tool a closed
/// pipe ended (128 + SIGPIPE), so `set -o pipefail` scripts see what they see of `yes`; but the
/// shell ends by `exit`, SIGPIPE ignored, not by the signal: its worker is reaped and its
/// recording holds only whole steps. Any other failure (a full disk, `/dev/full`) is a one-line
/// error on standard error naming the stream and the cause, and exit status 1.
enum StandardStreams {
  /// The status a closed pipe ends the shell with.
  static let closedPipeStatus: Int32 = 128 + SIGPIPE

  /// Ignores SIGPIPE and has the editor's output failures end the shell as above.
  static func install() {
    signal(SIGPIPE, SIG_IGN)
    LineEditor.onOutputFailure { code in failed(writing: "standard output", code) }
  }

  /// Writes `text` to standard error (in one write while it can), checked.
  static func writeError(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(2, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { failed(writing: "standard error", written < 0 ? errno : EIO) }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Flushes Swift's `print`s to standard output, checked.
  static func flushOutput() { LineEditor.flushOutput() }

  /// Ends the shell after a failed write to `stream`, as the type's comment says.
  static func failed(writing stream: String, _ code: Int32) -> Never {
    if code == EPIPE { exit(closedPipeStatus) }
    if stream != "standard error" {
      let message = Array("error: cannot write \(stream): \(CheckedFile.describe(code))\n".utf8)
      _ = message.withUnsafeBytes { Foundation.write(2, $0.baseAddress, $0.count) }
    }
    exit(1)
  }
}
