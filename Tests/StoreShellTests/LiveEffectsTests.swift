import Foundation
import ShellDemo
@testable import StoreShell
import XCTest

/// A live store's `effects` says when work is next due, and never in negative time when real
/// time has passed the due date before the work ran.
final class LiveEffectsTests: XCTestCase {
  func testOverdueWorkIsDueNowNotInNegativeTime() throws {
    let runner = DemoFeatures.game.makeRunner(.live, ShellSettings(), {})
    XCTAssertNil(runner.execute("send timer.start").error)
    // The 10 ms timer falls behind: nothing runs the live scheduler while this thread sleeps.
    Thread.sleep(forTimeInterval: 0.06)
    let lines = runner.execute("effects").lines.map(\.text)
    XCTAssertEqual(lines, ["#0 timer from timer.start, next due now, id TimerId()"])
    _ = runner.execute("send timer.stop")
  }
}
