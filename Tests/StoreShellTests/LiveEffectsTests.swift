import Composable
import ConcurrencyExtras
import Foundation
import StoreShellDemo
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

  enum Loop: Codable, Equatable { case start, tick }

  func testATaskLoopOnTheLiveSchedulerSaysWhenItWakes() throws {
    let feature = ShellFeature(
      name: "loop", initialState: 0,
      reducer: Reducer<Int, Loop, AnySchedulerOf<DispatchQueue>> { count, action, scheduler in
        switch action {
        case .start:
          let scheduler = UncheckedSendable(scheduler)
          return .run { send in
            for await _ in scheduler.value.timer(interval: .seconds(10)) { await send(.tick) }
          }
          .cancellable(id: "loop")
        case .tick:
          count += 1
          return .none
        }
      },
      environment: { $0.scheduler })
    let session = ShellSession(feature: feature, mode: .live)
    _ = session.execute("send start")
    let line = try XCTUnwrap(session.execute("effects").lines.first?.text)
    XCTAssertTrue(line.hasPrefix("#0 run from start, next in "), line)
    XCTAssertTrue(line.hasSuffix(#"s, id "loop""#), "seconds, to the millisecond: \(line)")
    XCTAssertNil(session.execute("cancel 0").error)
  }
}
