/// The bytes of a diff being written: one buffer every level of ``StateDiffer`` appends to.
///
/// UTF-8 bytes in memory of its own, grown by doubling. Appending to a `String` costs ~200
/// instructions each time (capacity, uniqueness, ASCII and breadcrumb bookkeeping), and to an
/// `[UInt8]` ~150 (its generic `append(contentsOf:)`: uniqueness, capacity, the copy through the
/// sequence's `_copyContents` and what did not fit); a diff of the demo game's state is ~70
/// appends, most of a few bytes. Here an append is a capacity check and a copy. Noncopyable, so
/// the memory has one owner and is freed once (`deinit`). The bytes become a string once, at the
/// end (``text``). Only whole strings and line breaks are appended, so the bytes are always valid
/// UTF-8.
package struct DiffBuffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  /// An empty buffer with room for `capacity` bytes.
  package init(capacity: Int = 64) {
    self.capacity = Swift.max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// The diff written so far.
  package var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// The bytes written so far (what a step's sinks take: see `StateDiff+Bytes.swift`).
  package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

  /// Appends `text`'s bytes.
  static func += (buffer: inout DiffBuffer, text: String) {
    withUTF8(of: text) { buffer.append($0) }
  }

  /// `body` run on `text`'s UTF-8 bytes, read where they are: a native string's are contiguous.
  /// (A copy of `text` for the mutating `withUTF8`, the fallback, retains the string and releases
  /// it after: twice an append, ~60 appends a diff.)
  private static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if text.utf8.withContiguousStorageIfAvailable(body) == nil {
      var text = text
      text.withUTF8(body)
    }
  }

  /// Appends a line break (U+000A).
  mutating func appendNewline() {
    reserve(1)
    start[count] = UInt8(ascii: "\n")
    count += 1
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    reserve(spaces)
    (start + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
    count += spaces
  }

  /// Appends the start of a diff's line: `marker`, a space and `indent` spaces.
  mutating func appendLineStart(marker: String, indent: Int) {
    self += marker
    appendSpaces(1 + indent)
  }

  /// Appends `text`'s bytes, with a line start (``appendLineStart(marker:indent:)``) after each
  /// of its line breaks (U+000A, the one of a `"\r\n"` included, as custom-dump splits lines).
  package mutating func append(_ text: String, lineMarker marker: String, indent: Int) {
    Self.withUTF8(of: text) { text in
      var rest = text[...]
      // Rare: a value whose text spans lines.
      while let lineBreak = rest.firstIndex(of: UInt8(ascii: "\n")) {
        append(UnsafeBufferPointer(rebasing: rest[..<lineBreak]))
        appendNewline()
        appendLineStart(marker: marker, indent: indent)
        rest = rest[(lineBreak + 1)...]
      }
      append(UnsafeBufferPointer(rebasing: rest))
    }
  }

  /// Appends the bytes `body` writes into the room it is given (`maxCount` bytes) and returns
  /// the count of: valid UTF-8, without a line break.
  package mutating func append(
    atMost maxCount: Int, writing body: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    reserve(maxCount)
    count += body(UnsafeMutableBufferPointer(start: start + count, count: maxCount))
  }

  /// Removes a final line break that is not part of a `"\r\n"` (what `text.last == "\n"` tells
  /// of the text).
  mutating func removeFinalNewline() {
    guard count > 0, start[count - 1] == UInt8(ascii: "\n") else { return }
    guard count < 2 || start[count - 2] != UInt8(ascii: "\r") else { return }
    count -= 1
  }

  /// Appends `bytes`.
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    reserve(bytes.count)
    (start + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Makes room for `more` bytes after the ones written.
  private mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    let newCapacity = Swift.max(capacity * 2, count + more)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.initialize(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }
}
