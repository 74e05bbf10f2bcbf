import Composable
import ConcurrencyExtras
import Foundation
import XCTest

/// Cancellation by type (`enum TimerID {}`), `withTaskCancellation(id:)` and `Task.cancel(id:)`,
/// as TCA 0.40 offers them. XCTest: several cases wait on async work.
final class CancellationByTypeTests: XCTestCase {
  enum TimerID {}
  enum OtherID {}
  enum SearchID {}

  /// An effect that stays in flight until cancelled.
  static var pending: Effect<Probe, Never> { .future { _ in } }


  func testTypeIDCancelsTheTimerAndListsItsName() {
    let scheduler = DispatchQueue.test
    let store = probeStore([
      "tick": {
        Effect.timer(id: TimerID.self, every: .milliseconds(10), on: scheduler)
          .map { _ in .value(1) }
      },
      "other": { Self.pending.cancellable(id: "other") },
      "stop": { .cancel(id: TimerID.self) },
    ])
    store.send(.start("tick"))
    store.send(.start("other"))
    XCTAssertEqual(
      store.effects.records.map(\.cancellationIDDescriptions),
      [["CancellationByTypeTests.TimerID"], [#""other""#]])
    XCTAssertTrue(store.effects.isInFlight(id: TimerID.self))
    XCTAssertTrue(store.effects.isInFlight(id: ObjectIdentifier(TimerID.self)))
    scheduler.advance(by: .milliseconds(20))
    XCTAssertEqual(store.state, [.value(1), .value(1)])
    store.send(.start("stop"))
    XCTAssertFalse(store.effects.isInFlight(id: TimerID.self))
    scheduler.advance(by: .milliseconds(50))
    XCTAssertEqual(store.state.count, 2)
    XCTAssertEqual(store.effects.records.count, 1)
  }

  func testCancelIDsOfTypesAndCancelInFlight() {
    let store = probeStore([
      "a": { Self.pending.cancellable(id: TimerID.self) },
      "b": { Self.pending.cancellable(id: OtherID.self) },
      "a again": { Self.pending.cancellable(id: TimerID.self, cancelInFlight: true) },
      "stop": { .cancel(ids: [TimerID.self, OtherID.self]) },
    ])
    store.send(.start("a"))
    store.send(.start("a again"))
    XCTAssertEqual(store.effects.records.count, 1)
    store.send(.start("b"))
    XCTAssertEqual(store.effects.records.count, 2)
    store.send(.start("stop"))
    XCTAssertTrue(store.effects.records.isEmpty)
  }

  func testIDsOfDifferentTypesNeverMatch() {
    let store = probeStore([
      "int": { Self.pending.cancellable(id: 1) },
      "stop int8": { .cancel(id: Int8(1)) },
      "stop type": { .cancel(id: TimerID.self) },
      "stop int": { .cancel(id: 1) },
    ])
    store.send(.start("int"))
    store.send(.start("stop int8"))
    store.send(.start("stop type"))
    XCTAssertEqual(store.effects.records.count, 1)
    store.send(.start("stop int"))
    XCTAssertTrue(store.effects.records.isEmpty)
  }

  func testEffectCancelStopsWorkUnderWithTaskCancellation() async {
    let started = LockIsolated(false)
    let cancelled = LockIsolated(false)
    let store = probeStore([
      "search": {
        .run { send in
          do {
            try await withTaskCancellation(id: SearchID.self) {
              started.setValue(true)
              try await Task.sleep(nanoseconds: 60_000_000_000)
            }
          } catch {
            cancelled.setValue(error is CancellationError)
          }
          send(.text("after"))
        }
      },
      "stop": { .cancel(id: SearchID.self) },
    ])
    let inbox = store.effects.inbox
    store.send(.start("search"))
    let isStarted = await drainAsync(inbox) { started.value }
    XCTAssertTrue(isStarted)
    XCTAssertTrue(store.effects.isInFlight(id: SearchID.self))
    store.send(.start("stop"))
    let isDone = await drainAsync(inbox) { store.effects.records.isEmpty }
    XCTAssertTrue(isDone)
    XCTAssertTrue(cancelled.value)
    // The effect itself was not cancelled: only the work under the id.
    XCTAssertEqual(store.state, [.text("after")])
  }

  func testTaskCancelFromATaskCancelsAnEffectOfItsStore() async {
    let store = probeStore([
      "timer": { Self.pending.cancellable(id: TimerID.self) },
      "cancel": { .fireAndForget { await Task.cancel(id: TimerID.self) } },
    ])
    let inbox = store.effects.inbox
    store.send(.start("timer"))
    store.send(.start("cancel"))
    let isDone = await drainAsync(inbox) { store.effects.records.isEmpty }
    XCTAssertTrue(isDone)
  }

  func testCancelInFlightDebouncesAsyncWork() async {
    let started = LockIsolated(false)
    let finished = LockIsolated<[Int]>([])
    let first = Task {
      try await withTaskCancellation(id: SearchID.self, cancelInFlight: true) {
        started.setValue(true)
        try await Task.sleep(nanoseconds: 60_000_000_000)
        finished.withValue { $0.append(1) }
      }
    }
    while !started.value { await Task.yield() }
    let second = await withTaskCancellation(id: SearchID.self, cancelInFlight: true) {
      finished.withValue { $0.append(2) }
      return 2
    }
    let firstResult = await first.result
    XCTAssertEqual(second, 2)
    XCTAssertThrowsError(try firstResult.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(finished.value, [2])
  }

  func testTaskCancelOutsideAStoreAndNonThrowingOperation() async {
    let value = await withTaskCancellation(id: "plain") { 42 }
    XCTAssertEqual(value, 42)
    let started = LockIsolated(false)
    let task = Task {
      try await withTaskCancellation(id: "sleeper") {
        started.setValue(true)
        try await Task.sleep(nanoseconds: 60_000_000_000)
      }
    }
    while !started.value { await Task.yield() }
    await Task.cancel(id: "sleeper")
    let result = await task.result
    XCTAssertThrowsError(try result.get())
  }

  func testCancellingTheCallerCancelsTheOperation() async {
    let started = LockIsolated(false)
    let task = Task {
      try await withTaskCancellation(id: OtherID.self) {
        started.setValue(true)
        try await Task.sleep(nanoseconds: 60_000_000_000)
      }
    }
    while !started.value { await Task.yield() }
    task.cancel()
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }
}
