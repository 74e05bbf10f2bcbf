/// A digest of recorded text (the lines a transcript entry holds: all but volatile ones, diff
/// blocks line by line) with its line count: a worker tells whether its transcript's entry is
/// the lines it sent its supervisor (which then makes the entry of them) without keeping
/// either, however long a step's output.
///
/// Hashed with the standard library's `Hasher`, which the same process seeds the same way on
/// both sides it compares; a digest never leaves its process. Two texts that differ match with
/// a chance of 2⁻⁶⁴.
struct RecordedTextDigest: Equatable {
  private(set) var lineCount = 0
  private var hasher = Hasher()

  /// Adds the recorded text of `lines`: each line but volatile ones, a diff block's lines as
  /// `CommandResult.recordedText` splits them (indented by two spaces).
  mutating func add<Lines: Collection<OutputLine>>(_ lines: Lines) {
    for line in lines where !line.isVolatile {
      guard line.blockLineCount != 0 else {
        add(line: line.text)
        continue
      }
      line.forEachBlockLine { bytes in
        hasher.combine(UInt8(ascii: " "))
        hasher.combine(UInt8(ascii: " "))
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        hasher.combine(UInt8(ascii: "\n"))
        lineCount += 1
      }
    }
  }

  /// Adds one line of recorded text.
  mutating func add(line: String) {
    var text = line
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(UInt8(ascii: "\n"))
    lineCount += 1
  }

  /// Starts again, with no text.
  mutating func reset() { self = RecordedTextDigest() }

  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.lineCount == rhs.lineCount else { return false }
    let (left, right) = (lhs.hasher, rhs.hasher)
    return left.finalize() == right.finalize()
  }
}
