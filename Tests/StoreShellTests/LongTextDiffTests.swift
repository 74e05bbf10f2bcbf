import CustomDump
import Foundation
@testable import StateDiff
@testable import StoreShell
import Testing

/// The diff of two long multi-line strings is lined up within a bounded number of steps:
/// line by line as custom-dump shows it when few lines changed, both strings whole under a note
/// when too many did (lining up costs lines × lines changed; it took 16–22 s for 40,000 lines
/// in a debug build). The bounds count comparisons and lines, not time.
@Suite struct LongTextDiffTests {
  /// `count` lines, `line(i)` each.
  static func text(_ count: Int, _ line: (Int) -> String) -> String {
    (0..<count).map(line).joined(separator: "\n")
  }

  @Test func fortyThousandLinesAllChangedAreShownWholeWithinTheBudget() throws {
    let old = Self.text(40_000) { "old line \($0)" }
    let new = Self.text(40_000) { "new line \($0)" }
    var pairs = TextLinePairs(
      old.split(separator: "\n").map { TextLine(text: $0) },
      new.split(separator: "\n").map { TextLine(text: $0) })
    let exceeds = pairs.exceedsLineUpBudget()
    #expect(exceeds)
    // The search stops at the budget, give or take one diagonal's run.
    #expect(pairs.comparisons <= TextLinePairs.lineUpBudget + 80_001)

    let diff = try #require(StateDiff.diff(old, new))
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    // The note, and each string whole: its quotes and its 40,000 lines.
    #expect(lines.count == 1 + 2 * (40_000 + 2), "\(lines.count)")
    #expect(
      lines.first
        == "  // 40000 and 40000 lines: too many changed to line up, both in full (lining up takes time in proportion to lines × lines changed)"
    )
    #expect(lines[1] == "- \"\"\"" && lines[2] == "- old line 0" && lines.last == "+ \"\"\"")
    #expect(lines.filter { $0.hasPrefix("+ new line ") }.count == 40_000)
  }

  @Test func fortyThousandLinesAFewChangedAreLinedUpAsCustomDumpDoes() throws {
    let old = Self.text(40_000) { "line \($0)" }
    let new = Self.text(40_000) { [7, 20_000, 39_990].contains($0) ? "changed \($0)" : "line \($0)" }
    var pairs = TextLinePairs(
      old.split(separator: "\n").map { TextLine(text: $0) },
      new.split(separator: "\n").map { TextLine(text: $0) })
    let exceeds = pairs.exceedsLineUpBudget()
    #expect(!exceeds)
    _ = try pairs.alignment()
    // Linear in the lines: each diagonal's run crossed once for each line changed.
    #expect(pairs.comparisons <= 40 * 40_000, "\(pairs.comparisons)")

    let diff = try #require(StateDiff.diff(old, new))
    let lines = diff.split(separator: "\n")
    #expect(lines.count == 40_000 + 3 + 2)
    #expect(lines.filter { $0.hasPrefix("- ") } == ["- line 7", "- line 20000", "- line 39990"])
  }

  /// Under the budget the lines are lined up as custom-dump lines them up: the same text for
  /// plain lines, the same markers where escapes and `#` make the literal differ on purpose.
  @Test func shortTextsAreLinedUpAsCustomDumpDoes() {
    var generator = SystemRandomNumberGenerator()
    func text(_ words: [String]) -> String {
      (0..<Int.random(in: 0...12, using: &generator))
        .map { _ in words.randomElement(using: &generator)! }.joined(separator: "\n")
    }
    func markers(_ diff: String?) -> [Substring] {
      (diff ?? "").split(separator: "\n", omittingEmptySubsequences: false).map { $0.prefix(2) }
    }
    for _ in 0..<300 {
      let plain = ["a", "b", "c", "é", "", "x y"]
      let (old, new) = (text(plain) + "\n", text(plain))
      #expect(StateDiff.diff(old, new) == CustomDump.diff(old, new), "\(old.debugDescription) → \(new.debugDescription)")
      let hostile = plain + ["\"", "\\", "#", "\t"]
      let (hostileOld, hostileNew) = (text(hostile) + "\n", text(hostile))
      #expect(
        markers(StateDiff.diff(hostileOld, hostileNew)) == markers(CustomDump.diff(hostileOld, hostileNew)),
        "\(hostileOld.debugDescription) → \(hostileNew.debugDescription)")
    }
  }
}

extension LongTextDiffTests {
  /// The one-line values' trimming (the shell's, `trimmingShellWhitespace`) is Foundation's,
  /// without its bridging, for edges that are not ASCII too.
  @Test func trimmingIsFoundations() {
    let samples = [
      "", " ", "\t a b \t", "\u{A0}x\u{3000}", " \u{301}x ", "\u{2003}\u{2003}", "a\u{200B} ", "\n a \n", "é ",
    ]
    for sample in samples {
      #expect(
        Substring(sample).trimmingShellWhitespace() == sample.trimmingCharacters(in: .whitespaces),
        "\(sample.debugDescription)")
    }
  }
}
