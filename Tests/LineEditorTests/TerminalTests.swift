import Foundation
import TerminalTesting
import XCTest

/// The example program in a real terminal (tmux): completion, history, Ctrl-C, Ctrl-D and
/// output from other threads while a line is being typed.
final class TerminalTests: XCTestCase {
  private var directory: URL!
  private var historyFile: String { directory.appendingPathComponent("history").path }

  override func setUpWithError() throws {
    try Tmux.requireTmux()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("LineEditorTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    if let directory { try? FileManager.default.removeItem(at: directory) }
  }

  /// Starts the example with this test's history file and waits for its prompt.
  private func start() throws -> Tmux {
    let program = try ExampleProgram.path()
    let tmux = try Tmux(command: "env STORE_SHELL_HISTORY='\(historyFile)' '\(program)'")
    try tmux.waitFor(text: "demo>")
    return tmux
  }

  /// The last non-empty line of the screen.
  private func lastLine(_ tmux: Tmux) throws -> String {
    try tmux.lines().last ?? ""
  }

  func testTabCompletesAUniquePrefix() throws {
    let tmux = try start()
    try tmux.type("se")
    try tmux.keys("Tab")
    try tmux.waitFor(text: "demo> send")
    try tmux.type("x")
    try tmux.keys("Enter")
    try tmux.waitFor(text: "got: send x")
    // A word after the first one, with a dot in it.
    try tmux.type("send counter.inc")
    try tmux.keys("Tab")
    try tmux.type("!")
    try tmux.keys("Enter")
    try tmux.waitFor(text: "got: send counter.increment !")
  }

  func testTabTabListsTheCandidatesOfAnAmbiguousPrefix() throws {
    let tmux = try start()
    try tmux.type("sta")
    try tmux.keys("Tab")
    try tmux.waitFor(text: "demo> stat")
    try tmux.keys("Tab")
    try tmux.waitFor("the list, then the prompt again") { screen in
      let lines = screen.components(separatedBy: "\n")
      guard let list = lines.firstIndex(where: { $0.contains("state") && $0.contains("status") })
      else { return false }
      return lines.last == "demo> stat" && list == lines.count - 2
    }
    try tmux.type("e")
    try tmux.keys("Enter")
    try tmux.waitFor(text: "got: state")
  }

  /// Types `lines`, each followed by Enter, and waits for the example to echo each.
  private func enter(_ lines: [String], in tmux: Tmux) throws {
    for line in lines {
      try tmux.type(line)
      try tmux.keys("Enter")
      try tmux.waitFor(text: "got: \(line)")
    }
  }

  func testUpAndDownWalkTheHistory() throws {
    let tmux = try start()
    try enter(["alpha one", "beta two"], in: tmux)
    try tmux.keys("Up")
    try tmux.waitFor("up-arrow to recall the last line") { _ in try self.lastLine(tmux) == "demo> beta two" }
    try tmux.keys("Up")
    try tmux.waitFor("up-arrow to recall the line before") { _ in try self.lastLine(tmux) == "demo> alpha one" }
    try tmux.keys("Down")
    try tmux.waitFor("down-arrow to come back") { _ in try self.lastLine(tmux) == "demo> beta two" }
    try tmux.keys("Enter")
    try tmux.waitFor("the recalled line accepted") { screen in
      screen.components(separatedBy: "\n").filter { $0 == "got: beta two" }.count == 2
    }
  }

  func testCtrlRSearchesTheHistory() throws {
    let tmux = try start()
    try enter(["alpha one", "beta two"], in: tmux)
    try tmux.keys("C-r")
    try tmux.type("alp")
    try tmux.waitFor("the search to find the older line") { screen in
      screen.components(separatedBy: "\n").drop { $0 != "got: beta two" }.contains("demo> alpha one")
    }
    try tmux.keys("Enter")
    try tmux.waitFor("the found line accepted") { screen in
      screen.components(separatedBy: "\n").filter { $0 == "got: alpha one" }.count == 2
    }
  }

  func testCtrlCAbandonsTheLineAndTheProgramGoesOn() throws {
    let tmux = try start()
    try tmux.type("half typed")
    try tmux.waitFor(text: "demo> half typed")
    try tmux.keys("C-c")
    try tmux.waitFor("a fresh prompt") { _ in try self.lastLine(tmux) == "demo>" }
    try tmux.type("next")
    try tmux.keys("Enter")
    let screen = try tmux.waitFor(text: "got: next")
    XCTAssertFalse(screen.contains("got: half"), screen)
    XCTAssertNil(try tmux.exitStatus())
    try tmux.keys("Up")
    try tmux.waitFor("the abandoned line is not history") { _ in try self.lastLine(tmux) == "demo> next" }
  }

  func testCtrlCEndsAWaitWhileNotReading() throws {
    let tmux = try start()
    try tmux.type("wait 20000")
    try tmux.keys("Enter")
    try tmux.waitFor(text: "got: wait 20000")
    try tmux.keys("C-c")
    try tmux.waitFor(text: "interrupted", timeout: .seconds(5))
    try tmux.waitFor("a fresh prompt") { _ in try self.lastLine(tmux) == "demo>" }
  }

  func testOutputFromOtherThreadsLeavesTheTypedLineAndCursorIntact() throws {
    let tmux = try start()
    // Ticks 500 ms apart: the typing below finishes long before the tenth, even on a busy machine.
    try tmux.type("tick 10 500")
    try tmux.waitFor(text: "demo> tick 10 500")
    try tmux.keys("Enter")
    try tmux.waitFor("the first tick") { $0.contains("\ntick 1\n") }
    try tmux.type("abc def")
    try tmux.keys("Left", "Left", "Left")
    let typed = try tmux.waitFor("the typed text") { $0.hasSuffix("\ndemo> abc def") }
    XCTAssertFalse(typed.contains("\ntick 10\n"), "ticks must still come after the typing")
    let screen = try tmux.waitFor("the tenth tick") { $0.contains("\ntick 10\n") }
    let lines = screen.components(separatedBy: "\n")
    XCTAssertEqual(lines.last, "demo> abc def", screen)
    XCTAssertEqual(lines.filter { $0.contains("abc") }.count, 1, screen)
    XCTAssertEqual(lines.filter { $0.hasPrefix("tick ") }, (1...10).map { "tick \($0)" }, screen)
    let cursor = try tmux.cursor()
    XCTAssertEqual(cursor.column, "demo> abc ".count)
    XCTAssertEqual(cursor.row, lines.count - 1)
    try tmux.type("X")
    try tmux.keys("Enter")
    try tmux.waitFor(text: "got: abc Xdef")
  }

  func testOutputAboveALineLongerThanTheTerminalIsWide() throws {
    let tmux = try start()
    try tmux.type("tick 4")
    try tmux.keys("Enter")
    try tmux.waitFor("the first tick") { $0.contains("\ntick 1\n") }
    let long = String(repeating: "x", count: 150)
    try tmux.type(long)
    let typed = try tmux.waitFor("the typed text") { $0.hasSuffix(String(long.dropFirst(94))) }
    XCTAssertFalse(typed.contains("\ntick 4\n"), "ticks must still come after the typing")
    let screen = try tmux.waitFor("the fourth tick") { $0.contains("\ntick 4\n") }
    let lines = screen.components(separatedBy: "\n")
    XCTAssertEqual(
      Array(lines.suffix(2)), ["demo> " + long.prefix(94), String(long.dropFirst(94))], screen)
    XCTAssertEqual(lines.filter { $0.contains("xxx") }.count, 2, screen)
    try tmux.keys("Enter")
    try tmux.waitFor(text: "got: " + long.prefix(20))
  }

  func testWakeUpsRunOnWakeWhileTheUserTypes() throws {
    let tmux = try start()
    try tmux.type("wake 5")
    try tmux.keys("Enter")
    try tmux.waitFor(text: "got: wake 5")
    try tmux.type("typing")
    let typed = try tmux.waitFor("the typed text") { $0.hasSuffix("\ndemo> typing") }
    XCTAssertFalse(typed.contains("\nwake 5\n"), "wake-ups must still come after the typing")
    let screen = try tmux.waitFor("the fifth wake-up") { $0.contains("\nwake 5\n") }
    XCTAssertEqual(screen.components(separatedBy: "\n").last, "demo> typing", screen)
  }

  func testCtrlDExitsWithStatusZero() throws {
    let tmux = try start()
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)
  }

  func testHistorySurvivesARestartWithoutSpaceLinesOrRepeats() throws {
    var tmux = try start()
    try enter(["first", "dup", "dup", " secret", "remember me"], in: tmux)
    try tmux.keys("C-d")
    XCTAssertEqual(try tmux.waitForExit(), 0)
    XCTAssertEqual(
      try String(contentsOfFile: historyFile, encoding: .utf8), "first\ndup\nremember me\n")

    tmux = try start()
    try tmux.keys("Up")
    try tmux.waitFor("the last line of the last run") { _ in try self.lastLine(tmux) == "demo> remember me" }
    try tmux.keys("Up")
    try tmux.waitFor("the repeated line, once") { _ in try self.lastLine(tmux) == "demo> dup" }
    try tmux.keys("Up")
    try tmux.waitFor("the first line") { _ in try self.lastLine(tmux) == "demo> first" }
  }
}
