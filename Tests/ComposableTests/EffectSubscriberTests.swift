import Composable
import ConcurrencyExtras
import Foundation
import XCTest

/// TCA 0.40's callback effect `Effect.run { subscriber in … }`, `Effect.unimplemented` and
/// `concatenate(with:)`. XCTest: one case delivers from another thread.
final class EffectSubscriberTests: XCTestCase {
  func testRunWithASubscriberDeliversSynchronousValuesAndCompletion() {
    let cancelled = LockIsolated(false)
    let recorder = EffectRecorder(
      Effect<Int, TestError>.run { subscriber in
        subscriber.send(1)
        subscriber.send(2)
        subscriber.send(completion: .failure(TestError(code: 5)))
        subscriber.send(3)
        return AnyCancellable { cancelled.setValue(true) }
      })
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.completions, ["failure(TestError(5))"])
  }

  func testRunWithASubscriberIsCancelledThroughItsCancellable() {
    let cancelled = LockIsolated(false)
    let store = probeStore([
      "observe": {
        Effect.run { subscriber in
          subscriber.send(.value(1))
          return AnyCancellable { cancelled.setValue(true) }
        }
        .cancellable(id: "observe")
      },
      "stop": { .cancel(id: "observe") },
    ])
    store.send(.start("observe"))
    XCTAssertEqual(store.state, [.value(1)])
    XCTAssertEqual(store.effects.records.map(\.kind), ["run"])
    XCTAssertFalse(cancelled.value)
    store.send(.start("stop"))
    XCTAssertTrue(cancelled.value)
    XCTAssertTrue(store.effects.records.isEmpty)
  }

  func testRunWithASubscriberDeliversFromAnotherThroughTheInbox() {
    let store = probeStore([
      "later": {
        Effect.run { subscriber in
          DispatchQueue.global().async {
            subscriber.send(.value(7))
            subscriber.send(completion: .finished)
          }
          return AnyCancellable {}
        }
      }
    ])
    store.send(.start("later"))
    XCTAssertEqual(store.state, [])
    let deadline = Date(timeIntervalSinceNow: 30)
    while !store.effects.records.isEmpty, Date() < deadline {
      store.effects.inbox.wait(until: Date(timeIntervalSinceNow: 0.01))
      store.effects.inbox.drain()
    }
    XCTAssertEqual(store.state, [.value(7)])
    XCTAssertTrue(store.effects.records.isEmpty)
  }

  func testUnimplementedEffectReportsAnIssue() {
    var recorder: EffectRecorder<Int, Never>?
    let issues = collectIssues {
      recorder = EffectRecorder(Effect<Int, Never>.unimplemented("fetch"))
    }
    XCTAssertEqual(issues, ["fetch - An unimplemented effect ran."])
    XCTAssertEqual(recorder?.completions, ["finished"])
    let unnamed = collectIssues { _ = EffectRecorder(Effect<Int, Never>.unimplemented("")) }
    XCTAssertEqual(unnamed, ["An unimplemented effect ran."])
  }

  func testConcatenateWith() {
    let recorder = EffectRecorder(
      Effect<Int, Never>(value: 1).concatenate(with: Effect(value: 2)))
    XCTAssertEqual(recorder.values, [1, 2])
    XCTAssertEqual(recorder.completions, ["finished"])
  }
}
