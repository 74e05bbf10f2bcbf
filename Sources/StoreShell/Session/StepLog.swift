/// The command lines of a session's steps, for `history`, `goto` and `undo`, kept compactly:
/// front-coded in one byte buffer, each line as the length of the prefix it shares with the
/// line before, then the rest of its bytes, with every 16th line written whole so that any line
/// is rebuilt from at most 16. A million steps such as `send counter.setCount("41")`,
/// `send counter.increment`, … take about 10 MB, however many of them differ.
///
/// Written by hand because `[String]` (or distinct lines in a dictionary) holds a heap string
/// of 40–70 bytes for each line longer than 15 bytes: several times the text.
struct StepLog: RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The lines, front-coded: for each, varint shared-prefix length, varint suffix length, suffix.
  private var bytes: [UInt8] = []
  /// Where each block of `blockSize` lines starts in `bytes`.
  private var blockStarts: [UInt32] = []
  /// The last line's bytes (the prefix the next line is coded against).
  private var last: [UInt8] = []
  private(set) var endIndex = 0
  private static let blockSize = 16

  /// A log of `steps`, in order.
  init<S: Sequence<String>>(_ steps: S) {
    for step in steps { append(step) }
  }

  init(arrayLiteral steps: String...) { self.init(steps) }

  var startIndex: Int { 0 }
  subscript(position: Int) -> String {
    precondition(position >= 0 && position < endIndex, "step index out of range")
    return String(decoding: line(position), as: UTF8.self)
  }

  /// Keeps the first `count` steps (all when there are fewer).
  mutating func keepFirst(_ count: Int) {
    removeSubrange(Swift.min(Swift.max(count, 0), endIndex)...)
  }

  /// Adds a step at the end.
  mutating func append(_ step: String) {
    var step = step
    // Read in place, and `last` refilled, not replaced: no array is made a step.
    step.withUTF8 { line in
      var shared = 0
      if endIndex % Self.blockSize == 0 {
        blockStarts.append(UInt32(bytes.count))
      } else {
        let limit = Swift.min(line.count, last.count)
        while shared < limit, line[shared] == last[shared] { shared += 1 }
      }
      Self.appendVarint(shared, to: &bytes)
      Self.appendVarint(line.count - shared, to: &bytes)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[shared...]))
      last.removeAll(keepingCapacity: true)
      last.append(contentsOf: line)
    }
    endIndex += 1
  }

  /// Removes the steps from `range.lowerBound` on.
  mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
    let count = range.lowerBound
    guard count < endIndex else { return }
    bytes.removeSubrange(lineStart(count)...)
    blockStarts.removeSubrange(((count + Self.blockSize - 1) / Self.blockSize)...)
    endIndex = count
    last = count == 0 ? [] : line(count - 1)
  }

  /// Line `position`'s bytes, rebuilt from the start of its block.
  private func line(_ position: Int) -> [UInt8] {
    var offset = Int(blockStarts[position / Self.blockSize])
    var line: [UInt8] = []
    for _ in 0...(position % Self.blockSize) {
      let shared = Self.readVarint(bytes, &offset)
      let suffix = Self.readVarint(bytes, &offset)
      line.removeSubrange(shared...)
      line.append(contentsOf: bytes[offset..<(offset + suffix)])
      offset += suffix
    }
    return line
  }

  /// Where line `position`'s coding starts in `bytes`.
  private func lineStart(_ position: Int) -> Int {
    var offset = Int(blockStarts[position / Self.blockSize])
    for _ in 0..<(position % Self.blockSize) {
      _ = Self.readVarint(bytes, &offset)
      offset += Self.readVarint(bytes, &offset)
    }
    return offset
  }

  private static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  private static func readVarint(_ bytes: [UInt8], _ offset: inout Int) -> Int {
    var value = 0
    var shift = 0
    while true {
      let byte = bytes[offset]
      offset += 1
      value |= Int(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }
}
