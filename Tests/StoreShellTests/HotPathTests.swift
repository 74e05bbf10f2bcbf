import Foundation
@testable import ShellScripts
@testable import StoreShell
import Testing

/// The shell's hand-written fast paths give what the slow ones they stand in for give.
@Suite struct HotPathTests {
  @Test func trimmingMatchesFoundation() {
    let samples = [
      "", " ", "\t", "send counter.increment", "  send  x  ", "\tgoto 2\t ", "a\u{A0}", "\u{A0} a ",
      "\u{3000}state\u{3000}", " é ", "e\u{301} ", " \u{301}x", "#c", "  # c",
    ]
    for sample in samples {
      #expect(sample.trimmingShellWhitespace() == sample.trimmingCharacters(in: .whitespaces))
      let sub = ("x" + sample + "x").dropFirst().dropLast()
      #expect(sub.trimmingShellWhitespace() == sub.trimmingCharacters(in: .whitespaces))
    }
  }

  @Test func commandNamesSplitAsByCharacters() throws {
    #expect(try CommandParser.parse("send\tcounter.increment ") == .send("counter.increment"))
    #expect(try CommandParser.parse("send \u{A0}counter.increment") == .send("counter.increment"))
    #expect(throws: ShellError.self) { try CommandParser.parse("sénd x") }
    #expect(try CommandParser.parse("# send x") == .nothing)
  }

  @Test func stepLogKeepsEveryLineAcrossBlocks() {
    var log: StepLog = []
    var lines: [String] = []
    for i in 0..<100 {
      let line = i % 3 == 0 ? "send counter.increment" : "send counter.setCount(\"\(i)\") é"
      log.append(line)
      lines.append(line)
    }
    #expect(Array(log) == lines)
    for keep in [99, 64, 33, 16, 15, 1, 0] {
      log.removeSubrange(keep...)
      lines.removeSubrange(keep...)
      #expect(Array(log) == lines)
      log.append("redo \(keep)")
      lines.append("redo \(keep)")
      #expect(Array(log) == lines)
    }
  }

  @Test func streamedScriptReadsAsTheWholeFile() throws {
    let (whole, header, entries) = try readBothWays(
      ScriptHeader.marker + "\r\n# action: A\n# state: S\nsend a\r\n  → a\n\n# note\nsend b(\"x\")\n  → b\n  x")
    #expect(header == whole.header)
    #expect(entries == whole.entries)
  }

  @Test func streamedScriptTakesACombiningMarkAfterTheIndentAsACommand() throws {
    // "  \u{301}x" does not start with two spaces as `String.hasPrefix` reads it (the second
    // space and the mark are one character): it is a command, not output under the comment.
    let (whole, _, entries) = try readBothWays(ScriptHeader.marker + "\n# note\n  \u{301}x\n  → out\n")
    #expect(entries == whole.entries)
    #expect(entries.last?.expected == ["→ out"])
  }

  /// `text` written to a file, read whole by `ScriptReader` and streamed by `ScriptStream`.
  private func readBothWays(_ text: String) throws -> (Script, ScriptHeader?, [ScriptEntry]) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let whole = try ScriptReader.read(path)
    var stream = try ScriptStream.open(path)
    var entries: [ScriptEntry] = []
    while let entry = try stream.next() { entries.append(entry) }
    return (whole, stream.header, entries)
  }

  /// A script reads the transcript when one of its commands saves, records or replays.
  @Test func streamedScriptSaysWhetherItMayReadTheTranscript() throws {
    let cases: [(commands: String, reads: Bool)] = [
      ("send a\n  → a\nstate\n", false), ("# save x\nsend a\n", false),
      ("send a\nsave x.shell\n", true), ("record x.shell\nsend a\n", true),
      ("replay \"y.shell\"\n", true), ("save x.shell\n", true),
      // The parser trims a no-break space before a command: a `save` all the same.
      ("send a\n\u{A0}save x.shell\n", true), ("\u{3000}record x.shell\n", true),
    ]
    for (commands, reads) in cases {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID()).shell").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      try (ScriptHeader.marker + "\n" + commands).write(toFile: path, atomically: true, encoding: .utf8)
      #expect(try ScriptStream.open(path).mayReadTranscript == reads, "\(commands)")
    }
  }

  @Test func streamedScriptRefusesAsTheWholeFile() throws {
    let bad: [[UInt8]] = [
      [],
      Array("not a script\n".utf8),
      Array((ScriptHeader.marker + "\n  → output first\nsend a\n").utf8),
      Array((ScriptHeader.marker + "\n  → output first\nsend a\n").utf8) + [0x41, 0, 0x0A],
      Array((ScriptHeader.marker + "\nsend a\n").utf8) + [0xFF, 0x0A] + Array("x\n".utf8) + [0],
      // Found by the check from the lines' bytes: output under a comment or a blank line
      // further on, and such a line before a NUL or bytes that are not UTF-8 (which come first).
      Array((ScriptHeader.marker + "\nsend a\n  → a\n# note\n  → stray\n").utf8),
      Array((ScriptHeader.marker + "\nsend a\n \t\r\n  → stray\r\n").utf8),
      Array((ScriptHeader.marker + "\n\n  → stray\nsend a\n").utf8) + [0xC3, 0x28, 0x0A],
      Array((ScriptHeader.marker + "\n#\n  → stray\nsend é\n").utf8) + [0x41, 0, 0x0A],
    ]
    for bytes in bad {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).shell").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      var whole: ShellError?
      do { _ = try ScriptReader.read(path) } catch { whole = error }
      var streamed: ShellError?
      do { _ = try ScriptStream.open(path) } catch { streamed = error }
      #expect(whole != nil)
      #expect(streamed?.message == whole?.message)
    }
  }
}
