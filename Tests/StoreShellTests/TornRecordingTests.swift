@testable import ShellScripts
import StoreShellExamples
import Foundation
@testable import StoreShell
import Testing

/// A recording killed while a step too long for memory is copied into it (issue 24): the line
/// before the step gives its length, and every reader takes a file cut inside that step as
/// ending before it, so that it keeps every completed step and passes `--check`.
@Suite struct TornRecordingTests {
  /// A recording whose fourth-from-last step, `advance 30s`, is over the spill size.
  static func bigRecording(at path: String) throws -> [UInt8] {
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    _ = session.execute("record \(path)")
    _ = session.execute("send timer.start")
    _ = session.execute("advance 30s")
    _ = session.execute("send timer.stop")
    _ = session.execute("record stop")
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// The commands every reader reads from the script at `path`, marks left out.
  static func commands(at path: String) throws -> [[String]] {
    let read = try ScriptReader.read(path).entries.map(\.command)
    var stream = try ScriptStream.open(path)
    var streamed: [String] = []
    while let entry = try stream.next() { streamed.append(entry.command) }
    let parsed = try Script.parse(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self), path: path)
    return [read, streamed, parsed.entries.map(\.command)]
  }

  @Test func aRecordingCutInsideItsLongStepKeepsTheStepsBeforeAndChecks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("torn-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.shell").path
    let bytes = try Self.bigRecording(at: path)

    // The mark stands right before the long step's command and gives its length exactly.
    let text = String(decoding: bytes, as: UTF8.self)
    let markLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("# the next step is ") })
    let mark = try #require(text.utf8.firstRange(of: (markLine + "\n").utf8))
    let markStart = text.utf8.distance(from: text.utf8.startIndex, to: mark.lowerBound)
    let stepStart = text.utf8.distance(from: text.utf8.startIndex, to: mark.upperBound)
    let length = try #require(StepLengthMark.length(in: markLine.utf8))
    let stepEnd = stepStart + length
    #expect(bytes[stepStart...].starts(with: "advance 30s\n".utf8))
    #expect(bytes[stepEnd...].starts(with: "send timer.stop\n".utf8))
    #expect(length > ScriptRecorder.spillSize)

    // Uncut: the whole file reads and checks, the mark no entry of it.
    let whole = try Self.commands(at: path)
    for commands in whole {
      #expect(commands.suffix(3) == ["send timer.start", "advance 30s", "send timer.stop"])
      #expect(!commands.contains { $0.hasPrefix("# the next step") })
    }
    let replay = ShellSession(feature: ShellFeature(GameFeature.self)).execute("replay \(path) --check")
    #expect(replay.error == nil && !replay.checkFailed, "\(replay.lines.suffix(5))")

    // Cut inside the mark, right after it, after the command, inside an output line (in a
    // multi-byte character, where the step has one), and a byte short of the step's end.
    let multiByte = bytes[stepStart..<stepEnd].firstIndex { $0 >= 0xC0 }.map { $0 + 1 } ?? stepStart + length / 3
    let cuts = [
      markStart + 1, markStart + 12, stepStart - 5, stepStart - 1, stepStart,
      stepStart + "advance 30s\n".utf8.count, multiByte, stepStart + length / 2, stepEnd - 1,
    ]
    let before = Array(whole[0].prefix { $0 != "advance 30s" })
    #expect(before.last == "send timer.start")
    for cut in cuts {
      let torn = directory.appendingPathComponent("cut-\(cut).shell").path
      try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: torn))
      for commands in try Self.commands(at: torn) {
        #expect(commands == before, "cut at \(cut - markStart) bytes after the mark's start")
      }
      let check = ShellSession(feature: ShellFeature(GameFeature.self)).execute("replay \(torn) --check")
      #expect(check.error == nil && !check.checkFailed, "cut at \(cut): \(check.lines.suffix(3))")

      // A recording that goes on (a supervisor's new worker) drops the torn step first.
      let recorder = try ScriptRecorder(appendingTo: torn)
      #expect(recorder.count == before.count)
      try recorder.append(ScriptEntry(command: "send timer.stop", expected: ["→ timer.stop"]))
      #expect(try Self.commands(at: torn)[0] == before + ["send timer.stop"])
    }
  }
}
