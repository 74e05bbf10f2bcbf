// Exported by store-shell (export test): 10 steps on GameFeature.
import Composable
import StoreShellExamples
import XCTest

final class GameFlowSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(GameFeature.self, context: .test(scheduler: scheduler))

    store.send(.counter(.setCount("-89"))) { $0.counter.count = -89 }
    store.send(.counter(.increment)) { $0.counter.count = -88 }
    store.send(.counter(.playNext)) {
      $0.counter.count = 0
      $0.counter.secret = -52
      $0.counter.id = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
      $0.results = [
        GameResult(
          counter: Counter(
            count: -88,
            secret: -30,
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
          ),
          timeSpent: 0.0
        )
      ]
    }
    store.send(.counter(.playNext)) {
      $0.counter.secret = 21
      $0.counter.id = UUID(uuidString: "00000000-0000-0000-0000-000000000003")!
      $0.results.append(GameResult(
        counter: Counter(
          count: 0,
          secret: -52,
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
        ),
        timeSpent: 0.0
      ))
    }
    store.send(.setNavigation(UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!)) {
      $0.resultListState = Identified(
        [
          GameResult(
            counter: Counter(
              count: -88,
              secret: -30,
              id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
            ),
            timeSpent: 0.0
          ),
          GameResult(
            counter: Counter(
              count: 0,
              secret: -52,
              id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
            ),
            timeSpent: 0.0
          )
        ],
        id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
      )
    }
    store.send(.listResult(.remove(offset: [0]))) {
      $0.resultListState?.value.remove(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
    }
    store.send(.setNavigation(nil)) {
      $0.alert = AlertState(
        title: TextState("Save Changes?"),
        primaryButton: .default(TextState("OK"), action: .send(.alertSaveButtonTapped)),
        secondaryButton: .cancel(TextState("Cancel"), action: .send(.alertCancelButtonTapped))
      )
    }
    store.send(.alertAction(.alertSaveButtonTapped)) {
      $0.alert = nil
      $0.savingResults = true
    }
    scheduler.advance(by: .seconds(1))
    scheduler.advance(by: .seconds(1))
    store.receive(.saveResult(.success)) {
      $0.resultListState = nil
      $0.results.remove(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
      $0.savingResults = false
    }
  }
}
