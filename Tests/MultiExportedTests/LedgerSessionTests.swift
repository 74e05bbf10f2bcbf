// Exported by store-shell (export test): 2 steps on ProfileFeature.
import Composable
import StoreShellMultiFeature
import XCTest

final class LedgerSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(ProfileFeature.self, context: .test(scheduler: scheduler))

    // Not asserted: ledger.total (Ledger does not let a test set it: a private setter).
    store.exhaustivity = .off
    store.send(.record(5)) { $0.ledger.entries = [5] }
    store.exhaustivity = .on
    // Not asserted: ledger.total (Ledger does not let a test set it: a private setter).
    store.exhaustivity = .off
    store.send(.record(2)) { $0.ledger.entries = [5, 2] }
    store.exhaustivity = .on
  }
}
