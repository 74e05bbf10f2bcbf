import Composable
import XCTest

/// The ReducerProtocol API from Swift 6 mode: a feature with `@Dependency`, its store and test
/// store.
private struct Tally: ReducerProtocol {
  struct State: Equatable {
    var ids: [UUID] = []
  }

  enum Action: Equatable {
    case add
    case addLater
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerProtocolOf<Self> {
    Reduce { state, action in
      switch action {
      case .add:
        state.ids.append(uuid())
        return .none
      case .addLater:
        return .run { send in await send(.add) }
      }
    }
  }
}

@MainActor
final class ReducerProtocolSwift6Tests: XCTestCase {
  func testTestStoreInSwift6Mode() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.add) { $0.ids = [UUID(0)] }
    await store.send(.addLater)
    await store.receive(.add) { $0.ids = [UUID(0), UUID(1)] }
  }

  func testStoreInSwift6Mode() {
    let store = Store(initialState: Tally.State()) {
      Tally()
    } withDependencies: {
      $0.uuid = .constant(UUID(4))
    }
    store.send(.add)
    XCTAssertEqual(store.state.ids, [UUID(4)])
  }
}
