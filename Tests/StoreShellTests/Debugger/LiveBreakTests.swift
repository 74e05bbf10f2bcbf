import Composable
import ConcurrencyExtras
import Foundation
import XCTest

@testable import StoreShell

/// A breakpoint stops a live `wait` right after the delivery that hits, even when more work
/// was due or waiting at that moment.
final class LiveBreakTests: XCTestCase {
  enum Action: Codable, Equatable { case burst, post, bump }

  private var feature: ShellFeature<Int, Action> { Self.feature }

  static var feature: ShellFeature<Int, Action> {
    ShellFeature(
      name: "burst", initialState: 0,
      reducer: Reducer<Int, Action, AnySchedulerOf<DispatchQueue>> { count, action, scheduler in
        switch action {
        case .burst:
          // Three deliveries due at the same moment: one run of the due work.
          return .merge(
            (1...3).map { _ in Effect(value: .bump).deferred(for: .milliseconds(50), scheduler: scheduler) })
        case .post:
          // Three sends from a task: in the inbox together, for one drain.
          return .run { send in
            // After the send's own settling: they arrive while `wait` runs.
            try? await Task.sleep(nanoseconds: 100_000_000)
            for _ in 1...3 { await send(.bump) }
          }
        case .bump:
          count += 1
          return .none
        }
      },
      environment: { $0.scheduler })
  }

  /// Failed before (the count was 3): every delivery due at the hit ran before the stop.
  func testABreakpointStopsAWaitAfterTheDeliveryThatHitsAmongThoseDueTogether() {
    let session = ShellSession(feature: feature, mode: .live)
    _ = session.execute("break on bump")
    _ = session.execute("send burst")
    let stop = session.execute("wait 2s").lines.map(\.text)
    XCTAssertTrue(stop.contains { $0.hasPrefix("break 1: ← bump at ") }, "\(stop)")
    XCTAssertEqual(session.state, 1, "\(stop)")
    _ = session.execute("continue")
    XCTAssertEqual(session.state, 2)
    _ = session.execute("break off 1")
    _ = session.execute("continue")
    XCTAssertEqual(session.state, 3)
  }

  /// Failed before (the count was 3): every action waiting in the inbox ran before the stop.
  func testABreakpointStopsAWaitAfterTheDeliveryThatHitsAmongThoseWaitingTogether() {
    let session = ShellSession(feature: feature, mode: .live)
    _ = session.execute("break on bump")
    _ = session.execute("send post")
    _ = session.execute("wait 2s")
    XCTAssertEqual(session.state, 1)
    _ = session.execute("break off 1")
    _ = session.execute("wait 1s")
    XCTAssertEqual(session.state, 3)
  }
}
