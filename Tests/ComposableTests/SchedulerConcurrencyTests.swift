import Composable
import ConcurrencyExtras
import Foundation
import XCTest

/// `sleep(for:)`, `sleep(until:)` and `timer(interval:)` on schedulers: virtual time on the test
/// scheduler, cancellation with the task. Tasks run on the main serial executor, so the test
/// scheduler is used from one thread and every run is the same.
final class SchedulerConcurrencyTests: XCTestCase {
  func testSleepResumesWhenVirtualTimePassesTheDeadline() async throws {
    try await withMainSerialExecutor {
      let scheduler = SharedTestScheduler()
      let woke = LockIsolated(false)
      let task = Task {
        try await scheduler.sleep(for: .seconds(1))
        woke.setValue(true)
      }
      await yieldUntil { scheduler.scheduledCount == 1 }
      scheduler.advance(by: .milliseconds(999))
      await Task.megaYield()
      XCTAssertFalse(woke.value)
      scheduler.advance(by: .milliseconds(1))
      try await task.value
      XCTAssertTrue(woke.value)
    }
  }

  func testSleepUntilADeadline() async throws {
    try await withMainSerialExecutor {
      let scheduler = SharedTestScheduler()
      let deadline = scheduler.now.advanced(by: .milliseconds(20))
      let task = Task { try await scheduler.sleep(until: deadline) }
      await yieldUntil { scheduler.scheduledCount == 1 }
      XCTAssertEqual(scheduler.nextDate, deadline)
      scheduler.advance(by: .milliseconds(20))
      try await task.value
    }
  }

  func testCancellingASleepingTaskThrowsAndUnschedulesItsWakeUp() async throws {
    try await withMainSerialExecutor {
      let scheduler = SharedTestScheduler()
      let task = Task { try await scheduler.sleep(for: .seconds(1)) }
      await yieldUntil { scheduler.scheduledCount == 1 }
      task.cancel()
      let result = await task.result
      XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
      XCTAssertEqual(scheduler.scheduledCount, 0)
    }
  }

  func testSleepInACancelledTaskThrowsAtOnce() async {
    let scheduler = SharedTestScheduler()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await scheduler.sleep(for: .seconds(1))
    }
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(scheduler.scheduledCount, 0)
  }

  func testTimerTicksWithVirtualTimeAndStopsWithTheTask() async {
    await withMainSerialExecutor {
      let scheduler = SharedTestScheduler()
      let start = scheduler.now
      let ticks = LockIsolated<[DispatchQueue.SchedulerTimeType]>([])
      let task = Task {
        for await now in scheduler.timer(interval: .milliseconds(10)) {
          ticks.withValue { $0.append(now) }
        }
      }
      await yieldUntil { scheduler.scheduledCount == 1 }
      scheduler.advance(by: .milliseconds(35))
      await yieldUntil { ticks.value.count == 3 }
      XCTAssertEqual(
        ticks.value, [10, 20, 30].map { start.advanced(by: .milliseconds($0)) })
      task.cancel()
      await task.value
      XCTAssertEqual(scheduler.scheduledCount, 0)
      scheduler.advance(by: .milliseconds(50))
      XCTAssertEqual(ticks.value.count, 3)
    }
  }

  func testImmediateAndErasedSchedulersSleep() async throws {
    try await ImmediateScheduler().sleep(for: .seconds(60))
    try await AnySchedulerOf<DispatchQueue>.immediate.sleep(for: .seconds(60))
    var iterator = DispatchQueue.immediate.timer(interval: .seconds(1)).makeAsyncIterator()
    let first = await iterator.next()
    XCTAssertNotNil(first)
  }

  func testALiveQueueSleepsInRealTime() async throws {
    let queue = DispatchQueue(label: "sleep")
    let start = Date()
    try await queue.sleep(for: .milliseconds(20))
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.019)
  }

  /// A test scheduler the test and its tasks share: they take turns on the main serial
  /// executor, so it is used from one thread at a time.
  @dynamicMemberLookup
  private struct SharedTestScheduler: @unchecked Sendable {
    let base = DispatchQueue.test
    subscript<T>(dynamicMember keyPath: KeyPath<TestSchedulerOf<DispatchQueue>, T>) -> T {
      base[keyPath: keyPath]
    }
    func sleep(for duration: DispatchQueue.SchedulerTimeType.Stride) async throws {
      try await base.sleep(for: duration)
    }
    func sleep(until deadline: DispatchQueue.SchedulerTimeType) async throws {
      try await base.sleep(until: deadline)
    }
    func timer(interval: DispatchQueue.SchedulerTimeType.Stride) -> AsyncStream<DispatchQueue.SchedulerTimeType> {
      base.timer(interval: interval)
    }
    func advance(by stride: DispatchQueue.SchedulerTimeType.Stride) { base.advance(by: stride) }
  }

}

/// Yields until `condition` holds (the tasks under test run on the main serial executor).
private func yieldUntil(_ condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() { await Task.yield() }
  XCTAssertTrue(condition())
}
