import Composable
import Foundation
import StoreShellDemo
import XCTest

@testable import StoreShell

/// `break on` a case two levels inside a payload fires, and every breakpoint one step hits is
/// reported, one line each in number order (JSON: a `break` event each, with its number).
final class BreakHitsTests: XCTestCase {
  func testBreakOnACaseTwoLevelsInsideAPayloadFires() {
    let runner = DemoFeatures.primes.makeTestRunner()
    _ = runner.execute("set diff off")
    XCTAssertNil(runner.execute("break on counterView.counter.incrTapped").error)
    XCTAssertEqual(
      runner.execute("send counterView.counter.incrTapped").lines.map(\.text).last,
      "break 1: → counterView.counter.incrTapped")
    XCTAssertEqual(
      runner.execute("send counterView.counter.decrTapped").lines.map(\.text),
      ["→ counterView.counter.decrTapped", "effects: none in flight"], "another case: no hit")
  }

  func testEveryBreakpointAStepHitsIsReportedInNumberOrder() {
    let runner = AnyShellFeature(DebuggerTests.feature).makeTestRunner()
    _ = runner.execute("set diff off")
    XCTAssertNil(runner.execute("break 2 when count changes").error)
    XCTAssertNil(runner.execute("break 1 on bump").error)
    _ = runner.execute("send bumpLater")
    XCTAssertEqual(
      runner.execute("advance 5s").lines.map(\.text),
      [
        "← bump  (#0 merge)",
        "break 1: ← bump at 1s",
        "break 2: count: 0 → 1 at 1s; 4s of the advance left, 'continue' goes on",
        "effects: 1 in flight: #0 merge from bumpLater, next in 2s",
      ])
  }

  func testABreakpointHitIsABreakEventInJSON() {
    let objects = JSONEventWriter.objects(
      for: .breakHit(number: 2, text: "break 2: ← bump at 1s"), settings: ShellSettings(),
      origin: JSONEventWriter.Origin(line: 4, file: nil))
    XCTAssertEqual(
      objects, [#"{"v":1,"event":"break","number":2,"text":"break 2: ← bump at 1s","line":4}"#])
  }
}
