import StoreShellExamples
import Foundation
@testable import StoreShell
import Testing

/// Only the marks a recorder wrote before a long step (`StepLengthMark`) are marks: a comment
/// a user wrote in the same words is a comment, and never ends a script early; and a script
/// that grows while it is read is read as it is when the reader gets there.
@Suite struct MarkLikeCommentTests {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A recording of three steps with comments in the mark's words between them: one claiming
  /// more bytes than the file has left (the old readers took the file as torn there), one
  /// claiming a step of exactly the length of the step after it, and one as the last line with
  /// no newline.
  @Test func aHandWrittenCommentInTheMarksWordsIsAComment() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("commented.shell").path
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    _ = session.execute("record \(path)")
    _ = session.execute("send counter.incrTapped")
    _ = session.execute("send counter.incrTapped")
    _ = session.execute("send counter.decrTapped")
    _ = session.execute("record stop")
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let sends = lines.indices.filter { lines[$0].hasPrefix("send ") }
    #expect(sends.count == 3)
    // The second step's bytes, for a comment that gives exactly them.
    let second = lines[sends[1]..<sends[2]].map { $0 + "\n" }.joined().utf8.count
    var edited = lines
    edited.insert("# the next step is \(second) bytes long", at: sends[1])
    edited.insert("# the next step is 5000000 bytes long", at: sends[0])
    text = edited.joined(separator: "\n") + "# the next step is 7 bytes long"
    try text.write(toFile: path, atomically: true, encoding: .utf8)

    let expected = [
      "# the next step is 5000000 bytes long", "send counter.incrTapped",
      "# the next step is \(second) bytes long", "send counter.incrTapped", "send counter.decrTapped",
      "# the next step is 7 bytes long",
    ]
    for commands in try TornRecordingTests.commands(at: path) {
      #expect(Array(commands.suffix(expected.count)) == expected)
    }
    // Every command of the file is checked: the comments are no commands of it.
    let count = edited.filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix(" ") }.count
    let check = ShellSession(feature: ShellFeature(GameFeature.self)).execute("replay \(path) --check")
    #expect(check.error == nil && !check.checkFailed, "\(check.lines.map(\.text))")
    #expect(
      check.lines.last?.text == "\(path): \(count) commands checked, all match", "\(check.lines.map(\.text))")
  }

  /// A script another process appends a long step to while it is replayed: the reader reads it
  /// whole, as the file is when the reader gets there (the old one took the file's size when it
  /// opened it, and read the new step as torn).
  @Test func aScriptThatGrowsWhileReadIsReadToItsNewEnd() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("growing.shell").path
    try "# store-shell script\nsend counter.incrTapped\n  → counter.incrTapped\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    // Opened, its header and first command read, not yet to its end.
    var stream = try ScriptStream.open(path)

    // A long step as the recorder writes one, under its mark, then one more step.
    let output = "  " + String(repeating: "x", count: ScriptRecorder.spillSize + 10) + "\n"
    let step = "send counter.decrTapped\n" + output
    let appended = StepLengthMark.line(length: step.utf8.count) + "\n" + step + "send counter.incrTapped\n"
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data(appended.utf8))
    try handle.close()

    var commands: [String] = []
    while let entry = try stream.next() { commands.append(entry.command) }
    #expect(commands == ["send counter.incrTapped", "send counter.decrTapped", "send counter.incrTapped"])
    // Read again, whole: the same steps, the mark no entry of them.
    for read in try TornRecordingTests.commands(at: path) {
      #expect(read == ["send counter.incrTapped", "send counter.decrTapped", "send counter.incrTapped"])
    }
  }

  /// A comment in the mark's words giving over 1 MiB, followed only by the script's last step,
  /// reads as a torn mark: the step is left out. Kept on purpose: a recording killed while it
  /// copies a long step can end the same way (its mark, its command line and a cut at a line's
  /// end: between the recorder's writes, or inside one), and reading that as a whole step
  /// would fail its `--check`, which a killed recording must pass. The same comment anywhere
  /// else (another step after the one it stands before) is a comment.
  @Test func aMarkLikeCommentBeforeTheLastStepReadsAsTorn() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("last.shell").path
    let steps = "send counter.incrTapped\n  → counter.incrTapped\n"
    let comment = "# the next step is \(ScriptRecorder.spillSize + 1) bytes long\n"
    try ("# store-shell script\n" + steps + comment + steps).write(toFile: path, atomically: true, encoding: .utf8)
    for commands in try TornRecordingTests.commands(at: path) {
      #expect(commands == ["send counter.incrTapped"])
    }
    // Not before the last step: a comment, and both steps are read.
    try ("# store-shell script\n" + comment + steps + steps).write(toFile: path, atomically: true, encoding: .utf8)
    for commands in try TornRecordingTests.commands(at: path) {
      #expect(commands.filter { !$0.hasPrefix("#") } == ["send counter.incrTapped", "send counter.incrTapped"])
    }
  }
}
