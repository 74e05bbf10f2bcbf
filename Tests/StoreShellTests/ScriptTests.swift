@testable import ShellScripts
import StoreShellExamples
import Foundation
import StoreShellDemo
@testable import StoreShell
import Testing

@Suite struct ScriptTests {
  @Test func readsAndWritesTheFormat() throws {
    let text = """
      # store-shell script
      # action: A
      # state: S
      # fingerprint: 0123456789abcdef
      # cases: a | b(_: Int)
      # a comment
      send a
        → a
        effects: none in flight

      state

      """
    let script = try Script.parse(text, path: "x.shell")
    #expect(script.header?.actionType == "A")
    #expect(script.header?.cases == ["a", "b(_: Int)"])
    #expect(script.entries.map(\.command) == ["# a comment", "send a", "", "state"])
    #expect(script.entries[1].expected == ["→ a", "effects: none in flight"])
    #expect(script.entries[1].line == 7)
    #expect(script.text == text)
  }

  @Test func indentedOutputWithNoCommandIsAnError() {
    #expect(throws: ShellError("x.shell:1: indented output with no command above it; commands start at the first column")) {
      try Script.parse("  stray output\n", path: "x.shell")
    }
  }

  @Test func aStaleHeaderNamesTheCasesThatChanged() {
    let old = ScriptHeader(actionType: "A", stateType: "S", fingerprint: "1", cases: ["a", "b(_: Int)"])
    let new = ScriptHeader(actionType: "A", stateType: "S", fingerprint: "2", cases: ["a", "b(_: String)", "c"])
    #expect(
      old.mismatch(with: new)
        == "it is stale: A changed since it was recorded (removed or changed: b(_: Int); added: b(_: String), c)")
  }

  @Test func aCheckFailureShowsADiffAndTheLine() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try """
      # store-shell script
      send counter.increment
        → counter.increment
        something else
      """.write(toFile: path, atomically: true, encoding: .utf8)
    let runner = DemoFeatures.game.makeTestRunner()
    let result = runner.execute("replay \(path) --check")
    #expect(result.checkFailed)
    let text = result.lines.map(\.text)
    #expect(text.first == "\(path):2: check failed: 'send counter.increment' printed something else")
    #expect(text.contains("--- expected"))
    #expect(text.contains("-something else"))
  }

  @Test func aReplayInASessionGivesBackWhatItsCommandsPrinted() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let commands = [
      "set timing on", "send counter.increment", "send counter.setCount(\"7\")", "state counter",
      "send counter.incremnt", "set diff compact", "send counter.decrement", "set diff full",
      "send counter.setCount(\"-7\")", "# a comment", "effects",
    ]
    try ("# store-shell script\n" + commands.map { $0 + "\n" }.joined())
      .write(toFile: path, atomically: true, encoding: .utf8)
    let stepByStep = DemoFeatures.game.makeTestRunner()
    var expected: [OutputLine] = []
    for (index, command) in commands.enumerated() where !command.hasPrefix("#") {
      var lines = stepByStep.execute(command).lines
      // As a replay names a failing command: its file and line.
      if let at = lines.firstIndex(where: { $0.role == .error }) {
        lines[at].text = lines[at].text.replacingOccurrences(
          of: "error: ", with: "\(path):\(index + 2): error: ")
      }
      expected += lines
    }
    let replayed = DemoFeatures.game.makeTestRunner().execute("replay \(path)")
    #expect(replayed.failedWithin)
    // Timing lines differ between runs: compared by role and volatility only.
    #expect(replayed.lines.count == expected.count)
    for (line, want) in zip(replayed.lines, expected) {
      #expect(line.role == want.role && line.isVolatile == want.isVolatile)
      if !want.isVolatile { #expect(line.text == want.text) }
    }
    #expect(replayed.lines.contains { $0.text.hasPrefix("  +     count: 7") })
    #expect(replayed.recordedText == CommandResult(output: expected).recordedText)
  }

  @Test func aLongReplayGivesBackEveryLineAcrossItsPackedChunks() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    // ~80 packed bytes a step: well over one 64 KiB chunk.
    let commands = (0..<2000).map { "send counter.setCount(\"\($0 % 2 == 0 ? $0 : -$0)\")" }
    try ("# store-shell script\n" + commands.map { $0 + "\n" }.joined())
      .write(toFile: path, atomically: true, encoding: .utf8)
    let stepByStep = DemoFeatures.game.makeTestRunner()
    let expected = commands.flatMap { stepByStep.execute($0).lines }
    let replayed = DemoFeatures.game.makeTestRunner().execute("replay \(path)")
    #expect(replayed.error == nil)
    #expect(replayed.lines == expected)
    #expect(replayed.lines.contains { $0.text == "  +     count: -1999," })
  }

  @Test func aRecordingKeepsEveryCompletedStep() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID()).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let runner = DemoFeatures.game.makeTestRunner()
    _ = runner.execute("record \(path)")
    _ = runner.execute("send counter.increment")
    // Read while still recording, as after a kill -9: the step is already in the file.
    let script = try Script.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
    #expect(script.header == runner.header)
    #expect(script.entries.map(\.command) == Self.prelude + ["send counter.increment"])
    #expect(script.entries.last?.expected.first == "→ counter.increment")
  }

  /// What every recording starts with: `reset`, then the settings (the defaults here).
  static let prelude = [
    "reset", "set diff full", "set color auto", "set echo off", "set exhaustive off",
    "set timing off", "set filter off", "set limit 1000000",
  ]
}

/// A feature made from a declaration knows where it is declared, for exported tests.
@Suite struct FeatureDeclarationNameTests {
  @Test func aDeclaredFeatureNamesItsModuleAndType() {
    let feature = ShellFeature(GameFeature.self)
    #expect(feature.declaration?.module == "StoreShellExamples")
    #expect(feature.declaration?.typeName == "GameFeature")
    #expect(feature.name == "game")
  }
}
