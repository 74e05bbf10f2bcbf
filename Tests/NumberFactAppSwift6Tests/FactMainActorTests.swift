// A `@MainActor` XCTestCase in Swift 6 mode, as TCA 0.40 users write them: async sends and
// receives with trailing closures that change the state.
import ComposableArchitecture
import XCTest

@testable import StoreShellNumberFactApp

@MainActor
final class FactMainActorTests: XCTestCase {
  func testFactThenCountDown() async {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(
        fact: FactClient(fetch: { "\($0) is a good number." }), mainQueue: .immediate)
    )
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse(.success("1 is a good number."))) {
      $0.isLoading = false
      $0.alert = AlertState(
        title: TextState("1 is a good number."),
        primaryButton: .default(
          TextState("Count down"), action: .send(.countDownTapped, animation: .default)),
        secondaryButton: .cancel(TextState("OK"), action: .send(.alertDismissed))
      )
    }
    await store.send(.countDownTapped) { $0.alert = nil }
    await store.receive(.decrementButtonTapped) { $0.count = 0 }
    await store.finish()
  }

  func testSkippingReceivedActions() async {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: FactClient(fetch: { "\($0)" }), mainQueue: .immediate)
    )
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.skipReceivedActions()
    XCTAssertFalse(store.state.isLoading)
  }
}
