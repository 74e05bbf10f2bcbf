import Foundation

/// The comment line a recording writes before a step too long to write in one go (one spilled
/// to disk, see `ScriptRecorder`): `# the next step is N bytes long`, N the bytes of the step's
/// command line and output lines that follow it.
///
/// A recording killed while such a step is copied ends with fewer bytes after the mark than it
/// says: the readers (`Script.parse`, `ScriptReader`, `ScriptLineReader`) take the file as
/// ending before the mark, the torn step left out and every step before it kept. A last line
/// with no newline that is the start of a mark is a mark cut short, dropped too. The readers
/// leave marks out of a script's entries, so that `save` and `--update` never copy one.
enum StepLengthMark {
  private static let prefix = "# the next step is "
  private static let suffix = " bytes long"

  /// The mark for a step of `length` bytes, without its newline.
  static func line(length: Int) -> String { prefix + String(length) + suffix }

  /// The step length `line` gives (its bytes without LF; a CR before it allowed), or `nil`
  /// when it is not a mark.
  static func length(in line: some Collection<UInt8>) -> Int? {
    // Most lines are commands or indented output: settled by their first byte.
    guard line.first == UInt8(ascii: "#") else { return nil }
    var bytes = Array(line)
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard bytes.starts(with: prefix.utf8), bytes.reversed().starts(with: suffix.utf8.reversed())
    else { return nil }
    let digits = bytes.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
    guard !digits.isEmpty, digits.count <= 18,
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  /// Whether `line`, the file's last one with no newline after it, is a mark cut short (or
  /// one whole: its step is missing).
  static func isCutShort(_ line: some Collection<UInt8>) -> Bool {
    guard line.first == UInt8(ascii: "#") else { return false }
    let prefix = Array(Self.prefix.utf8)
    return line.count <= prefix.count ? prefix.starts(with: line) : line.starts(with: prefix)
  }

  /// Whether the mark ending at `markEnd` (the offset just after its newline) promises more
  /// bytes than a file of `size` bytes holds.
  static func isTorn(length: Int, markEnd: Int, size: Int) -> Bool {
    length > size - markEnd
  }

  /// How many of `bytes` hold whole steps: all of them, or those before the mark of a torn
  /// step (or of a mark cut short at the end).
  static func intactLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var start = 0
    while start < bytes.count {
      guard
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else {
        return isCutShort(bytes[start...]) ? start : bytes.count
      }
      let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if let length = length(in: bytes[start..<newline]),
        isTorn(length: length, markEnd: newline + 1, size: bytes.count)
      {
        return start
      }
      start = newline + 1
    }
    return bytes.count
  }

  /// `text` up to its first torn step (see ``intactLength(of:)``).
  static func intactPrefix(of text: String) -> String {
    var text = text
    let length = text.withUTF8 { intactLength(of: $0) }
    // `length` is just after an LF (or the end): a whole number of scalars.
    return text.utf8.count == length ? text : String(decoding: text.utf8.prefix(length), as: UTF8.self)
  }
}
