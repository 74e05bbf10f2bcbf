import StoreShellCaseStudies
import Composable
import XCTest

@MainActor
final class PlaylistTests: XCTestCase {
  let mainQueue = DispatchQueue.test

  func makeStore() -> TestStore<PlaylistState, PlaylistAction, PlaylistEnvironment> {
    TestStore(
      initialState: PlaylistState(),
      reducer: playlistReducer,
      environment: PlaylistEnvironment(mainQueue: mainQueue.eraseToAnyScheduler())
    )
  }

  func testSelectLoadsAfterASecondEditAndDeselect() async {
    let store = makeStore()

    await store.send(.setNavigation(selection: 1)) {
      $0.selection = Identified(nil, id: 1)
    }
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = SongDetailState(title: "Blue in Green", plays: 3)
    }
    await store.send(.songDetail(.playButtonTapped)) {
      $0.selection?.value?.plays = 4
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: 1]?.plays = 4
      $0.selection = nil
    }
  }

  func testDeselectBeforeTheLoadCancelsIt() async {
    let store = makeStore()

    await store.send(.setNavigation(selection: 2)) {
      $0.selection = Identified(nil, id: 2)
    }
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.setNavigation(selection: nil)) {
      $0.selection = nil
    }
    // The load was cancelled: nothing arrives.
    await mainQueue.advance(by: .seconds(1))
  }

  func testSelectAnotherRowWhileLoading() async {
    let store = makeStore()

    await store.send(.setNavigation(selection: 2)) {
      $0.selection = Identified(nil, id: 2)
    }
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.setNavigation(selection: 3)) {
      $0.selection = Identified(nil, id: 3)
    }
    await mainQueue.advance(by: .milliseconds(500))
    // Only the second load completes, a full second after its selection.
    await mainQueue.advance(by: .milliseconds(500))
    await store.receive(.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = SongDetailState(title: "Freddie Freeloader", plays: 12)
    }
    await store.send(.songDetail(.resetPlaysButtonTapped)) {
      $0.selection?.value?.plays = 0
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: 3]?.plays = 0
      $0.selection = nil
    }
  }

  func testDetailActionsWhileLoadingAreIgnored() async {
    let store = makeStore()

    await store.send(.setNavigation(selection: 1)) {
      $0.selection = Identified(nil, id: 1)
    }
    await store.send(.songDetail(.playButtonTapped))
    await store.send(.setNavigation(selection: nil)) {
      $0.selection = nil
    }
  }
}
