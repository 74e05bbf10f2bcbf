import StoreShellExamples
import Foundation
@testable import StoreShell
@testable import SwiftSource
import Testing

extension CPUBoundTests {
  /// Watches and breakpoints cost time linear in their number (issue 37): each `watch` looked at
  /// every watch set before it, so 1,000 took 21 s to add and 10,000 never finished. The limit
  /// only stops the test from hanging (10,000 take ~1 s in a debug build).
  @Suite struct LinearDebuggerTests {
    @Test(.timeLimit(.minutes(1))) func tenThousandWatchesAndBreakpointsAreAddedAndCheckedOnce() {
      let session = ShellSession(feature: ShellFeature(GameFeature.self))
      for _ in 0..<10_000 {
        #expect(session.execute("watch counter.count").error == nil)
      }
      for _ in 0..<2_000 {
        #expect(session.execute("break when counter.count changes").error == nil)
      }
      let step = session.execute("send counter.increment")
      #expect(step.error == nil)
      let watched = step.lines.filter { $0.text == "watch counter.count: 0 → 1" }
      #expect(watched.count == 10_000)
      #expect(step.lines.contains { $0.text.hasPrefix("break 1: ") })
    }
  }
}

/// A raw control character in a line (a CR piped in) is refused before it runs and not
/// recorded (issue 37): it was run, an error, and recorded escaped, a line that replayed
/// without the error and failed its own check.
@Suite struct RawControlLineTests {
  @Test func aLineWithARawCRIsRefusedAndNotRecordedSoTheRecordingChecks() throws {
    let folder = try CPUBoundTests.HostileTextTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/cr.shell"
    let session = ShellSession(feature: ShellFeature(GameFeature.self))
    #expect(session.execute("record \(path)").error == nil)
    for line in ["send counter.incr\rement", "send\tcounter.increment", "state\u{1B}"] {
      let message = session.execute(line).error?.message ?? ""
      #expect(message.hasPrefix("'\(ControlEscaping.escaped(line))' holds a raw control character ("), "\(message)")
      #expect(message.hasSuffix("the line is not recorded"))
      #expect(!ControlEscaping.containsControl(message))
    }
    #expect(session.execute("send counter.increment").error == nil)
    #expect(session.execute("record stop").error == nil)
    let commands = try ScriptReader.read(path).entries.map(\.command)
    #expect(commands.last == "send counter.increment")
    #expect(!commands.contains { $0.contains("\\") })
    let check = ShellSession(feature: ShellFeature(GameFeature.self)).execute("replay \(path) --check")
    #expect(check.error == nil && !check.checkFailed, "\(check.lines.suffix(3))")
  }
}
