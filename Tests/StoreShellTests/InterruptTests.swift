import Composable
import Foundation
import StoreShell
import Testing

/// Ctrl-C (``ShellSession/isInterrupted``) stops long commands between pieces of work.
@Suite struct InterruptTests {
  /// An action that schedules itself again, a millisecond later, for ever: `run` has no end in
  /// sight, yet no timer is running.
  enum Ping: Codable, Equatable { case ping }

  static var pings: ShellFeature<Int, Ping> {
    ShellFeature(
      name: "pings", initialState: 0,
      reducer: Reducer<Int, Ping, AnySchedulerOf<DispatchQueue>> { count, _, scheduler in
        count += 1
        return Effect(value: .ping).delay(for: .milliseconds(1), scheduler: scheduler)
      },
      environment: { $0.scheduler })
  }

  @Test func ctrlCStopsARunThatKeepsSchedulingWork() {
    let session = ShellSession(feature: Self.pings)
    session.settings.diff = .off
    _ = session.execute("set filter -ping")
    _ = session.execute("send ping")
    var asked = 0
    session.isInterrupted = {
      asked += 1
      return asked > 100
    }
    let result = session.execute("run")
    #expect(result.lines.first?.text.hasPrefix("interrupted at ") == true, "\(result.lines)")
    #expect(session.state > 1 && session.state < 1000)
  }

  @Test func anInterruptedStepIsKeptAsTheTimeItCoveredAndReplaysThere() throws {
    let session = ShellSession(feature: Self.pings)
    _ = session.execute("send ping")
    var asked = 0
    session.isInterrupted = {
      asked += 1
      return asked > 100
    }
    _ = session.execute("advance 1m")
    session.isInterrupted = { false }
    let history = session.execute("history").lines.map(\.text)
    #expect(history.first == "1  send ping")
    #expect(history.last?.hasPrefix("2  advance ") == true)
    #expect(history.last != "2  advance 1m")

    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("interrupted-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = session.execute("save \(path)")
    let replay = ShellSession(feature: Self.pings)
    let result = replay.execute("replay \(path) --check")
    #expect(!result.checkFailed, "\(result.lines.map(\.text))")
    #expect(replay.state == session.state)

    // goto replays the steps on a fresh store.
    let state = session.state
    _ = session.execute("goto 2")
    #expect(session.state == state)
  }

  /// Ctrl-C stops a long replay between two commands: an error saying where, the steps before
  /// it kept (a replay ran on to its end whatever Ctrl-C said, only its `advance`s stopped).
  @Test func ctrlCStopsAReplayBetweenCommands() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("long-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recording = ShellSession(feature: Self.pings)
    recording.settings.diff = .off
    for _ in 0..<10 { _ = recording.execute("set state = 0") }
    _ = recording.execute("save \(path)")
    let session = ShellSession(feature: Self.pings)
    var asked = 0
    session.isInterrupted = {
      asked += 1
      return asked > 3
    }
    let result = session.execute("replay \(path)")
    let message = try #require(result.error?.message)
    #expect(message.hasPrefix("replay of '\(path)' stopped (Ctrl-C) before line "), "\(message)")
    #expect(message.hasSuffix("; the 3 commands before it ran"), "\(message)")
  }
}
