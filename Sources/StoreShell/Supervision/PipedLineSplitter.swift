/// Cuts piped input into lines as it is read, each byte searched for a line break once: a
/// long line that comes in many reads is not searched again from its start at each read
/// (which made a line of n bytes read in chunks of c cost n²/2c).
struct PipedLineSplitter {
  /// The bytes of the line not ended yet.
  private var pending: [UInt8] = []
  /// How many bytes of ``pending`` were searched already.
  private var searched = 0
  /// How many bytes were searched for a line break in all (for tests).
  private(set) var searchedByteCount = 0

  /// The lines `bytes` ends, without their LF and a CR before it.
  mutating func append(_ bytes: ArraySlice<UInt8>) -> [String] {
    pending += bytes
    var lines: [String] = []
    var start = 0
    while let newline = pending[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
      searchedByteCount += newline + 1 - max(start, searched)
      var end = newline
      if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      lines.append(String(decoding: pending[start..<end], as: UTF8.self))
      start = newline + 1
      searched = start
    }
    searchedByteCount += pending.count - max(start, searched)
    pending.removeFirst(start)
    searched = pending.count
    return lines
  }

  /// The last line, when the input ended without a line break after it.
  mutating func finish() -> [String] {
    guard !pending.isEmpty else { return [] }
    return append([UInt8(ascii: "\n")])
  }
}
