import Foundation
import StoreShellDemo
@testable import StoreShell
import Testing

/// The parts of trap handling that run in one process: reading a trap's report from a worker's
/// standard error, the script format's mark, the recording written before a step runs, and a
/// replay in process refusing a step that trapped.
@Suite struct TrapTests {
  /// Standard error of a worker whose reducer trapped, as Swift 6.3 prints it on Linux.
  private let standardError = """
    Swift/Array.swift:1350: Fatal error: Index out of range

    *** Signal 4: Backtracing from 0x7f492f36df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007f492f36df7f ***

    Thread 0 "store-shell" crashed:

      0      0x00007f492f36df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra] 0x00007f492f4eefa2 Array.remove(at:) + 273 in libswiftCore.so
      2 [ra] 0x00005593a5b42f25 closure #1 in static TrapsFeature.reducer.getter + 68 in store-shell at /src/app/Examples/StoreShellDemo/TrapsFeature.swift:29:21
      3 [ra] 0x00005593a5b4309f Reducer.run(_:_:) + 110 in store-shell at /src/app/Sources/Composable/Reducer/Reducer.swift:40:5
      4 [ra] 0x00005593a5b4309f ShellSession.send(_:) + 110 in store-shell at /src/app/Sources/StoreShell/Session/ShellSession+Steps.swift:25:5

    Backtrace took 0.01s
    """

  @Test func aReportNamesTheMessageAndTheFirstFrameInTheFeaturesCode() {
    let report = TrapReport(status: 4, standardError: standardError, directory: "/src/app")
    #expect(report.message == "Fatal error: Index out of range")
    #expect(report.location == "Examples/StoreShellDemo/TrapsFeature.swift:29")
    #expect(report.summary == "Fatal error: Index out of range (Examples/StoreShellDemo/TrapsFeature.swift:29)")
  }

  @Test func withoutABacktraceTheReportSaysTheSignalOrTheRuntimesOwnPlace() {
    #expect(
      TrapReport(status: 9, standardError: "", directory: "/")
        == TrapReport(message: "ended by signal 9 (SIGKILL)", location: nil))
    #expect(
      TrapReport(
        status: 4, standardError: "App/Model.swift:12: Fatal error: no user\n", directory: "/")
        == TrapReport(message: "Fatal error: no user", location: "App/Model.swift:12"))
  }

  @Test func aStepMarkedTrappedIsNotRunInProcess() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TrapTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("trapped.shell").path
    let runner = DemoFeatures.traps.makeTestRunner()
    // A script starts with its header; the steps' lines come after it.
    let header = Script(header: runner.header, entries: []).text
    let headerLines = header.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    try (header + """
      send add("milk")
        → add("milk")
          TrapsFeature.State(
            items: [
        +     [0]: "milk"
            ]
          )
        effects: none in flight
      send remove(at: 3)
        trapped: Fatal error: Index out of range (Examples/StoreShellDemo/TrapsFeature.swift:29)
      state

      """).write(toFile: path, atomically: true, encoding: .utf8)
    let script = try Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
    #expect(script.entries[1].recordedTrap == "Fatal error: Index out of range (Examples/StoreShellDemo/TrapsFeature.swift:29)")
    #expect(script.entries[0].recordedTrap == nil)

    let result = runner.execute("replay \(path)")
    #expect(
      result.lines.map(\.text).last
        == "\(path):\(9 + headerLines): error: 'send remove(at: 3)' trapped when it was recorded (Fatal error: "
        + "Index out of range (Examples/StoreShellDemo/TrapsFeature.swift:29)); a trap would end this "
        + "process: replay the script with store-shell --script, which survives it")
    #expect(!result.lines.contains { $0.text.contains("state") && $0.role == .plain })
  }

  @Test func aRecordingHoldsEachStepWholeOnceItHasRun() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("TrapTests-\(UUID().uuidString).shell").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try ScriptRecorder(
      path: path, header: DemoFeatures.traps.makeTestRunner().header, overwrite: false, prelude: [])
    let header = try String(contentsOfFile: path, encoding: .utf8)
    try recorder.append(ScriptEntry(command: "send add(\"milk\")", expected: ["→ add(\"milk\")"]))
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == header + "send add(\"milk\")\n  → add(\"milk\")\n")
    // An interrupted command is recorded as what it did instead.
    try recorder.append(ScriptEntry(command: "advance 20ms", expected: ["effects: none in flight"]))
    let script = try Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
    #expect(script.entries.map(\.command) == ["send add(\"milk\")", "advance 20ms"])
    #expect(script.entries.map(\.expected) == [["→ add(\"milk\")"], ["effects: none in flight"]])
  }
}
