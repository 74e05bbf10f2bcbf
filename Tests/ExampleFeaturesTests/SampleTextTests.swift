// Seed 000's SampleTextTests, both versions (test scheduler, then `.immediate`), as written
// there; then the live loader, which reads a local file.
import Composable
import XCTest

@testable import StoreShellExamples

class SampleTextTests: XCTestCase {

  let scheduler = DispatchQueue.test

  func testSampleTextRequest() throws {
    let store = TestStore(
      initialState: SampleTextState(loading: false, text: ""),
      reducer: sampleTextReducer,
      environment: SampleTextEnvironment(
        // 1
        loadText: { Effect(value: "Hello World") },
        mainQueue: scheduler.eraseToAnyScheduler()
      )
    )
    store.send(.load) { state in
      state.loading = true
    }
    // 2
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

  func testMockEnvironment() throws {
    let store = TestStore(
      initialState: SampleTextState(),
      reducer: sampleTextReducer,
      environment: .mock(mainQueue: .immediate)
    )
    store.send(.load) { $0.loading = true }
    store.receive(.loaded(.success("Hello World"))) {
      $0.loading = false
      $0.text = "Hello World"
    }
  }

  func testLiveLoaderReadsALocalFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("sample-text-\(UUID()).txt")
    try "Hello from a file\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let store = TestStore(
      initialState: SampleTextState(),
      reducer: sampleTextReducer,
      environment: .live(fileURL: file, mainQueue: scheduler.eraseToAnyScheduler())
    )
    store.send(.load) { $0.loading = true }
    scheduler.advance()
    store.receive(.loaded(.success("Hello from a file\n"))) {
      $0.loading = false
      $0.text = "Hello from a file\n"
    }
  }

  func testLiveLoaderReportsAMissingFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("no-such-file-\(UUID()).txt")
    let store = TestStore(
      initialState: SampleTextState(),
      reducer: sampleTextReducer,
      environment: .live(fileURL: file, mainQueue: .immediate)
    )
    store.send(.load) { $0.loading = true }
    store.receive(.loaded(.failure(URLError(.fileDoesNotExist)))) {
      $0.loading = false
      $0.text = "Error: \(URLError(.fileDoesNotExist))"
    }
  }

  func testDefaultLiveFileExists() {
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: SampleTextEnvironment.defaultFileURL.path))
  }
}
