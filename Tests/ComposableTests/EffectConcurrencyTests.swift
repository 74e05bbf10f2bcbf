import Composable
import ConcurrencyExtras
import Foundation
import IssueReporting
import XCTest

/// Async effects (`.task`, `.run`, async `.fireAndForget`, `.future` fulfilled on another
/// thread) through a test store. `withMainSerialExecutor` is process-wide, and Swift Testing
/// runs suites in parallel: other suites' work would then share the main queue and starve
/// these effects, so they are XCTest cases, which run one at a time.
final class EffectConcurrencyTests: XCTestCase {
  func testTaskDeliversItsResult() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "load": {
          .task {
            await Task.yield()
            return .text("loaded")
          }
        }
      ])
      await store.send(.start("load"))
      await store.receive(.text("loaded")) { $0 = [.text("loaded")] }
    }
  }

  func testTaskErrorGoesToCatch() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "load": {
          .task {
            throw TestError(code: 3)
          } catch: { error in
            .text("failed: \(error)")
          }
        }
      ])
      await store.send(.start("load"))
      await store.receive(.text("failed: TestError(3)")) { $0 = [.text("failed: TestError(3)")] }
    }
  }

  func testRunSendsSeveralActionsInOrder() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "count": {
          .run { send in
            for value in 1...3 {
              await send(.value(value))
              await Task.yield()
            }
          }
        }
      ])
      await store.send(.start("count"))
      await store.receive(.value(1)) { $0 = [.value(1)] }
      await store.receive(.value(2)) { $0.append(.value(2)) }
      await store.receive(.value(3)) { $0.append(.value(3)) }
      await store.finish()
    }
  }

  func testRunIsDeterministic200TimesInARow() async {
    await withMainSerialExecutor {
      for _ in 0..<200 {
        let store = probeTestStore([
          "count": {
            .run { send in
              await send(.value(1))
              await Task.yield()
              await send(.value(2))
              try await Task.sleep(nanoseconds: 1_000)
              await send(.value(3))
            }
          }
        ])
        await store.send(.start("count"))
        await store.receive(.value(1)) { $0 = [.value(1)] }
        await store.receive(.value(2)) { $0.append(.value(2)) }
        await store.receive(.value(3)) { $0.append(.value(3)) }
        XCTAssertTrue(store.state == [.value(1), .value(2), .value(3)])
      }
    }
  }

  func testAsyncReceiveWithoutTheSerialExecutor() async {
    // The store is created on one thread of the cooperative pool and the test resumes on
    // others: the effect's actions must go through the inbox, never straight into the store
    // from whichever thread the task runs on (a data race, caught by the thread sanitizer).
    for _ in 0..<50 {
      let store = probeTestStore([
        "count": {
          .run { send in
            for value in 1...10 {
              await send(.value(value))
              await Task.yield()
            }
          }
        }
      ])
      await store.send(.start("count"))
      for value in 1...10 {
        await store.receive(.value(value)) { $0.append(.value(value)) }
      }
      await store.finish()
    }
  }

  func testRunErrorGoesToCatch() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "load": {
          .run { send in
            await send(.value(1))
            throw TestError(code: 2)
          } catch: { error, send in
            await send(.text("\(error)"))
          }
        }
      ])
      await store.send(.start("load"))
      await store.receive(.value(1)) { $0 = [.value(1)] }
      await store.receive(.text("TestError(2)")) { $0.append(.text("TestError(2)")) }
    }
  }

  func testCancellingARunStopsItsActions() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "tick": {
          .run { send in
            var count = 0
            while true {
              count += 1
              await send(.value(count))
              try await Task.sleep(nanoseconds: 100_000_000)
            }
          }
          .cancellable(id: "ticks")
        },
        "stop": { .cancel(id: "ticks") },
      ])
      await store.send(.start("tick"))
      await store.receive(.value(1)) { $0 = [.value(1)] }
      await store.send(.start("stop"))
      XCTAssertTrue(store.effects.records.isEmpty)
      try? await Task.sleep(nanoseconds: 20_000_000)
      await store.finish()
      XCTAssertTrue(store.state == [.value(1)])
    }
  }

  func testConcatenateWithAsyncStepsKeepsOrder() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "steps": {
          .concatenate(
            .task {
              try? await Task.sleep(nanoseconds: 2_000_000)
              return .value(1)
            },
            Effect(value: .value(2)),
            .run { send in
              await Task.yield()
              await send(.value(3))
            },
            .task { .value(4) }
          )
        }
      ])
      await store.send(.start("steps"))
      await store.receive(.value(1)) { $0 = [.value(1)] }
      await store.receive(.value(2)) { $0.append(.value(2)) }
      await store.receive(.value(3)) { $0.append(.value(3)) }
      await store.receive(.value(4)) { $0.append(.value(4)) }
    }
  }

  func testMergeOfAsyncEffectsDeliversAll() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "both": {
          .merge(.task { .value(1) }, .task { .value(2) })
        }
      ])
      store.exhaustivity = .off
      await store.send(.start("both"))
      await store.receive(.value(1))
      await store.receive(.value(2))
      await store.finish()
      XCTAssertTrue(Set(store.state.map { "\($0)" }) == ["value(1)", "value(2)"])
    }
  }

  func testFutureFulfilledFromAnotherThread() async {
    await withMainSerialExecutor {
      let store = probeTestStore([
        "load": {
          .future { callback in
            let callback = UncheckedSendable(callback)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.005) {
              callback.value(.success(.text("later")))
            }
          }
        }
      ])
      await store.send(.start("load"))
      await store.receive(.text("later")) { $0 = [.text("later")] }
    }
  }

  func testTaskResultFromATaskEffect() async {
    enum Action: Equatable {
      case load
      case response(TaskResult<Int>)
    }
    let reducer = Reducer<Int, Action, @Sendable () async throws -> Int> { state, action, fetch in
      switch action {
      case .load:
        return .task { await .response(TaskResult { try await fetch() }) }
      case let .response(.success(value)):
        state = value
        return .none
      case .response(.failure):
        state = -1
        return .none
      }
    }
    await withMainSerialExecutor {
      let store = TestStore(initialState: 0, reducer: reducer, environment: { 42 })
      await store.send(.load)
      await store.receive(.response(.success(42))) { $0 = 42 }
      store.environment = { throw TestError(code: 1) }
      await store.send(.load)
      await store.receive(.response(.failure(TestError(code: 1)))) { $0 = -1 }
    }
  }
}

/// The sync `receive` waits for async effects (XCTest runs on the main thread, which the test
/// store's wait keeps serving).
final class SyncReceiveOfAsyncEffectsTests: XCTestCase {
  func testSyncReceiveWaitsForATask() {
    let store = probeTestStore([
      "load": {
        .task {
          try? await Task.sleep(nanoseconds: 10_000_000)
          return .text("loaded")
        }
      }
    ])
    store.send(.start("load"))
    store.receive(.text("loaded")) { $0 = [.text("loaded")] }
  }

  func testSyncReceiveOfARunInOrder() {
    let store = probeTestStore([
      "count": {
        .run { send in
          for value in 1...5 {
            await send(.value(value))
            try await Task.sleep(nanoseconds: 1_000_000)
          }
        }
      }
    ])
    store.send(.start("count"))
    for value in 1...5 {
      store.receive(.value(value)) { $0.append(.value(value)) }
    }
    store.finish()
  }

  func testSyncReceiveOfAFutureFulfilledOnTheMainQueueLater() {
    let store = probeTestStore([
      "load": {
        .future { callback in
          let callback = UncheckedSendable(callback)
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { callback.value(.success(.value(7))) }
        }
      }
    ])
    store.send(.start("load"))
    store.receive(.value(7)) { $0 = [.value(7)] }
  }

  func testReceiveTimesOutWithAFailure() {
    let issues = collectIssues {
      let store = probeTestStore([
        "slow": {
          .task {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            return .value(1)
          }
        }
      ])
      store.timeout = 50_000_000
      store.send(.start("slow"))
      store.receive(.value(1)) { $0 = [.value(1)] }
      store.skipInFlightEffects()
    }
    XCTAssertEqual(issues, ["Expected to receive an action, but received none."])
  }

  func testTaskErrorWithoutCatchIsReportedAsTheComposableArchitectureWordsIt() {
    let line = #line + 2
    let issues = collectIssues {
      let store = probeTestStore(["load": { .task { throw TestError(code: 1) } }])
      store.send(.start("load"))
      store.finish()
    }
    XCTAssertEqual(issues, [unhandledErrorMessage("Effect.task", line: line, code: 1)])
  }

  func testRunErrorWithoutCatchIsReportedAsTheComposableArchitectureWordsIt() {
    let line = #line + 2
    let issues = collectIssues {
      let store = probeTestStore(["load": { .run { _ in throw TestError(code: 5) } }])
      store.send(.start("load"))
      store.finish()
    }
    XCTAssertEqual(issues, [unhandledErrorMessage("Effect.run", line: line, code: 5)])
  }

  /// TCA 0.40's report of an error `effect` (returned at `line` of this file) did not handle.
  private func unhandledErrorMessage(_ effect: String, line: Int, code: Int) -> String {
    """
    An '\(effect)' returned from "ComposableTests/EffectConcurrencyTests.swift:\(line)" threw \
    an unhandled error. …

        TestError(code: \(code))

    All non-cancellation errors must be explicitly handled via the 'catch' parameter on \
    '\(effect)', or via a 'do' block.
    """
  }

  func testAsyncFireAndForgetRuns() {
    let ran = LockIsolated(false)
    let gate = LockIsolated(false)
    do {
      let store = probeTestStore([
        "save": {
          .fireAndForget {
            while !gate.value { try await Task.sleep(nanoseconds: 100_000) }
            ran.setValue(true)
          }
        }
      ])
      store.send(.start("save"))
      XCTAssertEqual(store.effects.records.first?.kind, "fireAndForget")
      gate.setValue(true)
      store.finish()
    }
    XCTAssert(ran.value)
  }

}
