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
///
/// Only a mark the recorder wrote is one (``reading(length:markEnd:bytes:)``): it gives more
/// than ``minimumLength`` bytes, and stands right before one step of exactly that length (a
/// command line, then output lines, the next line a command or the end), or, torn, before the
/// start of one that runs to the end of the file. Any other line of that wording is a comment
/// a user wrote, kept as comments are: it never ends a file early.
package enum StepLengthMark {
  private static let prefix = "# the next step is "
  private static let suffix = " bytes long"

  /// The mark for a step of `length` bytes, without its newline.
  package static func line(length: Int) -> String { prefix + String(length) + suffix }

  /// How many bytes of a step a recorder keeps in memory; past them the step goes to a spill
  /// file and is copied into the recording after a mark.
  package static let spillSize = 1 << 20

  /// The least length a mark of the recorder's gives: it writes one only before a step whose
  /// output went to its spill file, over ``spillSize`` bytes.
  static var minimumLength: Int { spillSize + 1 }

  /// The step length `line` gives (its bytes without LF; a CR before it allowed), or `nil`
  /// when it does not have the mark's wording.
  static func length(in line: some Collection<UInt8>) -> Int? {
    // Most lines are commands or indented output: settled by their first byte.
    guard line.first == UInt8(ascii: "#") else { return nil }
    var bytes = Array(line)
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard bytes.starts(with: prefix.utf8), bytes.reversed().starts(with: suffix.utf8.reversed())
    else { return nil }
    let digits = bytes.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy(isDigit) else { return nil }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  /// How a line of the mark's wording reads.
  enum Reading: Equatable {
    /// The recorder's mark before a whole step: no line of the script.
    case mark
    /// The recorder's mark before a step cut short: the file ends before it.
    case torn
    /// A comment that only looks like a mark: a line of the script like any comment.
    case comment
  }

  /// How the line of the mark's wording giving `length`, which ends at `markEnd` (the offset
  /// just after its newline), reads in a file whose bytes `bytes(offset, count)` gives (fewer
  /// than `count` at its end: the file as it is now, however long it was when opened).
  static func reading<Failure: Error>(
    length: Int, markEnd: Int, bytes: (_ offset: Int, _ count: Int) throws(Failure) -> [UInt8]
  ) throws(Failure) -> Reading {
    guard length >= minimumLength else { return .comment }
    let (sum, overflows) = markEnd.addingReportingOverflow(length)
    let end = overflows ? Int.max : sum
    var shape = StepShape()
    var offset = markEnd
    while offset < end, shape.isStep {
      let block = try bytes(offset, min(blockSize, end - offset))
      if block.isEmpty { break }
      block.withUnsafeBufferPointer { shape.read($0) }
      offset += block.count
    }
    guard shape.isStep else { return .comment }
    if offset < end { return .torn }
    // Whole: the step ends with a line, and the next line is no output line of it.
    guard shape.isAtLineStart else { return .comment }
    return try bytes(end, 2) == Array("  ".utf8) ? .comment : .mark
  }

  /// How many bytes of a step are read at a time to tell its shape.
  private static let blockSize = 1 << 20

  /// Whether `line`, the file's last one with no newline after it, is a mark cut short (or
  /// one whole: its step is missing): the start of the mark's wording, with the digits of a
  /// length the recorder writes when they are all there.
  static func isCutShort(_ line: some Collection<UInt8>) -> Bool {
    guard line.first == UInt8(ascii: "#") else { return false }
    let bytes = Array(line)
    let prefix = Array(Self.prefix.utf8)
    guard bytes.count > prefix.count else { return prefix.starts(with: bytes) }
    guard bytes.starts(with: prefix) else { return false }
    let digits = bytes[prefix.count...].prefix(while: isDigit)
    let after = bytes[(prefix.count + digits.count)...]
    guard digits.count <= 18 else { return false }
    if after.isEmpty { return true }
    let suffix = Array(Self.suffix.utf8)
    guard !digits.isEmpty, suffix.starts(with: after) else { return false }
    return after.count < suffix.count
      || Int(String(decoding: digits, as: UTF8.self))! >= minimumLength
  }

  /// What a scan of a whole file finds (``scan(_:)``).
  struct Scan {
    /// How many of the bytes hold whole steps: all of them, or those before the mark of a
    /// torn step (or of a mark cut short at the end).
    var intactLength: Int
    /// The numbers (from 1) of the lines that are the recorder's marks, before ``intactLength``.
    var markLines: Set<Int> = []
  }

  /// The marks of the file whose bytes are `bytes`, and where it ends for the readers.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
    guard let base = bytes.baseAddress else { return Scan(intactLength: 0) }
    var scan = Scan(intactLength: bytes.count)
    var start = 0
    var number = 0
    func read(_ offset: Int, _ count: Int) -> [UInt8] {
      offset >= bytes.count ? [] : Array(bytes[offset..<min(bytes.count, offset + count)])
    }
    while start < bytes.count {
      number += 1
      guard
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else {
        if isCutShort(bytes[start...]) { scan.intactLength = start }
        return scan
      }
      let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if let length = length(in: bytes[start..<newline]) {
        switch reading(length: length, markEnd: newline + 1, bytes: read) {
        case .mark: scan.markLines.insert(number)
        case .torn:
          scan.intactLength = start
          return scan
        case .comment: break
        }
      }
      start = newline + 1
    }
    return scan
  }

  /// How many of `bytes` hold whole steps (see ``Scan/intactLength``).
  package static func intactLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    scan(bytes).intactLength
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}

/// Tells, from bytes read in order, whether they are one step of a recording as its writer
/// writes it: a command line (not indented), then output lines, each after two spaces.
private struct StepShape {
  /// Bytes read of the line being read, counted up to 2 (all that tells an output line).
  private var column = 0
  private var isCommandLine = true
  private var commandStartsWithSpace = false
  /// Whether every byte read so far fits a step.
  private(set) var isStep = true

  /// Whether the bytes read end with a whole line, the command line or after it.
  var isAtLineStart: Bool { column == 0 && !isCommandLine }

  mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
    let space = UInt8(ascii: " ")
    let newline = UInt8(ascii: "\n")
    var index = 0
    while index < bytes.count, isStep {
      if column < 2 {
        let byte = bytes[index]
        index += 1
        if byte == newline {
          // Only the command line may be shorter than two bytes.
          isStep = isCommandLine
          (column, isCommandLine) = (0, false)
          continue
        }
        if isCommandLine {
          if column == 0 { commandStartsWithSpace = byte == space }
          if column == 1, commandStartsWithSpace, byte == space { isStep = false }
        } else if byte != space {
          isStep = false
        }
        column += 1
        continue
      }
      // The rest of the line: to its LF.
      let base = bytes.baseAddress!
      guard let found = memchr(base + index, Int32(newline), bytes.count - index) else { return }
      index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
      (column, isCommandLine) = (0, false)
    }
  }
}
