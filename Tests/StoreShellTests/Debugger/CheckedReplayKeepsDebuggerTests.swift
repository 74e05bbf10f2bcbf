import Foundation
@testable import StoreShell
import Testing

/// `replay <file> --check` typed at the prompt runs the script as recorded and leaves the
/// watches and breakpoints set at the prompt as they were (its `reset` used to empty them);
/// a recording across it still replays `--check` as the session ran.
@Suite struct CheckedReplayKeepsDebuggerTests {
  @Test func aCheckLeavesTheWatchesAndBreakpointsAsTheyWere() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checked-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.shell").path
    let recording = folder.appendingPathComponent("session.shell").path

    // A script with a watch of its own.
    let recorder = ShellSession(feature: DebuggerTests.feature)
    for line in ["record \(script)", "watch items.count", #"send add("milk")"#, "send bump", "record stop"] {
      #expect(recorder.execute(line).error == nil, "\(line)")
    }

    let session = ShellSession(feature: DebuggerTests.feature)
    #expect(session.execute("watch count").lines.map(\.text) == ["watch 1: count = 0"])
    #expect(session.execute("break 3 on bump").lines.map(\.text) == ["break 3: on bump"])
    _ = session.execute("record \(recording)")
    let check = session.execute("replay \(script) --check")
    #expect(check.error == nil && !check.checkFailed, "\(check.lines.map(\.text))")
    #expect(session.execute("watches").lines.map(\.text) == ["1  count = 1"])
    #expect(session.execute("breaks").lines.map(\.text) == ["3  on bump"])
    // They print as before the check, from the value the script left.
    let bump = session.execute("send bump").lines.map(\.text)
    #expect(bump.filter { $0.hasPrefix("watch") || $0.hasPrefix("break") } == ["watch count: 1 → 2", "break 3: → bump"])
    #expect(session.execute("watch items.count").lines.map(\.text) == ["watch 2: items.count = 1"])
    #expect(session.execute("record stop").error == nil)

    let replay = ShellSession(feature: DebuggerTests.feature).execute("replay \(recording) --check")
    #expect(replay.error == nil && !replay.checkFailed, "\(replay.lines.map(\.text))")
  }
}
