#if MCP
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits what a file descriptor gives into lines (MCP's messages), each searched for its
/// newline once, none kept past `limit` bytes: a longer one is reported with its size and its
/// `id`, found in its first or last `window` bytes, and dropped.
struct LineReader: Sendable {
  let descriptor: Int32
  let limit: Int
  let window: Int

  /// Reads to the end of the input: `message` gets each line under the limit (empty lines
  /// left out), `oversized` each longer one's id (JSON text) and size.
  func readLines(message: (Data) -> Void, oversized: (String?, Int) -> Void) {
    var pending = Data()
    // An oversized line: its size so far, its first bytes, its last ones.
    var dropped: (size: Int, head: Data, tail: Data)?
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    func take(_ bytes: ArraySlice<UInt8>, ends: Bool) {
      if var over = dropped {
        over.size += bytes.count
        over.tail = (over.tail + bytes).suffix(window)
        dropped = over
      } else if pending.count + bytes.count > limit {
        let whole = pending + bytes
        dropped = (whole.count, whole.prefix(window), whole.suffix(window))
        pending = Data()
      } else {
        pending.append(contentsOf: bytes)
      }
      guard ends else { return }
      if let over = dropped {
        oversized(OversizedMessage.id(head: over.head, tail: over.tail), over.size)
      } else if !pending.isEmpty {
        message(pending)
      }
      pending = Data()
      dropped = nil
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      var start = 0
      while let newline = chunk[start..<count].firstIndex(of: UInt8(ascii: "\n")) {
        take(chunk[start..<newline], ends: true)
        start = newline + 1
      }
      if start < count { take(chunk[start..<count], ends: false) }
    }
    // A last message without its newline.
    take([], ends: true)
  }
}
#endif
