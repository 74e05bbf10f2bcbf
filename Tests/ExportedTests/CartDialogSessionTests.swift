// Exported by store-shell (export test): 10 steps on CartFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class CartDialogSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(CartFeature.self, context: .test(scheduler: scheduler))

    store.send(.addItemButtonTapped) { $0.itemCount = 3 }
    store.send(.addItemButtonTapped) { $0.itemCount = 4 }
    store.send(.clearButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: TextState("Empty the cart?"),
        titleVisibility: .visible,
        message: TextState("It holds 4 items."),
        buttons: [
          .destructive(TextState("Empty cart"), action: .send(.clearConfirmed)),
          .default(TextState("Keep one"), action: .send(.keepOneTapped)),
          .cancel(TextState("Cancel"))
        ]
      )
    }
    store.send(.keepOneTapped) {
      $0.itemCount = 1
      $0.confirmationDialog = nil
    }
    store.send(.clearButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: TextState("Empty the cart?"),
        titleVisibility: .visible,
        message: TextState("It holds 1 items."),
        buttons: [
          .destructive(TextState("Empty cart"), action: .send(.clearConfirmed)),
          .default(TextState("Keep one"), action: .send(.keepOneTapped)),
          .cancel(TextState("Cancel"))
        ]
      )
    }
    store.send(.confirmationDialogDismissed) { $0.confirmationDialog = nil }
    store.send(.checkOutButtonTapped) {
      $0.itemCount = 0
      $0.ordersPlaced = 1
      $0.alert = AlertState(title: TextState("Thank you for your order!"))
    }
    store.send(.alertDismissed) { $0.alert = nil }
    store.send(.clearButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState(
        title: TextState("Empty the cart?"),
        titleVisibility: .visible,
        message: TextState("It holds 0 items."),
        buttons: [
          .destructive(TextState("Empty cart"), action: .send(.clearConfirmed)),
          .default(TextState("Keep one"), action: .send(.keepOneTapped)),
          .cancel(TextState("Cancel"))
        ]
      )
    }
    store.send(.clearConfirmed) { $0.confirmationDialog = nil }
  }
}
