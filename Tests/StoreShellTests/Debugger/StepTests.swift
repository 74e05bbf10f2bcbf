import Composable
import Foundation
import XCTest

@testable import StoreShell

/// `step`: virtual time to the next delivered action, delivered, stopped there.
final class StepTests: XCTestCase {
  private func run<S, A>(_ session: ShellSession<S, A>, _ line: String) -> [String] {
    session.execute(line).lines.filter { !$0.isVolatile }.map(\.text)
  }

  func testStepDeliversTheNextActionAndStops() {
    let session = ShellSession(feature: DebuggerTests.feature)
    _ = run(session, "set diff off")
    XCTAssertEqual(run(session, "step"), ["error: nothing to step: no effect has work scheduled"])
    _ = run(session, "send bumpLater")
    XCTAssertEqual(run(session, "step"), [
      "← bump  (#0 merge)", "stepped 1s, to 1s", "effects: 1 in flight: #0 merge from bumpLater, next in 2s",
    ])
    XCTAssertEqual(session.state.count, 1)
    _ = run(session, "break when count changes")
    XCTAssertEqual(run(session, "step"), [
      "← bump  (#0 merge)", "break 1: count: 1 → 2 at 2s", "effects: 1 in flight: #0 merge from bumpLater, next in 1s",
    ])
    // Nothing for `continue`: a step stops where it meant to.
    XCTAssertEqual(run(session, "continue"), ["error: nothing to continue: no breakpoint stopped an advance, run, wait or replay"])
    _ = run(session, "step")
    XCTAssertEqual(run(session, "history"), ["1  send bumpLater", "2  advance 1s", "3  advance 1s", "4  advance 1s"])
    _ = run(session, "goto 2")
    XCTAssertEqual(session.state.count, 1)
  }

  func testStepDeliversOneOfTheActionsDueAtOnce() {
    let session = ShellSession(feature: LiveBreakTests.feature)
    _ = run(session, "set diff off")
    _ = run(session, "send burst")
    XCTAssertEqual(run(session, "step").dropFirst().first, "stepped 50ms, to 50ms")
    XCTAssertEqual(session.state, 1)
    XCTAssertEqual(run(session, "step").dropFirst().first, "stepped 0ms, to 50ms")
    XCTAssertEqual(session.state, 2)
  }

  func testStepNeedsVirtualTime() {
    let session = ShellSession(feature: LiveBreakTests.feature, mode: .live)
    XCTAssertEqual(run(session, "step"), ["error: step needs virtual time; this store is live: use 'wait <duration>'"])
  }
}
