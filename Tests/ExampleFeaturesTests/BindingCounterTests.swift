// The binding version of the game (seed 002) and the slider exercise: the text field and the
// slider both set the guess, and every control follows.
import Composable
import XCTest

@testable import StoreShellExamples

class BindingCounterTests: XCTestCase {
  func makeStore(count: Int = 0) -> TestStore<
    BindingCounterState, BindingCounterAction, CounterEnvironment
  > {
    TestStore(
      initialState: BindingCounterState(count: count, secret: 10, id: Deterministic.uuid(100)),
      reducer: bindingCounterReducer,
      environment: .test
    )
  }

  func testInitialStateShowsTheCount() {
    let state = BindingCounterState(count: 7, secret: 10, id: Deterministic.uuid(100))
    XCTAssertEqual(state.countText, "7")
    XCTAssertEqual(state.sliderValue, 7)
    XCTAssertEqual(state.checkResult, .lower)
  }

  func testSliderSetsTheCount() {
    let store = makeStore()
    store.send(.binding(.set(\.$sliderValue, 42))) {
      $0.sliderValue = 42
      $0.count = 42
      $0.countText = "42"
    }
    // The slider rounds to a whole guess and snaps to it.
    store.send(.set(\.$sliderValue, 12.4)) {
      $0.sliderValue = 12
      $0.count = 12
      $0.countText = "12"
    }
    // Beyond its range, the slider stops at the end.
    store.send(.set(\.$sliderValue, 250)) {
      $0.sliderValue = 100
      $0.count = 100
      $0.countText = "100"
    }
  }

  func testTextFieldSetsTheCount() {
    let store = makeStore()
    store.send(.set(\.$countText, "-7")) {
      $0.countText = "-7"
      $0.count = -7
      $0.sliderValue = -7
    }
    // Text that is not a number only changes the text.
    store.send(.set(\.$countText, "-7x")) {
      $0.countText = "-7x"
    }
    // A count beyond the slider's range leaves the slider at its end.
    store.send(.set(\.$countText, "500")) {
      $0.countText = "500"
      $0.count = 500
      $0.sliderValue = 100
    }
  }

  func testButtonsMoveEveryControl() {
    let store = makeStore(count: 9)
    store.send(.increment) {
      $0.count = 10
      $0.countText = "10"
      $0.sliderValue = 10
    }
    XCTAssertEqual(store.state.checkResult, .equal)
    store.send(.decrement) {
      $0.count = 9
      $0.countText = "9"
      $0.sliderValue = 9
    }
    store.send(.playNext) {
      $0 = BindingCounterState(count: 0, secret: 5, id: Deterministic.uuid(1))
    }
  }
}
