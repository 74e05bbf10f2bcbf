import Foundation
import StoreShellDemo
@testable import StoreShell
import Testing

extension CPUBoundTests {
  /// Reading a script is linear in time and bounded in memory for any file; a recorded file is
  /// locked; a failed write names the user's file.
  @Suite struct ScriptFileLimitsTests {
    /// 64 MiB with no line break after the header: refused once the line passes the limit, in
    /// about the time reading 32 MiB takes, quoting a few dozen bytes of it.
    @Test func aLineWithNoEndIsRefusedAtTheLimitQuotingItsStart() throws {
      let folder = try HostileTextTests.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/long.shell"
      var bytes = Array("# store-shell script\n".utf8)
      bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 20)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      bytes = []
      let started = ContinuousClock.now
      let error = #expect(throws: ShellError.self) { try ScriptStream.open(path) }
      #expect(ContinuousClock.now - started < .seconds(20))
      let message = error?.message ?? ""
      #expect(message.hasPrefix("\(path):2: not a script: line 2 is longer than 32 MiB"), "\(message.prefix(200))")
      #expect(message.count < path.count + 200, "\(message.prefix(300))")
      let update = #expect(throws: ShellError.self) { try ScriptReader.read(path) }
      #expect(update?.message == message)
      // And a replay says so, with the file and line.
      let replay = DemoFeatures.game.makeTestRunner().execute("replay \(path)")
      #expect(replay.error?.message == message)
    }

    /// A second recording of a file being recorded, and a `save --force` over it, are refused
    /// with the holder named; the first recording goes on and checks.
    @Test func aFileBeingRecordedIsLocked() throws {
      let folder = try HostileTextTests.temporaryFolder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let path = folder + "/same.shell"
      let first = DemoFeatures.game.makeTestRunner()
      let second = DemoFeatures.game.makeTestRunner()
      #expect(first.execute("record \(path)").error == nil)
      _ = first.execute("send counter.increment")
      let holder = "is being recorded by this shell (pid \(getpid()))"
      #expect(second.execute("record \(path) --force").error?.message.contains(holder) == true)
      _ = second.execute("send counter.decrement")
      #expect(second.execute("save \(path) --force").error?.message.contains(holder) == true)
      _ = first.execute("send counter.increment")
      _ = first.execute("record stop")
      let script = try ScriptReader.read(path)
      #expect(script.entries.map(\.command).suffix(2) == ["send counter.increment", "send counter.increment"])
      let replay = DemoFeatures.game.makeTestRunner().execute("replay \(path) --check")
      #expect(replay.error == nil && !replay.checkFailed)
      // Once stopped, the file is free.
      #expect(second.execute("save \(path) --force").error == nil)
    }

    /// `save` where no file can be made names the user's file, not its temporary one.
    @Test func aSaveThatCannotWriteNamesTheUsersFile() {
      let runner = DemoFeatures.game.makeTestRunner()
      let message = runner.execute("save /sys/store-shell-test.shell").error?.message
      #expect(message?.hasPrefix("cannot write '/sys/store-shell-test.shell': ") == true, "\(message ?? "")")
      #expect(message?.contains(".tmp-") == false)
    }
  }
}
