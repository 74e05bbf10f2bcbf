import Foundation
import StoreShell
import XCTest

/// Scripts are read safely (CRLF, no final newline; anything not a script refused with
/// `file:line`, unchanged) and written with every write checked.
final class ScriptFileProcessTests: ShellSandboxTestCase {

  private func recordCounter(_ path: String) throws {
    let recording = try ShellProcess.run(
      input: ["record \(path)", "send counter.increment", "state counter.count"], in: sandbox)
    XCTAssertEqual(recording.status, 0, recording.output)
  }

  func testAScriptWithCRLFAndNoFinalNewlineIsCheckedInFull() throws {
    let path = sandbox.path("unix.shell")
    try recordCounter(path)
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(of: "\n", with: "\r\n")
    text.removeLast()  // the final "\r\n", one Character
    XCTAssertTrue(text.hasSuffix("  1"))
    let crlf = sandbox.path("crlf.shell")
    try text.write(toFile: crlf, atomically: true, encoding: .utf8)
    let check = try SeparatedRun(["--script", crlf, "--check"], input: [], in: sandbox)
    XCTAssertEqual(check.status, 0, check.standardError + check.standardOutput)
    XCTAssertEqual(check.standardOutput, "\(crlf): 10 commands checked, all match\n")

    // A broken CRLF script fails its check: the lines are really compared.
    try text.replacingOccurrences(of: "    1", with: "    7").write(
      toFile: crlf, atomically: true, encoding: .utf8)
    let failing = try SeparatedRun(["--script", crlf, "--check"], input: [], in: sandbox)
    XCTAssertEqual(failing.status, 3)
  }

  /// `--script` keeps no transcript for a script that never reads it, and keeps it for one
  /// that saves the session.
  func testAScriptThatSavesTheSessionSavesEveryStepItReplayed() throws {
    let path = sandbox.path("counter.shell")
    try recordCounter(path)
    let saved = sandbox.path("saved.shell")
    try (String(contentsOfFile: path, encoding: .utf8) + "save \(saved)\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try SeparatedRun(["--script", path], input: [], in: sandbox)
    XCTAssertEqual(run.status, 0, run.standardError + run.standardOutput)
    let text = try String(contentsOfFile: saved, encoding: .utf8)
    XCTAssertTrue(text.contains("send counter.increment\n"), text)
    XCTAssertTrue(text.contains("state counter.count\n    1\n"), text)
  }

  func testWhatIsNotAScriptIsRefusedWithItsLineAndLeftAlone() throws {
    let cases: [(name: String, bytes: [UInt8]?, message: String)] = [
      ("empty.shell", [], "empty.shell:1: not a script: the file is empty"),
      ("plain.shell", Array("send counter.increment\n".utf8),
       "plain.shell:1: not a script: it does not start with '# store-shell script'"),
      ("nul.shell", Array("# store-shell script\nsend a".utf8) + [0, 10],
       "nul.shell:2: not a script: line 2 holds a NUL byte"),
      ("latin1.shell", Array("# store-shell script\n\nsend ".utf8) + [0xE9, 10],
       "latin1.shell:3: not a script: line 3 is not UTF-8 text"),
      ("folder.shell", nil, "folder.shell:1: not a script: it is a folder"),
    ]
    for (name, bytes, message) in cases {
      let path = sandbox.path(name)
      if let bytes {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
      } else {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
      for flag in ["--check", "--update"] {
        let run = try SeparatedRun(["--script", path, flag], input: [], in: sandbox)
        XCTAssertEqual(run.status, 1, name)
        XCTAssertTrue(run.standardError.contains(sandbox.path(message)), "\(name): \(run.standardError)")
        if let bytes {
          XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(bytes), name)
        }
      }
    }
    let device = try SeparatedRun(["--script", "/dev/null", "--check"], input: [], in: sandbox)
    XCTAssertEqual(device.status, 1)
    XCTAssertEqual(device.standardError, "error: /dev/null:1: not a script: it is a device, not a file\n")
  }

  func testRecordAndSaveRefuseToOverwriteUnlessForced() throws {
    let path = sandbox.path("kept.shell")
    try recordCounter(path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let refused = try SeparatedRun(
      input: ["record \(path)", "send counter.increment", "save \(path)"], in: sandbox)
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(
      refused.standardError,
      "stdin:1: error: '\(path)' exists; 'record \(path) --force' overwrites it, or pick another name\n"
        + "stdin:3: error: '\(path)' exists; 'save \(path) --force' overwrites it, or pick another name\n")
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)

    let forced = try SeparatedRun(
      input: ["send counter.increment", "save \(path) --force"], in: sandbox)
    XCTAssertEqual(forced.status, 0, forced.standardError)
    let saved = try Script.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
    XCTAssertEqual(saved.entries.last?.command, "send counter.increment")
  }

  func testAFullDeviceStopsRecordingAndSavingWithAnError() throws {
    let run = try SeparatedRun(
      input: ["save /dev/full --force", "record /dev/full --force", "send counter.increment"],
      in: sandbox)
    XCTAssertEqual(run.status, 1)
    XCTAssertEqual(
      run.standardError,
      "stdin:1: error: cannot write '/dev/full': no space left on the device\n"
        + "stdin:2: error: cannot record to '/dev/full': no space left on the device\n")
    XCTAssertFalse(run.standardOutput.contains("saved"), run.standardOutput)
  }

  func testAWriteFailingMidRecordingKeepsOnlyWholeStepsAndExits1() throws {
    let path = sandbox.path("limited.shell")
    let steps = Array(repeating: "send counter.increment", count: 40)
    // A file size limit of 8 KiB (16 blocks of 512 bytes): writes past it fail with EFBIG.
    let run = try SeparatedRun(
      input: ["record \(path)"] + steps, in: sandbox,
      shellSetup: "ulimit -f 16; trap '' XFSZ", discardOutput: true)
    XCTAssertEqual(run.status, 1, run.standardError)
    let errors = run.standardError.split(separator: "\n")
    XCTAssertEqual(errors.count, 1, run.standardError)
    let message = try XCTUnwrap(errors.first)
    XCTAssertTrue(message.contains("recording stopped: cannot write command "), "\(message)")
    XCTAssertTrue(message.contains("('send counter.increment') to '\(path)': the file is too large"), "\(message)")

    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(text.hasSuffix("  effects: none in flight\n"), "a torn step was left:\n\(text.suffix(200))")
    let script = try Script.parse(text, path: path)
    let recordedSteps = script.entries.filter { $0.command == "send counter.increment" }
    XCTAssertGreaterThan(recordedSteps.count, 0)
    XCTAssertLessThan(recordedSteps.count, steps.count)
    XCTAssertTrue(
      message.contains("the file keeps the \(script.entries.count) commands before it"), "\(message)")
    let replay = try SeparatedRun(["--script", path, "--check"], input: [], in: sandbox)
    XCTAssertEqual(replay.status, 0, replay.standardError)
  }
}
