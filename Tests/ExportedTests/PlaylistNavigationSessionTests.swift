// Exported by store-shell (export test): 6 steps on PlaylistFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class PlaylistNavigationSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(PlaylistFeature.self, context: .test(scheduler: scheduler))

    store.send(.setNavigation(selection: 2)) { $0.selection = Identified(nil, id: 2) }
    scheduler.advance(by: .milliseconds(500))
    store.send(.setNavigation(selection: nil)) { $0.selection = nil }
    store.send(.setNavigation(selection: 3)) { $0.selection = Identified(nil, id: 3) }
    scheduler.advance(by: .seconds(1))
    store.receive(.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = SongDetailState(title: "Freddie Freeloader", plays: 12)
    }
    store.send(.setNavigation(selection: nil)) { $0.selection = nil }
  }
}
