import ComposableArchitecture
import XCTest

/// `ViewStore(_:observe:)` and the 0.50 `receive` forms.
@MainActor
final class ViewStoreAndReceiveTests: XCTestCase {
  func testViewStoreObservesAPart() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let viewStore = ViewStore(store, observe: \.count)
    store.send(.incrementButtonTapped)
    XCTAssertEqual(viewStore.state, 1)
  }

  func testViewStoreWithViewActions() {
    enum ViewAction { case plus }
    let store = Store(initialState: Counter.State()) { Counter() }
    let viewStore = ViewStore(
      store, observe: { $0.count * 10 },
      send: { (action: ViewAction) -> Counter.Action in .incrementButtonTapped })
    viewStore.send(.plus)
    XCTAssertEqual(viewStore.state, 10)
  }

  func testReceiveByCasePathAndPredicate() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.receive(/Counter.Action.delayedIncrementResponse) {
      $0.count = 1
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.receive({ $0 == .delayedIncrementResponse }) {
      $0.count = 2
    }
  }
}
