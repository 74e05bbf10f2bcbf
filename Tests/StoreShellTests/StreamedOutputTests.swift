import StoreShellExamples
import Foundation
@testable import StoreShell
import Testing

/// A step's output streams: the transcript and the recording take its lines as they come, and a
/// result whose lines a host's sink took keeps none of them.
@Suite struct StreamedOutputTests {
  /// Collects the lines a session hands its sink.
  final class Counter: ShellEventSink {
    var lines = 0
    func receive(_ event: ShellEvent, lines: ArraySlice<OutputLine>) { self.lines += lines.lineCount }
  }

  @Test func aStepLongerThanTheSpillSizeIsRecordedWholeAndChecks() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    let sink = Counter()
    session.sink = sink
    _ = session.execute("record \(path)")
    _ = session.execute("send timer.start")
    // 3,000 ticks, each with its diff: more than the 1 MiB a step keeps in memory.
    let big = session.execute("advance 30s")
    #expect(big.error == nil && big.lines.isEmpty)
    #expect(sink.lines > 3000 * 10)
    _ = session.execute("send timer.stop")
    _ = session.execute("record stop")
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    #expect(size > ScriptRecorder.spillSize)
    let script = try Script.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
    #expect(script.entries.suffix(3).map(\.command) == ["send timer.start", "advance 30s", "send timer.stop"])
    #expect(script.entries.last?.expected.first == "→ timer.stop")
    let replay = ShellSession(feature: ShellFeature(GameFeature.self)).execute("replay \(path) --check")
    #expect(replay.error == nil && !replay.checkFailed, "\(replay.lines.suffix(5))")
    // `save` writes the same steps from the transcript.
    let saved = path + ".saved"
    defer { try? FileManager.default.removeItem(atPath: saved) }
    _ = session.execute("save \(saved)")
    let savedScript = try Script.parse(try String(contentsOfFile: saved, encoding: .utf8), path: saved)
    #expect(savedScript.entries.suffix(3).map(\.expected) == script.entries.suffix(3).map(\.expected))
  }

  @Test func aFailedCommandsEntryIsItsErrorAloneEvenAfterLinesWentToDisk() {
    let log = TranscriptLog()
    log.append(command: "send a", output: [OutputLine("→ a", .sent)])
    // More than the 64 KiB written out at a time, then the command fails.
    let lines = (0..<5000).map { OutputLine("line \($0) of a long output", .plain) }
    log.receive(.lines(lines), lines: lines[...])
    let error = [OutputLine("error: it failed", .error)]
    log.receive(.commandEnded(command: "send b", failed: error), lines: [])
    log.append(command: "send c", output: [TranscriptLogTests.diff(count: 3)])
    let entries = log.entries()
    #expect(entries.map(\.command) == ["send a", "send b", "send c"])
    #expect(entries[1].expected == ["error: it failed"])
    #expect(entries[2].expected == CommandResult.recordedText(of: [TranscriptLogTests.diff(count: 3)]))
  }

  @Test func theTranscriptGivesBackOnlyWholeEntriesWhileOneRuns() {
    let log = TranscriptLog()
    log.append(command: "send a", output: [OutputLine("→ a", .sent)])
    let running = [OutputLine("→ b", .sent)]
    log.receive(.sent(action: "b", change: StateTransition(from: 0, to: 1)), lines: running[...])
    #expect(log.entries().map(\.command) == ["send a"])
  }
}
