// StoreShellNumberFactApp's tests as their authors wrote them for TCA 0.40 (Swift 5 mode), unchanged.
// (Async test methods: a @MainActor XCTestCase's synchronous tests abort on Linux.)
import ComposableArchitecture
import XCTest
import XCTestDynamicOverlay

@testable import StoreShellNumberFactApp

@MainActor
final class FactFeatureTests: XCTestCase {
  func testCount() async {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: .unimplemented, mainQueue: .unimplemented)
    )
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  func testFactThenCountDown() async {
    let mainQueue = DispatchQueue.test
    var environment = FactEnvironment(
      fact: .unimplemented, mainQueue: mainQueue.eraseToAnyScheduler())
    environment.fact.fetch = { "\($0) is a good number." }
    let store = TestStore(
      initialState: FactState(), reducer: factReducer, environment: environment)

    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse(.success("1 is a good number."))) {
      $0.isLoading = false
      $0.alert = factAlert("1 is a good number.")
    }
    await store.send(.countDownTapped) { $0.alert = nil }
    await mainQueue.advance(by: .seconds(1))
    await store.receive(.decrementButtonTapped) { $0.count = 0 }
  }

  func testResetCancelsTheCountDown() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: .unimplemented, mainQueue: mainQueue.eraseToAnyScheduler())
    )
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.countDownTapped)
    await store.send(.optionsTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: TextState("Options"),
        buttons: [
          .destructive(TextState("Reset"), action: .send(.resetTapped, animation: .easeOut)),
          .cancel(),
        ]
      )
    }
    await store.send(.resetTapped) {
      $0.confirmationDialog = nil
      $0.count = 0
    }
  }

  func testFactFailure() async {
    struct Offline: Error, Equatable {}
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(
        fact: FactClient(fetch: { _ in throw Offline() }), mainQueue: .immediate)
    )
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse(.failure(Offline()))) { $0.isLoading = false }
  }

  func testUnimplementedClientFails() async {
    let client = FactClient(fetch: XCTUnimplemented("FactClient.fetch"))
    XCTExpectFailure {
      $0.compactDescription.contains("FactClient.fetch")
    }
    let fact = try? await client.fetch(1)
    XCTAssertNil(fact)
  }

  func testAStateMismatchIsExpected() {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: .unimplemented, mainQueue: .unimplemented)
    )
    XCTExpectFailure {
      store.send(.incrementButtonTapped) { $0.count = 2 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix("A state change does not match expectation")
    }
  }

  func testANonStrictExpectationMayNotFail() {
    XCTExpectFailure("nothing fails", strict: false) {
      XCTAssertEqual(1, 1)
    }
  }

  func testViewModelSendsWithAnimation() async {
    let store = Store(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(fact: .unimplemented, mainQueue: .main)
    )
    let model = FactViewModel(store: store)
    model.incrementTapped()
    model.incrementTapped()
    model.decrementTapped()
    XCTAssertEqual(model.viewStore.count, 1)
    await model.viewStore.send(.decrementButtonTapped, animation: .bouncy, while: { $0.count > 0 })
    XCTAssertEqual(model.viewStore.count, 0)
  }

  func testTheReducerByItsQualifiedName() async {
    let reducer: ComposableArchitecture.Reducer<FactState, FactAction, FactEnvironment> =
      factReducer.debugActions(environment: { _ in DebugEnvironment(printer: { _ in }) })
    let store = TestStore(
      initialState: FactState(),
      reducer: reducer,
      environment: FactEnvironment(fact: .unimplemented, mainQueue: .unimplemented)
    )
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    XCTAssertEqual(StoreShellNumberFactApp.Reducer.featureNames, ["fact"])
  }

  func testSendsOnTheMainActorWaitForTheirEffects() async {
    let store = TestStore(
      initialState: FactState(),
      reducer: factReducer,
      environment: FactEnvironment(
        fact: FactClient(fetch: { "\($0)" }), mainQueue: .immediate)
    )
    await store.send(.factButtonTapped) { $0.isLoading = true }.finish(timeout: NSEC_PER_SEC)
    await store.receive(.factResponse(.success("0"))) {
      $0.isLoading = false
      $0.alert = factAlert("0")
    }
  }
}

/// The alert showing `fact`, its first button counting down with an animation.
private func factAlert(_ fact: String) -> AlertState<FactAction> {
  AlertState(
    title: TextState(fact),
    primaryButton: .default(
      TextState("Count down"), action: .send(.countDownTapped, animation: .default)),
    secondaryButton: .cancel(TextState("OK"), action: .send(.alertDismissed))
  )
}
