import Foundation
import SwiftSource

// A step's state diff (~20 lines) goes through the session's output, the transcript and the
// printer as one `OutputLine`, a diff block holding custom-dump's text as it came (one string),
// rather than as a string a line: each line of it is indented and given its role only where
// it is written. Blocks never leave this module: `CommandResult.lines` and `pump()` hand out
// their lines one per element (`splittingBlocks`), as a block's lines were before; sinks get
// them as blocks with each event.

extension OutputLine {
  /// The lines of the diff `text` (LF-separated, unindented) as one block, their control
  /// characters escaped (`ControlEscaping`; a CR too, so that no CRLF joins two lines); `nil`
  /// past `Int32.max` lines.
  init?(diffBlock text: String) {
    self.init(diffBlock: Array(text.utf8))
  }

  /// ``init(diffBlock:)-(String)`` of the diff's UTF-8 bytes, as ``StateDiff`` hands them over:
  /// no `String` is made of them (its UTF-8 check cost ~3,000 instructions a step with diffs
  /// on, the `…` of folded values making the text non-ASCII).
  init?(diffBlock bytes: [UInt8]) {
    var bytes = bytes
    // Most diffs hold no control character: their lines counted in the same pass.
    let (lineFeeds, mayHoldControl) = bytes.withUnsafeBytes { ByteScan.lineFeeds(in: $0) }
    var count: Int? = lineFeeds + 1
    if mayHoldControl {
      // The scan stopped there. Control characters escaped first, LFs kept: a CR is then
      // `\r`, and the block is made.
      let text = String(decoding: bytes, as: UTF8.self)
      bytes = Array(ControlEscaping.escaped(text, keepingLineFeeds: true).utf8)
      count = bytes.withUnsafeBytes { bytes -> Int? in
        let (newlines, sawCR) = ByteScan.count(
          UInt8(ascii: "\n"), in: bytes, stoppingAt: UInt8(ascii: "\r"))
        return sawCR ? nil : newlines + 1
      }
    }
    guard let count, count <= Int32.max else { return nil }
    self.init(block: bytes, lineCount: Int32(count))
  }

  /// How many lines this stands for: a block's count, or 1.
  var lineCount: Int { blockLineCount == 0 ? 1 : Int(blockLineCount) }

  /// Calls `body` with the bytes of each line of a block's text, without its LF.
  func forEachBlockLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    (block ?? []).withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return body(bytes) }
      var start = 0
      while true {
        var end = bytes.count
        if let newline = memchr(base + start, 0x0A, bytes.count - start) {
          end = UnsafeRawPointer(newline) - UnsafeRawPointer(base)
        }
        body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        guard end < bytes.count else { break }
        start = end + 1
      }
    }
  }

  /// A block's lines as ``write(to:colored:)`` writes each line: indented by two spaces, in
  /// the colour of its role.
  func writeBlock(to output: inout ByteWriter, colored: Bool) {
    var first = true
    forEachBlockLine { bytes in
      if !first { output.write(byte: UInt8(ascii: "\n")) }
      first = false
      let start = colored ? Self.colorStart(of: StateDiffRenderer.role(ofLine: bytes)) : nil
      if let start { output.write(start) }
      output.write(byte: UInt8(ascii: " "), count: 2)
      output.write(bytes)
      if start != nil { output.write(Self.colorEnd) }
    }
  }
}

extension Collection where Element == OutputLine {
  /// The lines with each diff block split into its lines, one per element, as the public API
  /// gives them.
  var splittingBlocks: [OutputLine] {
    guard contains(where: { $0.blockLineCount != 0 }) else { return Array(self) }
    var lines: [OutputLine] = []
    lines.reserveCapacity(lineCount)
    for line in self {
      guard line.blockLineCount != 0 else {
        lines.append(line)
        continue
      }
      line.forEachBlockLine { bytes in
        let text = String(unsafeUninitializedCapacity: bytes.count + 2) { buffer -> Int in
          buffer[0] = UInt8(ascii: " ")
          buffer[1] = UInt8(ascii: " ")
          return buffer[2...].initialize(fromContentsOf: bytes)
        }
        lines.append(OutputLine(text, StateDiffRenderer.role(ofLine: bytes)))
      }
    }
    return lines
  }

  /// How many lines these stand for, diff blocks split.
  var lineCount: Int { reduce(0) { $0 + $1.lineCount } }
}
