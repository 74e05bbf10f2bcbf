import Foundation
@testable import StoreShell
import Testing

/// The transcript keeps its entries compactly on disk and gives back what was appended, as
/// `Script.parse` would read the same entries' script text.
@Suite struct TranscriptLogTests {
  /// A diff block of a game-like state whose count is `count`.
  static func diff(count: Int, name: String = "Blob") -> OutputLine {
    OutputLine(
      diffBlock: """
        GameState(
          counter: Counter(
        -   count: \(count - 1),
        +   count: \(count),
            name: "\(name)"
          ),
          results: []
        )
        """)!
  }

  /// What `Script.parse` reads back from the script text of `entries` (no header).
  static func parsed(_ entries: [ScriptEntry]) throws -> [ScriptEntry] {
    try Script.parse(Script(header: nil, entries: entries).text, path: "t").entries
  }

  @Test func givesBackEveryEntryWithItsDiffsLinesAndScriptLineNumbers() throws {
    let log = TranscriptLog()
    var appended: [ScriptEntry] = []
    // Blocks alike and unlike, multi-byte text cut anywhere, volatile lines, plain entries,
    // and enough of them to be written out in several blocks of 64 KiB.
    let names = ["Blob", "Blob Jr", "Blöb", "日本語", "", "Blob"]
    for step in 0..<3000 {
      let output = [
        OutputLine("→ counter.setCount(\"\(step)\")", .sent),
        Self.diff(count: step % 7 == 0 ? -step : step, name: names[step % names.count]),
        OutputLine("  (0.01 ms)", .note, isVolatile: true),
      ] + (step % 5 == 0 ? [Self.diff(count: step * 1000)] : [])
      if step % 11 == 0 {
        let entry = ScriptEntry(command: "state counter", expected: ["count: \(step)", ""])
        log.append(entry)
        appended.append(entry)
      }
      log.append(command: "send counter.setCount(\"\(step)\")", output: output)
      appended.append(
        ScriptEntry(
          command: "send counter.setCount(\"\(step)\")",
          expected: CommandResult.recordedText(of: output)))
    }
    let entries = log.entries()
    #expect(entries.count == appended.count)
    #expect(entries == (try Self.parsed(appended)))
    #expect(entries[1].expected.contains("  -   count: -1,"))
    #expect(log.count == appended.count)
  }

  @Test func aDiffLikeThePreviousOneTakesAFewBytes() {
    var packer = OutputPacker()
    var bytes: [UInt8] = []
    packer.append(
      command: "send counter.increment", [Self.diff(count: 1)], keepsVolatile: false, to: &bytes)
    let first = bytes.count
    packer.append(
      command: "send counter.increment", [Self.diff(count: 2)], keepsVolatile: false, to: &bytes)
    let second = bytes.count - first
    #expect(first > 100)
    // The command (24 bytes with its record's head) and what differs: `1,\n+   count: 2`.
    #expect(second < 50)
    #expect(TranscriptLog.entries(packed: bytes)?.map(\.expected.count) == [8, 8])
  }

  @Test func packedLinesKeepTheirRolesVolatilityAndBlocks() {
    let lines = [
      OutputLine("→ a", .sent), Self.diff(count: 1), OutputLine("(1 ms)", .note, isVolatile: true),
      OutputLine("← b", .received), Self.diff(count: 2), OutputLine("boom", .error),
      OutputLine("", .plain), OutputLine("x", .removed), OutputLine("y", .added),
    ]
    var packer = OutputPacker()
    var bytes: [UInt8] = []
    packer.append(Array(lines[..<4]), keepsVolatile: true, to: &bytes)
    packer.append(Array(lines[4...]), keepsVolatile: true, to: &bytes)
    let unpacked = OutputPacker.lines(of: bytes)
    #expect(unpacked == lines)
    #expect(unpacked?.map(\.lineCount) == lines.map(\.lineCount))
  }

  @Test func commonPrefixAndSuffixNeverOverlap() {
    let samples = ["", "a", "aaaa", "aaaaaa", "abcabcabcabcabc", "abcabc", "0123456789abcdef0",
      "é", "ée", "x日本語x", "x日本x"]
    for old in samples {
      for new in samples {
        let (a, b) = (Array(old.utf8), Array(new.utf8))
        let (prefix, suffix) = OutputPacker.common(a, b)
        #expect(prefix + suffix <= min(a.count, b.count))
        #expect(a.prefix(prefix) == b.prefix(prefix))
        #expect(a.suffix(suffix) == b.suffix(suffix))
        // As long as they can be: one byte more would differ (or overlap).
        if prefix + suffix < min(a.count, b.count) {
          #expect(a[prefix] != b[prefix])
          #expect(a[a.count - suffix - 1] != b[b.count - suffix - 1])
        }
      }
    }
  }

  @Test func replacingEntriesStartsTheDiffsAfresh() {
    let log = TranscriptLog()
    log.append(command: "send a", output: [Self.diff(count: 1)])
    log.append(command: "send b", output: [Self.diff(count: 2)])
    let kept = ScriptEntry(command: "send c", expected: ["→ c"])
    log.replace(with: [kept])
    log.append(command: "send d", output: [Self.diff(count: 3)])
    let entries = log.entries()
    #expect(entries.map(\.command) == ["send c", "send d"])
    #expect(entries[1].expected == CommandResult.recordedText(of: [Self.diff(count: 3)]))
  }

  @Test func discardingCountsAndKeepsNothing() {
    let log = TranscriptLog()
    log.isDiscarding = true
    log.append(command: "send a", output: [Self.diff(count: 1)])
    log.append(ScriptEntry(command: "send b", expected: []))
    #expect(log.count == 2)
    #expect(log.entries().isEmpty)
  }

  @Test func bytesOfAnotherFormAreRefused() {
    #expect(TranscriptLog.entries(packed: Array("send a\n  → a\n".utf8)) == nil)
    // A line before any command, a block longer than the one before, a run past the end.
    #expect(TranscriptLog.entries(packed: [2, 0, 1, 65]) == nil)
    #expect(TranscriptLog.entries(packed: [1, 1, 65, 3, 0, 5, 0, 0]) == nil)
    #expect(TranscriptLog.entries(packed: [1, 9, 65]) == nil)
    #expect(TranscriptLog.entries(packed: []) == [])
    #expect(OutputPacker.lines(of: [2, 0, 1]) == nil)
  }
}
