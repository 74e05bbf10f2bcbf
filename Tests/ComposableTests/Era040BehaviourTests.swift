import Composable
import ConcurrencyExtras
import CustomDump
import Foundation
import Testing
import XCTest

/// Behaviours that must be TCA 0.40.2's, each checked against the text or the count TCA's own
/// tests assert.
@MainActor @Suite struct Era040BehaviourTests {
  @Test func labelsOnlyDebugNamesANestedActionTypeByItsOwnName() {
    enum Action {
      case action1(Bool, label: String)
      case screenA(ScreenA)
      enum ScreenA {
        case row(index: Int, action: RowAction)
        enum RowAction { case tapped }
      }
    }
    var output: [String] = []
    let reducer = Reducer<Void, Action, Void> { _, _, _ in .none }
      .debugActions(
        actionFormat: .labelsOnly,
        environment: { _ in DebugEnvironment(printer: { output.append($0) }) })
    var state: Void = ()
    _ = reducer(&state, .action1(true, label: "Blob"), ())
    _ = reducer(&state, .screenA(.row(index: 1, action: .tapped)), ())
    #expect(
      output == [
        "received action:\n  Action.action1(_:, label:)\n",
        "received action:\n  Action.screenA(.row(index:, action: .tapped))\n",
      ])
  }

  @Test func aBindingActionDumpsItsKeyPathByItsType() {
    struct State { @BindableState var width = 0 }
    var dump = ""
    customDump(BindingAction.set(\State.$width, 50), to: &dump)
    #expect(
      dump == """
        BindingAction.set(
          WritableKeyPath<State, BindableState<Int>>,
          50
        )
        """)
  }

  @Test func scopesRunAsOftenAsTheComposableArchitecture040s() {
    let counterReducer = Reducer<Int, Void, Void> { state, _, _ in
      state += 1
      return .none
    }
    let calls = LockIsolated([0, 0, 0])
    let store1 = Store(initialState: 0, reducer: counterReducer, environment: ())
    let store2 = store1.scope(state: { (count: Int) -> Int in
      calls.withValue { $0[0] += 1 }
      return count
    })
    let store3 = store2.scope(state: { (count: Int) -> Int in
      calls.withValue { $0[1] += 1 }
      return count
    })
    let store4 = store3.scope(state: { (count: Int) -> Int in
      calls.withValue { $0[2] += 1 }
      return count
    })
    _ = ViewStore(store1)
    _ = ViewStore(store2)
    _ = ViewStore(store3)
    let viewStore4 = ViewStore(store4)
    #expect(calls.value == [1, 1, 1])
    for sends in 1...3 {
      viewStore4.send(())
      #expect(calls.value == Array(repeating: sends + 1, count: 3))
    }
    #expect(viewStore4.state == 3)
  }

  @Test func viewStoresCompareStatesAsOftenAsTheComposableArchitecture040s() {
    EqualityCounted.checks.setValue(0)
    let store = Store(
      initialState: EqualityCounted(),
      reducer: Reducer<EqualityCounted, Void, Void> { _, _, _ in .none },
      environment: ())
    let store1 = store.scope(state: { $0 })
    let store2 = store1.scope(state: { $0 })
    let viewStore1 = ViewStore(store1)
    let viewStore2 = ViewStore(store2)
    #expect(EqualityCounted.checks.value == 0)
    viewStore2.send(())
    #expect(EqualityCounted.checks.value == 2)
    viewStore1.send(())
    #expect(EqualityCounted.checks.value == 4)
  }

  @Test func aViewStoresPublisherKeepsItsViewStoreAliveWhileSubscribed() {
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Void, Void> { state, _, _ in
        state += 1
        return .none
      },
      environment: ())
    var values: [Int] = []
    let cancellable = ViewStore(store).publisher.sink { values.append($0) }
    store.send(())
    store.send(())
    #expect(values == [0, 1, 2])
    cancellable.cancel()
    store.send(())
    #expect(values == [0, 1, 2])
  }

  @Test func cancellingStopsACallbackRunEffectAndCompletesIt() {
    let removed = LockIsolated(false)
    let store = TestStore(
      initialState: [Probe](), reducer: probeReducer,
      environment: callbackEffectEnvironment(removed: removed))
    store.send(.start("observe"))
    store.receive(.value(1)) { $0 = [.value(1)] }
    store.send(.start("stop"))
    #expect(removed.value)
    #expect(store.effects.records.isEmpty)
  }

  @Test func cancellingStopsACallbackRunEffectOfALiveStore() {
    let removed = LockIsolated(false)
    let store = Store(
      initialState: [Probe](), reducer: probeReducer,
      environment: callbackEffectEnvironment(removed: removed))
    store.send(.start("observe"))
    #expect(store.state == [.value(1)])
    #expect(store.effects.records.count == 1)
    store.send(.start("stop"))
    #expect(removed.value)
    #expect(store.effects.records.isEmpty)
  }

  /// `observe` starts a callback `.run` effect that sends `.value(1)` and sets `removed` when
  /// cancelled; `stop` cancels it by id.
  private func callbackEffectEnvironment(removed: LockIsolated<Bool>) -> ProbeEnvironment {
    enum ObserverID {}
    return ProbeEnvironment(effects: [
      "observe": {
        Effect<Probe, Never>.run { subscriber in
          subscriber.send(.value(1))
          return AnyCancellable { removed.setValue(true) }
        }
        .cancellable(id: ObserverID.self)
      },
      "stop": { .cancel(id: ObserverID.self) },
    ])
  }

  @Test func anUncheckedStoreIsNotCheckedForTheMainThread() async {
    let checked = await Task.detached {
      collectIssues { Store(initialState: 0, reducer: counting(), environment: ()).send(()) }
    }.value
    let unchecked = await Task.detached {
      collectIssues {
        let store = Store.unchecked(initialState: 0, reducer: counting(), environment: ())
        store.scope(state: { $0 }).send(())
      }
    }.value
    #expect(!checked.isEmpty)
    #expect(unchecked.isEmpty)
  }

  @Test func nonHashableTaskResultErrorsAreReportedInTheComposableArchitecturesWords() {
    // (The non-Equatable report: StateTypesTests.nonEquatableFailuresNeverCompareEqual….)
    struct Failure: Error { let message: String }
    let issues = collectIssues {
      _ = TaskResult<Int>.failure(Failure(message: "a")).hashValue
    }
    #expect(
      issues == [
        """
        'Failure' is not hashable. …

        To hash a value of this type, it must conform to the 'Hashable' protocol. For example:

            extension Failure: Hashable {}

        See the documentation of 'TaskResult' for more information.
        """
      ])
  }
}

/// A reducer counting the actions it receives.
private func counting() -> Reducer<Int, Void, Void> {
  Reducer { state, _, _ in
    state += 1
    return .none
  }
}

/// A state that counts the `==` checks made on it.
struct EqualityCounted: Equatable {
  static let checks = LockIsolated(0)
  var value = 0
  static func == (lhs: Self, rhs: Self) -> Bool {
    checks.withValue { $0 += 1 }
    return lhs.value == rhs.value
  }
}

/// Test store failures worded and timed as in TCA 0.40.2.
final class Era040TestStoreTests: XCTestCase {
  enum Action: Equatable { case first, second }

  private func store() -> TestStore<Int, Action, Void> {
    TestStore(
      initialState: 0,
      reducer: Reducer<Int, Action, Void> { _, action, _ in
        action == .first ? Effect(value: .second) : .none
      },
      environment: ())
  }

  func testUnhandledReceivedActionsAreNamedWithTheirType() {
    let issues = collectIssues {
      let store = store()
      store.send(.first)
      store.send(.first)
      store.receive(.second)
    }
    XCTAssertEqual(
      issues,
      [
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          [0]: Era040TestStoreTests.Action.second
        ]
        """,
        """
        The store received 1 unexpected action after this one: …

        Unhandled actions: [
          [0]: Era040TestStoreTests.Action.second
        ]
        """,
      ])
  }

  func testAnEffectStillRunningIsReportedAtOnceWhenTheStoreEnds() {
    let start = Date()
    let issues = collectIssues {
      let store = TestStore(
        initialState: [Probe](),
        reducer: probeReducer,
        environment: ProbeEnvironment(effects: [
          "forever": { .fireAndForget { try await Task.sleep(nanoseconds: 60_000_000_000) } }
        ]))
      store.send(.start("forever"))
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(issues.first?.hasPrefix("An effect returned for this action is still running") == true)
    XCTAssertLessThan(Date().timeIntervalSince(start), 1)
  }
}
