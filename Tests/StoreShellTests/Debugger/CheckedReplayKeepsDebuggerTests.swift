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

  /// A script with no leading `reset` runs on from the session's state, with the user's
  /// watches set aside and its own numbered from 1: the recording across it says so (it
  /// removes the user's first, numbers the script's), and the numbers go on after both.
  /// Before, the recording's replay printed the user's watch in the script's steps, and
  /// numbered the script's watch 2.
  @Test func aRecordingAcrossACheckOfAScriptWithoutResetReplaysAsItRan() throws {
    let folder = try CPUBoundTests.HostileTextTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (withReset, withoutReset) = (folder + "/with-reset.shell", folder + "/without-reset.shell")
    let recording = folder + "/session.shell"

    let recorder = ShellSession(feature: DebuggerTests.feature)
    // With diffs off, its steps print the same from any count.
    for line in [
      "set diff off", "record \(withReset)", "watch items.count", "break on add", #"send add("milk")"#, "send bump",
      "record stop",
    ] {
      #expect(recorder.execute(line).error == nil, "\(line)")
    }
    // The same script without its `reset`: it runs on from the state the session has.
    let text = try String(contentsOfFile: withReset, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "reset"))
    try (lines[..<start] + lines[(start + 2)...]).joined(separator: "\n")
      .write(toFile: withoutReset, atomically: true, encoding: .utf8)

    let session = ShellSession(feature: DebuggerTests.feature)
    for line in ["watch count", "break on bump", "send bump", "record \(recording) --from-start", "watch 5 items", "watch off 5"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    // The count each leaves: the script bumps it, its `reset` starts it from 0.
    for (index, (script, count)) in [(withoutReset, 2), (withReset, 1)].enumerated() {
      let check = session.execute("replay \(script) --check")
      #expect(check.error == nil && !check.checkFailed, "\(check.lines.map(\.text))")
      #expect(session.execute("watches").lines.map(\.text) == ["1  count = \(count)"])
      if index == 0 {
        // Numbered after the user's (6, after the 5 removed), where no reset ran.
        #expect(session.execute("watch items").lines.map(\.text).first?.hasPrefix("watch 6: items = ") == true)
        #expect(session.execute("watch off 6").error == nil)
      }
      _ = session.execute("send bump")
    }
    // After a script's reset: after the script's and the user's.
    #expect(session.execute("watch items").lines.map(\.text).first?.hasPrefix("watch 2: items = ") == true)
    #expect(session.execute("break when count changes").lines.map(\.text) == ["break 2: when count changes"])
    _ = session.execute("send bump")
    #expect(session.execute("record stop").error == nil)

    let replay = ShellSession(feature: DebuggerTests.feature).execute("replay \(recording) --check")
    #expect(replay.error == nil && !replay.checkFailed, "\(replay.lines.map(\.text))")
  }
}
