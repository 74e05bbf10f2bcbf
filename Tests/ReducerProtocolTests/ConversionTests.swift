import ComposableArchitecture
import XCTest

// A 0.40 feature beside a ReducerProtocol one: each used where the other is wanted.

struct LegacyCounterState: Equatable {
  var count = 0
}

enum LegacyCounterAction: Equatable {
  case tapped
}

struct LegacyCounterEnvironment {
  var step: Int
}

/// Written for TCA 0.40: `Reducer<State, Action, Environment>` compiles unchanged.
let legacyCounterReducer = Reducer<LegacyCounterState, LegacyCounterAction, LegacyCounterEnvironment> {
  state, action, environment in
  switch action {
  case .tapped:
    state.count += environment.step
    return .none
  }
}

/// A ReducerProtocol feature pulling the 0.40 reducer into its body.
struct Dashboard: ReducerProtocol {
  struct State: Equatable {
    var legacy = LegacyCounterState()
    var counter = Counter.State()
  }

  enum Action: Equatable {
    case legacy(LegacyCounterAction)
    case counter(Counter.Action)
  }

  var body: some ReducerProtocol<State, Action> {
    Scope(state: \.legacy, action: /Action.legacy) {
      Reduce(legacyCounterReducer, environment: LegacyCounterEnvironment(step: 2))
    }
    Scope(state: \.counter, action: /Action.counter) {
      Counter()
    }
  }
}

struct LegacyAppState: Equatable {
  var counter = Counter.State()
  var legacy = LegacyCounterState()
}

enum LegacyAppAction: Equatable {
  case counter(Counter.Action)
  case legacy(LegacyCounterAction)
}

/// A 0.40 tree using the ReducerProtocol feature where an `AnyReducer` is wanted.
let legacyAppReducer = Reducer<LegacyAppState, LegacyAppAction, Void>.combine(
  AnyReducer(Counter())
    .pullback(state: \.counter, action: /LegacyAppAction.counter, environment: { $0 }),
  AnyReducer { (_: Void) in Counter() }
    .pullback(state: \.counter, action: /LegacyAppAction.counter, environment: { $0 }),
  legacyCounterReducer
    .pullback(
      state: \.legacy, action: /LegacyAppAction.legacy,
      environment: { LegacyCounterEnvironment(step: 1) })
)

@MainActor
final class ConversionTests: XCTestCase {
  func testA040ReducerInABody() async {
    let store = TestStore(initialState: Dashboard.State()) {
      Dashboard()
    }
    await store.send(.legacy(.tapped)) {
      $0.legacy.count = 2
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 1
    }
  }

  func testAReducerProtocolFeatureAsAnAnyReducer() async {
    let store = TestStore(
      initialState: LegacyAppState(), reducer: legacyAppReducer, environment: ())
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.count = 2
    }
    await store.send(.legacy(.tapped)) {
      $0.legacy.count = 1
    }
  }

  func testA040StoreStillRunsA040Reducer() {
    let store = Store(
      initialState: LegacyCounterState(), reducer: legacyCounterReducer,
      environment: LegacyCounterEnvironment(step: 3))
    store.send(.tapped)
    XCTAssertEqual(store.state.count, 3)
  }
}
