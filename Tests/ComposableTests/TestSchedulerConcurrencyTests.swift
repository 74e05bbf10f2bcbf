import Composable
import ConcurrencyExtras
import Foundation
import XCTest

/// The test scheduler with tasks: scheduling from other threads while the test advances, and
/// the `async` advance and run letting sleeping tasks resume in virtual-time order.
final class TestSchedulerConcurrencyTests: XCTestCase {
  func testAsyncAdvanceResumesSleepersInVirtualTimeOrder() async {
    // On the main serial executor: on the cooperative pool of a loaded 2-core machine, the
    // yields of an async advance do not always let every woken task run.
    await withMainSerialExecutor {
      for _ in 0..<50 {
        let scheduler = DispatchQueue.test
        let log = LockIsolated<[String]>([])
        let tasks = [30, 10, 20].map { milliseconds in
          Task {
            try await virtualSleep(on: scheduler, for: .milliseconds(milliseconds))
            let now = scheduler.now.dispatchTime.uptimeNanoseconds / 1_000_000
            log.withValue { $0.append("\(milliseconds) woke at \(now)") }
          }
        }
        await waitUntil { scheduler.scheduledCount == 3 }
        await scheduler.advance(by: .milliseconds(25))
        XCTAssertEqual(log.value, ["10 woke at 10", "20 woke at 20"])
        await scheduler.advance(by: .milliseconds(5))
        XCTAssertEqual(log.value, ["10 woke at 10", "20 woke at 20", "30 woke at 30"])
        for task in tasks { _ = await task.result }
      }
    }
  }

  func testAsyncRunFollowsATaskThatKeepsSleeping() async {
    // On the main serial executor: on the cooperative pool of a loaded 2-core machine, the
    // yields of an async advance do not always let every woken task run.
    await withMainSerialExecutor {
      let scheduler = DispatchQueue.test
      let ticks = LockIsolated(0)
      let task = Task {
        for _ in 1...5 {
          try await virtualSleep(on: scheduler, for: .seconds(1))
          ticks.withValue { $0 += 1 }
        }
      }
      await waitUntil { scheduler.scheduledCount == 1 }
      await scheduler.run()
      XCTAssertEqual(ticks.value, 5)
      XCTAssertEqual(scheduler.now.dispatchTime.uptimeNanoseconds, 5_000_000_001)
      _ = await task.result
    }
  }

  func testSchedulingAndCancellingFromOtherThreadsWhileAdvancing() {
    let scheduler = DispatchQueue.test
    let fired = LockIsolated(0)
    let group = DispatchGroup()
    for worker in 0..<4 {
      group.enter()
      Thread {
        for index in 0..<500 {
          let work = scheduler.schedule(
            after: scheduler.now.advanced(by: .microseconds(index % 7))
          ) { fired.withValue { $0 += 1 } }
          if (index + worker) % 3 == 0 { work.cancel() }
        }
        group.leave()
      }.start()
    }
    while group.wait(timeout: .now()) == .timedOut { scheduler.advance(by: .microseconds(1)) }
    scheduler.run()
    XCTAssertEqual(scheduler.scheduledCount, 0)
    XCTAssertGreaterThan(fired.value, 0)
  }

  func testATimerAdvancedBy35msFiresThreeTimesWithAsyncAdvance() async {
    for _ in 0..<50 {
      let scheduler = DispatchQueue.test
      let fired = LockIsolated(0)
      let timer = scheduler.schedule(
        after: scheduler.now.advanced(by: .milliseconds(10)), interval: .milliseconds(10)
      ) { fired.withValue { $0 += 1 } }
      await scheduler.advance(by: .milliseconds(35))
      XCTAssertEqual(fired.value, 3)
      timer.cancel()
    }
  }
}
