import TerminalTesting
import XCTest

/// TAB in the shell on a real terminal: nested action case paths, the list of cases, argument
/// labels.
final class CompletionTerminalTests: ShellTerminalTestCase {

  func testTabCompletesANestedActionStepByStep() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.type("send coun")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> send counter.")
    try tmux.type("i")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> send counter.increment")
    try tmux.keys("Enter")
    let screen = try tmux.waitFor(lastLine: Tmux.emptyPrompt)
    XCTAssertTrue(screen.contains("→ counter.increment"), screen)
    XCTAssertTrue(screen.contains("count: 1"), screen)
  }

  func testTabTabListsTheCasesOfAnAction() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.type("send counter.")
    try tmux.keys("Tab")
    try tmux.keys("Tab")
    let screen = try tmux.waitFor("the list of counter's cases, then the prompt again") { screen in
      let lines = screen.components(separatedBy: "\n")
      return lines.count >= 2 && lines.last == "store> send counter."
        && lines[lines.count - 2].contains("increment")
    }
    let list = screen.components(separatedBy: "\n").dropLast().last ?? ""
    for name in ["increment", "decrement", "setCount(", "playNext"] {
      XCTAssertTrue(list.contains("counter.\(name)"), "\(name) is not listed: \(screen)")
    }
    try tmux.type("d")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> send counter.decrement")
  }

  func testTabCompletesAfterLeadingBlanks() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.type("  send coun")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store>   send counter.")
    try tmux.keys("C-u")
    try tmux.type(" sta")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store>  state")
  }

  func testTabTabListsTheValuesOfAnOption() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.type("set di")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> set diff")
    try tmux.keys("Tab")
    try tmux.keys("Tab")
    let screen = try tmux.waitFor("the list of values") { screen in
      screen.components(separatedBy: "\n").dropLast().last?.contains("compact") == true
    }
    let list = screen.components(separatedBy: "\n").dropLast().last ?? ""
    XCTAssertEqual(list.split(separator: " "), ["compact", "full", "off"], screen)
    try tmux.type("o")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> set diff off")
  }

  func testTabAfterAnOpenParenthesisGivesTheArgumentLabel() throws {
    let tmux = try Tmux.storeShell(in: sandbox)
    try tmux.type("send listResult.remove(")
    try tmux.keys("Tab")
    try tmux.waitFor(lastLine: "store> send listResult.remove(offset:")
    // The label comes with its space: what is typed next is the value.
    try tmux.type("0)")
    try tmux.waitFor(lastLine: "store> send listResult.remove(offset: 0)")
  }
}
