import StoreShellCaseStudies
import Composable
import XCTest

@MainActor
final class CartTests: XCTestCase {
  func makeStore(itemCount: Int = 2) -> TestStore<CartState, CartAction, Void> {
    TestStore(initialState: CartState(itemCount: itemCount), reducer: cartReducer, environment: ())
  }

  let dialog = ConfirmationDialogState<CartAction>(
    title: TextState("Empty the cart?"),
    titleVisibility: .visible,
    message: TextState("It holds 2 items."),
    buttons: [
      .destructive(TextState("Empty cart"), action: .send(.clearConfirmed)),
      .default(TextState("Keep one"), action: .send(.keepOneTapped)),
      .cancel(),
    ]
  )

  func testConfirmClear() async {
    let store = makeStore()

    await store.send(.clearButtonTapped) {
      $0.confirmationDialog = self.dialog
    }
    await store.send(.clearConfirmed) {
      $0.confirmationDialog = nil
      $0.itemCount = 0
    }
  }

  func testKeepOne() async {
    let store = makeStore()

    await store.send(.clearButtonTapped) {
      $0.confirmationDialog = self.dialog
    }
    await store.send(.keepOneTapped) {
      $0.confirmationDialog = nil
      $0.itemCount = 1
    }
  }

  func testDismissTheDialog() async {
    let store = makeStore()

    await store.send(.clearButtonTapped) {
      $0.confirmationDialog = self.dialog
    }
    await store.send(.confirmationDialogDismissed) {
      $0.confirmationDialog = nil
    }
  }

  func testCheckOutAnEmptyCartAlerts() async {
    let store = makeStore(itemCount: 0)

    await store.send(.checkOutButtonTapped) {
      $0.alert = AlertState(
        title: TextState("Your cart is empty"),
        message: TextState("Add an item before checking out."),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
    await store.send(.addItemButtonTapped) {
      $0.itemCount = 1
    }
    await store.send(.checkOutButtonTapped) {
      $0.itemCount = 0
      $0.ordersPlaced = 1
      $0.alert = AlertState(title: TextState("Thank you for your order!"))
    }
  }
}
