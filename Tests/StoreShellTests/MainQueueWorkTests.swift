import Foundation
import StoreShellDemo
@testable import StoreShell
import XCTest

/// Work a feature schedules on `DispatchQueue.main` (`.receive(on:)`, `.delay(for:scheduler:)`,
/// `DispatchQueue.main.asyncAfter`) runs: live as real time passes, on a test store as
/// real-time work that `wait` runs and the summary names the same on every run.
final class MainQueueWorkTests: XCTestCase {
  private var banner: AnyShellFeature {
    DemoFeatures.caseStudies.first { $0.name == "banner" }!
  }

  func testLiveMainQueueWorkRunsDuringAWait() {
    let runner = banner.makeRunner(.live, ShellSettings(), {})
    _ = runner.execute("set diff off")
    XCTAssertNil(runner.execute("send saveButtonTapped").error)
    let waited = runner.execute("wait 1500ms").lines.map(\.text)
    XCTAssertEqual(
      waited,
      ["← saveResponse(true)  (#0 future)", "← bannerTimedOut  (#1 delay)", "effects: none in flight"])
    XCTAssertNil(runner.execute("send pingButtonTapped").error)
    XCTAssertEqual(
      runner.execute("wait 1s").lines.map(\.text).first, "← pingAnswered  (#2 future)")
  }

  func testTestStoreNamesMainQueueWorkAndWaitRunsIt() {
    let runner = banner.makeTestRunner()
    _ = runner.execute("set diff off")
    XCTAssertEqual(
      runner.execute("send saveButtonTapped").lines.map(\.text).last,
      "effects: 1 in flight: #0 value from saveButtonTapped, next on DispatchQueue.main (real time)")
    XCTAssertEqual(
      runner.execute("wait 100ms").lines.map(\.text).last,
      "effects: 1 in flight: #1 delay from saveResponse(true), next in 800ms on DispatchQueue.main "
        + "(real time), id BannerID()")
    XCTAssertEqual(
      runner.execute("wait 2s").lines.map(\.text),
      ["← bannerTimedOut  (#1 delay)", "effects: none in flight"])
  }

  /// A future called back by `DispatchQueue.main.asyncAfter` (which no scheduler sees) says it
  /// waits in real time, in the summary and in `effects`, with no duration (dispatch keeps the
  /// deadline to itself): the same text on every run.
  func testTestStoreNamesADirectAsyncAfterRealTime() {
    let runner = banner.makeTestRunner()
    _ = runner.execute("set diff off")
    XCTAssertEqual(
      runner.execute("send pingButtonTapped").lines.map(\.text).last,
      "effects: 1 in flight: #0 future from pingButtonTapped: waiting in real time")
    XCTAssertEqual(
      runner.execute("effects").lines.map(\.text),
      ["#0 future from pingButtonTapped: waiting in real time"])
    XCTAssertEqual(
      runner.execute("wait 1s").lines.map(\.text),
      ["← pingAnswered  (#0 future)", "effects: none in flight"])
  }
}
