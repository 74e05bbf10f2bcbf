import Composable
import XCTest

/// Seed 000's network-effect test, both versions: test scheduler and `.immediate`.
class SampleTextTests: XCTestCase {

  let scheduler = DispatchQueue.test

  func testSampleTextRequest() throws {
    let store = TestStore(
      initialState: SampleTextState(loading: false, text: ""),
      reducer: sampleTextReducer,
      environment: SampleTextEnvironment(
        loadText: { Effect(value: "Hello World") },
        mainQueue: scheduler.eraseToAnyScheduler()
      )
    )
    store.send(.load) { state in
      state.loading = true
    }
    scheduler.advance()
    store.receive(.loaded(.success("Hello World"))) { state in
      state.loading = false
      state.text = "Hello World"
    }
  }

  func testSampleTextRequestImmediate() throws {
    let store = TestStore(
      initialState: SampleTextState(loading: false, text: ""),
      reducer: sampleTextReducer,
      environment: SampleTextEnvironment(
        loadText: { Effect(value: "Hello World") },
        mainQueue: .immediate
      )
    )
    store.send(.load) { state in
      state.loading = true
    }
    store.receive(.loaded(.success("Hello World"))) { state in
      state.loading = false
      state.text = "Hello World"
    }
  }

  func testSampleTextFailure() throws {
    let store = TestStore(
      initialState: SampleTextState(loading: false, text: ""),
      reducer: sampleTextReducer,
      environment: SampleTextEnvironment(
        loadText: { Effect(error: URLError(.notConnectedToInternet)) },
        mainQueue: .immediate
      )
    )
    store.send(.load) { $0.loading = true }
    store.receive(.loaded(.failure(URLError(.notConnectedToInternet)))) {
      $0.loading = false
      $0.text = "Error: \(URLError(.notConnectedToInternet))"
    }
  }
}
