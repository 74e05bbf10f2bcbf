import StoreShellExamples
import Foundation
import StoreShellDemo
@testable import StoreShell
import Testing

extension CPUBoundTests {
  /// Every write of a recording is checked, its temporary file's too, and a script never reads
  /// what its own session is writing (issue 37).
  @Suite struct CheckedWritesTests {
    /// A step over 1 MiB whose temporary file cannot be written (a full `TMPDIR`): the
    /// recording stops with an error naming the temporary folder and the cause, and the file
    /// keeps the whole steps before, so that it passes its check. (The step used to be
    /// recorded cut and spliced, silently, and failed its own check.)
    @Test func aStepWhoseTemporaryFileFailsStopsTheRecordingWithWholeSteps() throws {
      let folder = try HostileTextTests.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/spilled.shell"
      let session = ShellSession(feature: ShellFeature(GameFeature.self))
      #expect(session.execute("record \(path)").error == nil)
      let recorder = try #require(session.recorder)
      recorder.makeSpill = {
        try? CheckedFile(creating: "/dev/full", overwrite: true, command: "record", readable: true)
      }
      #expect(session.execute("send timer.start").error == nil)
      let step = session.execute("advance 30s")
      let message = try #require(step.error?.message)
      #expect(message.hasPrefix("recording stopped: cannot write command "), "\(message)")
      #expect(message.contains("('advance 30s') to its temporary file in '"), "\(message)")
      #expect(message.contains("no space left on the device"), "\(message)")
      #expect(!message.contains("\n"))
      #expect(session.recorder == nil)
      let script = try ScriptReader.read(path)
      #expect(script.entries.last?.command == "send timer.start")
      let check = ShellSession(feature: ShellFeature(GameFeature.self)).execute("replay \(path) --check")
      #expect(check.error == nil && !check.checkFailed, "\(check.lines.suffix(3))")
    }

    /// `replay` of the file being recorded is refused, by any path to it: each replayed step
    /// was appended to the file read, which grew without end (the limit stops a hang).
    @Test(.timeLimit(.minutes(1))) func aReplayOfTheFileBeingRecordedIsRefused() throws {
      let folder = try HostileTextTests.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/self.shell"
      let runner = DemoFeatures.game.makeTestRunner()
      #expect(runner.execute("record \(path)").error == nil)
      _ = runner.execute("send counter.increment")
      for named in [path, folder + "/./self.shell"] {
        let message = runner.execute("replay \(named)").error?.message ?? ""
        #expect(
          message == "'\(named)' is being recorded by this session: a replay of it would read "
            + "back the steps it records, without end; 'record stop' first, or replay a copy of it")
      }
      // The recording went on, without the refused replays, and once stopped, the file replays.
      _ = runner.execute("send counter.increment")
      #expect(runner.execute("record stop").error == nil)
      #expect(try ScriptReader.read(path).entries.map(\.command).suffix(2)
        == ["send counter.increment", "send counter.increment"])
      let replay = runner.execute("replay \(path)")
      #expect(replay.error == nil)
    }
  }
}
