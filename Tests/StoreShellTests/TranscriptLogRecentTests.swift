import Foundation
@testable import StoreShell
import Testing

/// A supervised worker's transcript notes each new entry for its supervisor by a digest of its
/// text (kept in memory only while short), and reads a long one back from its file.
@Suite struct TranscriptLogRecentTests {
  /// A diff block and its lines one by one (as the worker's wire sends them) have one digest;
  /// another text has another.
  @Test func aBlockAndItsSplitLinesHaveOneDigest() {
    let block = TranscriptLogTests.diff(count: 3)
    var whole = RecordedTextDigest()
    whole.add([OutputLine("→ counter.increment", .sent), block])
    var split = RecordedTextDigest()
    split.add(line: "→ counter.increment")
    for line in [block].splittingBlocks { split.add(line: line.text) }
    #expect(whole == split)
    #expect(whole.lineCount == 1 + Int(block.blockLineCount))
    var other = split
    other.add(line: "")
    #expect(other != split)
    var volatile = RecordedTextDigest()
    volatile.add([OutputLine("→ counter.increment", .sent), OutputLine("took 1 ms", .note, isVolatile: true), block])
    #expect(volatile == whole)
  }

  /// A step of 40,000 lines (more than a recent entry keeps in memory): the digest of what it
  /// printed says it is the only entry, and its text, read back from the file, is the
  /// transcript's, diff blocks after the entry before it included.
  @Test func aLongEntryIsNotedByItsDigestAndReadBackWhole() {
    let log = TranscriptLog()
    log.keepsRecent = true
    log.append(command: "send a", output: [TranscriptLogTests.diff(count: 1)])
    log.forgetRecent()
    var printed = RecordedTextDigest()
    for tick in 0..<20_000 {
      let lines = [OutputLine("← tick \(tick)", .received), TranscriptLogTests.diff(count: tick + 2)]
      log.receive(.lines(lines), lines: lines[...])
      for line in lines.splittingBlocks { printed.add(line: line.text) }
    }
    log.receive(.commandEnded(command: "advance 200s", failed: nil), lines: [])
    #expect(log.recentIsOnly(command: "advance 200s", digest: printed))
    #expect(!log.recentIsOnly(command: "advance 100s", digest: printed))
    var taken: [ScriptEntry] = []
    log.takeRecent { taken.append($0) }
    let entry = log.entries()[1]
    #expect(taken.map(\.command) == [entry.command] && taken.map(\.expected) == [entry.expected])
    #expect(taken.first?.expected.count == 20_000 * (1 + Int(TranscriptLogTests.diff(count: 2).blockLineCount)))
    // Taken: noted no more.
    log.takeRecent { _ in Issue.record("taken twice") }
  }

  /// A failed command's entry is its error alone, and two entries are not one.
  @Test func aFailedCommandOrTwoEntriesAreNotTheLinesPrinted() {
    let log = TranscriptLog()
    log.keepsRecent = true
    let lines = [OutputLine("→ a", .sent)]
    log.receive(.lines(lines), lines: lines[...])
    var printed = RecordedTextDigest()
    printed.add(lines)
    log.receive(.commandEnded(command: "send a", failed: [OutputLine("error: no", .error)]), lines: [])
    #expect(!log.recentIsOnly(command: "send a", digest: printed))
    var taken: [ScriptEntry] = []
    log.takeRecent { taken.append($0) }
    #expect(taken.map(\.command) == ["send a"] && taken.map(\.expected) == [["error: no"]])
    log.append(command: "send b", output: lines)
    log.append(command: "send c", output: lines)
    #expect(!log.recentIsOnly(command: "send c", digest: printed))
  }
}
