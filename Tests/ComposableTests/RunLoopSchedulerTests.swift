import Composable
import ConcurrencyExtras
import Foundation
import XCTest

/// RunLoop as a scheduler: live on the main run loop (spun by the test, which runs on the main
/// thread), on virtual time, immediate, erased. XCTest: the live cases wait on the run loop.
final class RunLoopSchedulerTests: XCTestCase {
  func testMainRunLoopPerformsWorkNowLaterAndOnATimer() {
    let scheduler = AnySchedulerOf<RunLoop>.main
    var log: [String] = []
    scheduler.schedule { log.append("now") }
    let start = scheduler.now
    scheduler.schedule(after: start.advanced(by: .milliseconds(20))) { log.append("later") }
    var ticks = 0
    let timer = scheduler.schedule(
      after: start.advanced(by: .milliseconds(5)), interval: .milliseconds(5)
    ) { ticks += 1 }
    spinMainRunLoop(until: { log.count == 2 && ticks >= 3 })
    timer.cancel()
    XCTAssertEqual(log, ["now", "later"])
    XCTAssertGreaterThanOrEqual(
      scheduler.now.date.timeIntervalSince(start.date), 0.019)
    let ticksWhenCancelled = ticks
    spinMainRunLoop(for: 0.03)
    XCTAssertEqual(ticks, ticksWhenCancelled)
  }

  func testCancelledWorkDoesNotRun() {
    var ran = false
    let work = RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .milliseconds(5))) {
      ran = true
    }
    work.cancel()
    spinMainRunLoop(for: 0.03)
    XCTAssertFalse(ran)
  }

  func testVirtualTimeImmediateAndTimeType() {
    let scheduler = RunLoop.test
    XCTAssertEqual(scheduler.now.date, Date(timeIntervalSince1970: 0))
    var fired: [Date] = []
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: 0.5), interval: .milliseconds(500)
    ) { fired.append(scheduler.now.date) }
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(fired.map(\.timeIntervalSince1970), [0.5, 1.0])
    timer.cancel()

    var immediate = false
    AnySchedulerOf<RunLoop>.immediate.schedule(after: .init(.distantFuture)) { immediate = true }
    XCTAssertTrue(immediate)

    let time = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 10))
    XCTAssertEqual(time.advanced(by: .milliseconds(1500)).date.timeIntervalSince1970, 11.5)
    XCTAssertEqual(time.distance(to: .init(Date(timeIntervalSince1970: 9))), -1)
    XCTAssertEqual(RunLoop.SchedulerTimeType.Stride.milliseconds(10).description, "10ms")
  }

  func testAnEffectDelayedOnTheTestRunLoop() {
    let scheduler = RunLoop.test
    let recorder = EffectRecorder(
      Effect<Int, Never>(value: 1).delay(for: 2, scheduler: scheduler.eraseToAnyScheduler()))
    scheduler.advance(by: 1.9)
    XCTAssertEqual(recorder.values, [])
    scheduler.advance(by: 0.1)
    XCTAssertEqual(recorder.values, [1])
  }

  private func spinMainRunLoop(until condition: () -> Bool) {
    let deadline = Date(timeIntervalSinceNow: 30)
    while !condition(), Date() < deadline {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
    }
    XCTAssertTrue(condition())
  }

  private func spinMainRunLoop(for seconds: TimeInterval) {
    let end = Date(timeIntervalSinceNow: seconds)
    while Date() < end { RunLoop.main.run(until: end) }
  }
}
