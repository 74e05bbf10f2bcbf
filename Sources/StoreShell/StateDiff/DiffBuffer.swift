/// The bytes of a diff being written: one buffer every level of ``StateDiffer`` appends to.
///
/// UTF-8 bytes rather than a `String`: appending to a `String` costs ~200 instructions each
/// time (capacity, uniqueness, ASCII and breadcrumb bookkeeping), and a diff of the demo game's
/// state is ~150 appends; an array of bytes appends a piece with a copy. The bytes become a
/// string once, at the end (``text``). Only whole strings and line breaks are appended, so the
/// bytes are always valid UTF-8.
struct DiffBuffer {
  private var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The diff written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `text`'s bytes.
  static func += (buffer: inout DiffBuffer, text: String) {
    var text = text
    text.withUTF8 { buffer.bytes.append(contentsOf: $0) }
  }

  /// Appends a line break (U+000A).
  mutating func appendNewline() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    guard count <= Self.spaces.count else {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
      return
    }
    // A slice of spaces made once: `repeatElement`'s sequence is appended element by element.
    Self.spaces.withUnsafeBufferPointer {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count]))
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// Appends the start of a diff's line: `marker`, a space and `indent` spaces.
  mutating func appendLineStart(marker: String, indent: Int) {
    self += marker
    appendSpaces(1 + indent)
  }

  /// Appends `text`'s bytes, with a line start (``appendLineStart(marker:indent:)``) after each
  /// of its line breaks (U+000A, the one of a `"\r\n"` included, as custom-dump splits lines).
  mutating func append(_ text: String, lineMarker marker: String, indent: Int) {
    var text = text
    let hasLineBreak = text.withUTF8 { text in
      guard text.contains(UInt8(ascii: "\n")) else {
        bytes.append(contentsOf: text)
        return false
      }
      return true
    }
    guard hasLineBreak else { return }
    // Rare: a value whose text spans lines.
    for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.offset > 0 {
        appendNewline()
        appendLineStart(marker: marker, indent: indent)
      }
      bytes.append(contentsOf: line.element)
    }
  }

  /// Removes a final line break that is not part of a `"\r\n"` (what `text.last == "\n"` tells
  /// of the text).
  mutating func removeFinalNewline() {
    guard bytes.last == UInt8(ascii: "\n") else { return }
    guard bytes.count < 2 || bytes[bytes.count - 2] != UInt8(ascii: "\r") else { return }
    bytes.removeLast()
  }
}
