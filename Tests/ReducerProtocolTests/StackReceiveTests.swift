import ComposableArchitecture
import XCTest

/// Pushes one element at once and, through an effect, another.
struct Pusher: ReducerProtocol {
  struct State: Equatable {
    var path = StackState<Int>()
  }

  enum Action: Equatable {
    case pushNowAndLater
    case pushed
  }

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .pushNowAndLater:
      state.path.append(1)
      return .send(.pushed)
    case .pushed:
      state.path.append(2)
      return .none
    }
  }
}

/// In a `receive`'s assertion, `StackState.append` gives the id the reducer gave for that action.
@MainActor
final class StackReceiveTests: XCTestCase {
  func testAppendInAReceiveGivesTheReducersID() async {
    let store = TestStore(initialState: Pusher.State()) { Pusher() }
    await store.send(.pushNowAndLater) {
      $0.path.append(1)
    }
    await store.receive(.pushed) {
      $0.path.append(2)
    }
    XCTAssertEqual(store.state.path.ids, [0, 1])
    await store.send(.pushNowAndLater) {
      $0.path.append(1)
    }
    await store.receive(.pushed) {
      $0.path.append(2)
    }
    XCTAssertEqual(store.state.path.ids, [0, 1, 2, 3])
  }
}
