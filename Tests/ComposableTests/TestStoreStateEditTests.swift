import Composable
import Testing

/// `TestStore.editState` changes the state between steps, as the shell's `set state` does.
@Suite struct TestStoreStateEditTests {
  struct State: Equatable { var count = 0; var title = "" }
  enum Action: Equatable { case increment }

  @Test func theNextStepRunsOnAndIsAssertedFromTheEditedState() {
    let store = TestStore(
      initialState: State(),
      reducer: Reducer<State, Action, Void> { state, _, _ in
        state.count += 1
        return .none
      },
      environment: ())
    store.send(.increment) { $0.count = 1 }
    store.editState {
      $0.count = 10
      $0.title = "edited"
    }
    #expect(store.state == State(count: 10, title: "edited"))
    store.send(.increment) { $0.count = 11 }
  }
}
