import Foundation
import TerminalTesting
import XCTest

/// `--output json` (and `set output json`): one JSON object a line for each event, in the
/// schema README's "JSON output" documents, piped as a program reads it.
final class JSONOutputProcessTests: ShellTerminalTestCase {
  private func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try XCTUnwrap(object as? [String: Any], String(line))
    }
  }

  func testPipedJSONOutputIsOneObjectAnEvent() throws {
    let run = try ShellProcess.run(
      ["--output", "json"],
      input: [
        "send counter.increment", "send counter.incremnt", "set diff off",
        "send counter.setCount(\"say \\\"hi\\\"\\tnow\")",
      ], in: sandbox)
    XCTAssertEqual(run.status, 1, run.output)
    let lines = run.output.split(separator: "\n").map(String.init)
    // Byte for byte: the field names and their order are the schema's.
    XCTAssertEqual(
      Array(lines.prefix(3)),
      [
        #"{"v":1,"event":"sent","action":"counter.increment","changes":[{"path":"counter.count","old":"0","new":"1"}],"line":1}"#,
        #"{"v":1,"event":"effects","effects":[],"line":1}"#,
        #"{"v":1,"event":"end","line":1}"#,
      ], run.output)
    let all = try objects(run.output)
    XCTAssertTrue(all.allSatisfy { $0["v"] as? Int == 1 }, run.output)
    let error = try XCTUnwrap(all.first { $0["event"] as? String == "error" }, run.output)
    XCTAssertEqual(error["line"] as? Int, 2)
    XCTAssertTrue((error["message"] as? String ?? "").contains("counter.increment"), run.output)
    // Quotes, backslashes and a tab in the action's text come back as they were.
    let sent = all.filter { $0["event"] as? String == "sent" }
    XCTAssertEqual(sent.count, 2, run.output)
    XCTAssertEqual(sent[1]["action"] as? String, "counter.setCount(\"say \\\"hi\\\"\\tnow\")")
    XCTAssertNil(sent[1]["changes"], "diff off leaves the changes out")
    XCTAssertEqual(sent[1]["line"] as? Int, 4)
  }

  /// The worker's wire carries the events typed: under a supervisor, JSON is the same events,
  /// byte for byte, as in one process (it was `line` events of the worker's text).
  func testASupervisedStoreGivesTheSameTypedEvents() throws {
    let script = sandbox.path("steps.shell")
    try ["# store-shell script", "send counter.increment", "send counter.nope"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    let input = [
      "send counter.increment", "set echo on", "send counter.setCount(\"7\")", "replay \(script)",
      "goto 1", "diff 0", "send timer.start", "advance 20ms", "effects", "set diff off",
      "send counter.decrement",
    ]
    var outputs: [String] = []
    for supervisor in ["0", "1"] {
      sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = supervisor
      let run = try ShellProcess.run(["--output", "json"], input: input, in: sandbox)
      XCTAssertEqual(run.status, 1, run.output)
      outputs.append(run.output)
    }
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = nil
    XCTAssertEqual(outputs[1], outputs[0])
    let events = try objects(outputs[1]).compactMap { $0["event"] as? String }
    XCTAssertFalse(events.contains("line"), outputs[1])
    XCTAssertEqual(events.filter { $0 == "delivered" }.count, 2, outputs[1])
    XCTAssertTrue(events.contains("change") && events.contains("echo"), outputs[1])
  }

  func testAScriptsCommandsAreNamedByTheirLines() throws {
    let script = sandbox.path("steps.shell")
    try ["# store-shell script", "send counter.increment", "", "send counter.decrement"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    let run = try ShellProcess.run(
      ["--script", script, "--output", "json"], input: [], in: sandbox)
    XCTAssertEqual(run.status, 0, run.output)
    let sent = try objects(run.output).filter { $0["event"] as? String == "sent" }
    XCTAssertEqual(sent.map { $0["line"] as? Int }, [2, 4], run.output)
    XCTAssertEqual(sent.map { $0["file"] as? String }, [script, script], run.output)
    // The script is one command: one `done`, the last object.
    let all = try objects(run.output)
    XCTAssertEqual(all.filter { $0["event"] as? String == "done" }.count, 1, run.output)
    XCTAssertEqual(all.last?["event"] as? String, "done", run.output)
    XCTAssertEqual(all.last?["status"] as? String, "ok", run.output)
  }

  /// `set output json` in a `--script`, whose text is printed in blocks: the text lines held
  /// before the switch come before the first JSON object. Failed before: they came at the end,
  /// after every JSON object.
  func testTextHeldBeforeASwitchToJSONComesFirst() throws {
    let script = sandbox.path("switch.shell")
    try ["# store-shell script", "send counter.increment", "set output json", "send counter.increment"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    let run = try ShellProcess.run(["--script", script], input: [], in: sandbox)
    XCTAssertEqual(run.status, 0, run.output)
    let lines = run.output.split(separator: "\n").map(String.init)
    let firstJSON = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("{") }, run.output)
    XCTAssertEqual(lines.first, "→ counter.increment", run.output)
    guard firstJSON > 0 else { return }
    XCTAssertEqual(lines[firstJSON - 1], "effects: none in flight", run.output)
    XCTAssertTrue(lines[firstJSON...].allSatisfy { $0.hasPrefix("{") }, run.output)
    let objects = try objects(lines[firstJSON...].joined(separator: "\n"))
    XCTAssertEqual(objects.first?["text"] as? String, "set output json", run.output)
    XCTAssertEqual(objects.filter { $0["event"] as? String == "sent" }.count, 1, run.output)
  }

  /// Every line of input ends with one `done` object, its last, whatever it ran: a step (after
  /// its `end`, which stays the end of a step), `state`, `help`, `history`, `set`, an error, a
  /// blank line, a replay (whose own commands end as before: steps with `end`, no `done`), in
  /// one process and under a supervisor alike.
  func testEveryLineOfInputEndsWithOneDone() throws {
    let script = sandbox.path("two.shell")
    try ["# store-shell script", "send counter.increment", "state counter.count"]
      .joined(separator: "\n").appending("\n")
      .write(toFile: script, atomically: true, encoding: .utf8)
    let input = [
      "send counter.increment", "state counter.count", "help advance", "history", "set diff off", "",
      "send counter.nope", "frobnicate", "replay \(script)", "advance 1s", "# a comment",
    ]
    let failing: Set = [7, 8]
    for supervisor in ["0", "1"] {
      sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = supervisor
      let run = try ShellProcess.run(["--output", "json"], input: input, in: sandbox)
      XCTAssertEqual(run.status, 1, run.output)
      let all = try objects(run.output)
      let done = all.filter { $0["event"] as? String == "done" }
      XCTAssertEqual(done.compactMap { $0["line"] as? Int }, Array(1...input.count), run.output)
      XCTAssertTrue(done.allSatisfy { $0["file"] == nil }, run.output)
      for (index, object) in all.enumerated() where object["event"] as? String == "done" {
        let line = try XCTUnwrap(object["line"] as? Int)
        XCTAssertEqual(object["status"] as? String, failing.contains(line) ? "error" : "ok", "line \(line)")
        // The last object of its line.
        if index + 1 < all.count { XCTAssertNotEqual(all[index + 1]["line"] as? Int, line, run.output) }
      }
      // `end` still ends the steps alone: the send, the replay's send (placed by its script's
      // line) and the advance.
      let ends = all.filter { $0["event"] as? String == "end" }
      XCTAssertEqual(ends.compactMap { $0["line"] as? Int }, [1, 2, 10], run.output)
      XCTAssertEqual(ends.map { $0["file"] as? String }, [nil, script, nil], run.output)
    }
    sandbox.extraEnvironment["STORE_SHELL_SUPERVISOR"] = nil
  }
}
