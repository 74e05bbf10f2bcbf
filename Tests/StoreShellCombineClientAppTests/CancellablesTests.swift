// Combine's cancellables where TCA 0.40 apps hold them (Swift 5 mode, `import Combine`): an
// `Effect.run` returning a sink's `AnyCancellable`, a view store's publisher kept in a
// `Set<AnyCancellable>`. One `AnyCancellable`, Combine's, whatever the file imports.
import Combine
import ComposableArchitecture
import XCTest

final class CancellablesTests: XCTestCase {
  func testAnEffectRunOverASubjectEndsWithTheSinksCancellable() {
    let subject = PassthroughSubject<Int, Never>()
    let effect = Effect<Int, Never>.run { subscriber in
      subject.sink { subscriber.send($0) }
    }
    var received: [Int] = []
    var cancellables = Set<AnyCancellable>()
    effect.sink { received.append($0) }.store(in: &cancellables)
    subject.send(1)
    subject.send(2)
    cancellables.removeAll()
    subject.send(3)
    XCTAssertEqual(received, [1, 2])
  }

  func testAViewStorePublishersSinkIsKeptInASetOfAnyCancellable() {
    let store = Store(
      initialState: 0,
      reducer: Reducer<Int, Int, Void> { state, action, _ in
        state += action
        return .none
      },
      environment: ()
    )
    let viewStore = ViewStore(store)
    var seen: [Int] = []
    var cancellables: Set<AnyCancellable> = []
    viewStore.publisher.sink { seen.append($0) }.store(in: &cancellables)
    viewStore.send(2)
    cancellables.removeAll()
    viewStore.send(3)
    XCTAssertEqual(seen, [0, 2])
    XCTAssertEqual(viewStore.state, 5)
  }
}
