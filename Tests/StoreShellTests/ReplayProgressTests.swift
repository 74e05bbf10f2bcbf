import Composable
import Foundation
import Testing

@testable import StoreShell

/// The replays behind `goto`, `skip`, `export test` and `replay` show their progress at a
/// terminal (the status line ``ShellSession/reportsProgress`` takes) and stop on Ctrl-C with the
/// session, its state, its history and its recording as they were.
@Suite struct ReplayProgressTests {
  /// A session of `count` steps (each `send ping` adds one), showing progress at once.
  private func session(steps count: Int) -> (ShellSession<Int, InterruptTests.Ping>, Box) {
    let session = ShellSession(feature: InterruptTests.pings)
    session.settings.diff = .off
    for _ in 0..<count { _ = session.execute("send ping") }
    let shown = Box()
    session.reportsProgress = { shown.lines.append($0) }
    return (session, shown)
  }

  final class Box: @unchecked Sendable { var lines: [String?] = [] }

  /// Ctrl-C after `asks` questions.
  private func interrupt(_ session: ShellSession<Int, InterruptTests.Ping>, after asks: Int) {
    var asked = 0
    session.isInterrupted = {
      asked += 1
      return asked > asks
    }
  }

  @Test func gotoAndSkipShowTheirProgressAndClearIt() {
    ProgressMeter.$delay.withValue(.zero) {
      let (session, shown) = session(steps: 30)
      #expect(session.execute("goto 20").error == nil)
      let texts = shown.lines.compactMap { $0 }
      #expect(texts.contains { $0.hasPrefix("goto 20: ") && $0.contains(" of 20 steps, ") }, "\(texts)")
      #expect(shown.lines.last == .some(nil))
      shown.lines = []
      #expect(session.execute("skip 3").error == nil)
      #expect(shown.lines.compactMap { $0 }.contains { $0.hasPrefix("skip 3: ") }, "\(shown.lines)")
      #expect(shown.lines.last == .some(nil))
    }
  }

  @Test func ctrlCDuringGotoLeavesTheSessionAsItWas() throws {
    let (session, _) = session(steps: 30)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("goto-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(session.execute("record \(path) --from-start").error == nil)
    _ = session.execute("send ping")
    let (state, history) = (session.state, session.execute("history").lines.map(\.text))
    interrupt(session, after: 4)
    let message = try #require(session.execute("goto 5").error?.message)
    #expect(
      message.hasPrefix("goto 5 stopped (Ctrl-C) after ")
        && message.hasSuffix(" of 5 steps; back after step 31, as it was"), "\(message)")
    session.isInterrupted = { false }
    #expect(session.state == state)
    #expect(session.execute("history").lines.map(\.text) == history)
    _ = session.execute("record stop")
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!recorded.contains("goto"), "\(recorded)")
    // The session goes on from where it was.
    #expect(session.execute("goto 5").error == nil)
    #expect(session.state == 5)
  }

  @Test func ctrlCDuringSkipLeavesTheStepIn() throws {
    let (session, _) = session(steps: 30)
    let state = session.state
    interrupt(session, after: 10)
    let message = try #require(session.execute("skip 2").error?.message)
    #expect(message.hasPrefix("skip 2 stopped (Ctrl-C) after "), "\(message)")
    session.isInterrupted = { false }
    #expect(session.state == state)
    #expect(!session.execute("history").lines.map(\.text).contains { $0.contains("skipped") })
    interrupt(session, after: 4)
    #expect(session.execute("undo").error?.message.hasPrefix("undo stopped (Ctrl-C) after ") == true)
    session.isInterrupted = { false }
    #expect(session.state == state)
  }

  @Test func ctrlCDuringABranchSwitchStaysOnTheBranch() throws {
    let (session, _) = session(steps: 30)
    #expect(session.execute("goto 10").error == nil)
    _ = session.execute("send ping")
    let (state, branches) = (session.state, session.execute("branches").lines.map(\.text))
    #expect(branches.contains { $0.hasPrefix("branch 2 (current)") }, "\(branches)")
    interrupt(session, after: 4)
    let message = try #require(session.execute("branch 1").error?.message)
    #expect(message.hasPrefix("branch 1 stopped (Ctrl-C) after "), "\(message)")
    #expect(message.hasSuffix("; back after step 11, as it was"), "\(message)")
    session.isInterrupted = { false }
    #expect(session.state == state)
    #expect(session.execute("branches").lines.map(\.text) == branches)
    #expect(session.execute("goto 1.30").error == nil)
    #expect(session.state == 30)
  }

  @Test func exportTestShowsItsProgressAndCtrlCWritesNothing() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("ExportStop\(UUID().uuidString.prefix(4)).swift").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let session = ShellSession(feature: ShellFeature(HandlerFeature.self))
    for _ in 0..<20 { _ = session.execute("send increment") }
    let shown = Box()
    session.reportsProgress = { shown.lines.append($0) }
    var asked = 0
    session.isInterrupted = {
      asked += 1
      return asked > 5
    }
    let message = try #require(session.execute("export test \(path) --class ExportStop").error?.message)
    #expect(message == "export test stopped (Ctrl-C) after 5 of 20 steps replayed; nothing written")
    #expect(!FileManager.default.fileExists(atPath: path))
    session.isInterrupted = { false }
    ProgressMeter.$delay.withValue(.zero) {
      #expect(session.execute("export test \(path) --class ExportStop").error == nil)
    }
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(shown.lines.compactMap { $0 }.contains { $0.hasPrefix("export test: ") && $0.contains(" of 20 steps") }, "\(shown.lines)")
    #expect(shown.lines.last == .some(nil))
  }
}
