import LineEditor

/// Standard output's bytes not written yet: lines, LF-separated, each written into it as it
/// comes (a diff block's lines straight from its bytes) and printed in one write. Memory of its
/// own, kept between prints: a `--script` prints every step's lines through here, and an
/// `[UInt8]` made per print, or lines held until the write, cost a second pass and a retain a
/// line (~1,800 instructions a step with diffs on).
struct PrintedBytes: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>?
  private var capacity = 0
  /// How many bytes are held.
  private var count = 0
  /// Whether no line is held (an empty line is held as no bytes).
  private(set) var isEmpty = true

  init() {}

  deinit {
    start?.deallocate()
  }

  /// Appends `lines` (none an error line), with their roles' colours when `colored`; returns
  /// how many lines they stand for (diff blocks counted as their lines).
  @discardableResult
  mutating func append<Lines: Collection<OutputLine>>(_ lines: Lines, colored: Bool) -> Int {
    // At most: an LF before each, and each line's printed size.
    var size = 0
    var lineCount = 0
    for line in lines {
      size += 1 + line.printedSize
      lineCount += line.lineCount
    }
    guard lineCount > 0 else { return 0 }
    reserve(size)
    var writer = ByteWriter(UnsafeMutableBufferPointer(start: start! + count, count: capacity - count))
    for line in lines {
      if !isEmpty { writer.write(byte: UInt8(ascii: "\n")) }
      line.write(to: &writer, colored: colored)
      isEmpty = false
    }
    count += writer.count
    return lineCount
  }

  /// Prints the bytes held (the editor ends them with an LF), and holds none.
  mutating func write(to editor: LineEditor) {
    guard !isEmpty else { return }
    editor.print(utf8: UnsafeBufferPointer(start: start, count: count))
    count = 0
    isEmpty = true
  }

  /// Makes room for `more` bytes after the ones held.
  private mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    let newCapacity = Swift.max(capacity * 2, count + more, 1 << 12)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    if let start {
      newStart.initialize(from: start, count: count)
      start.deallocate()
    }
    start = newStart
    capacity = newCapacity
  }
}
