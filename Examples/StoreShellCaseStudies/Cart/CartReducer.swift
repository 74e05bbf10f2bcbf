import Composable

/// The cart's reducer: "Empty" asks with a confirmation dialog whose buttons send actions;
/// checking out an empty cart shows an alert.
public let cartReducer = Reducer<CartState, CartAction, Void> { state, action, _ in
  switch action {
  case .addItemButtonTapped:
    state.itemCount += 1
    return .none

  case .alertDismissed:
    state.alert = nil
    return .none

  case .checkOutButtonTapped:
    guard state.itemCount > 0 else {
      state.alert = AlertState(
        title: TextState("Your cart is empty"),
        message: TextState("Add an item before checking out."),
        dismissButton: .default(TextState("OK"), action: .send(.alertDismissed))
      )
      return .none
    }
    state.ordersPlaced += 1
    state.itemCount = 0
    state.alert = AlertState(title: TextState("Thank you for your order!"))
    return .none

  case .clearButtonTapped:
    state.confirmationDialog = ConfirmationDialogState(
      title: TextState("Empty the cart?"),
      titleVisibility: .visible,
      message: TextState("It holds \(state.itemCount) items."),
      buttons: [
        .destructive(TextState("Empty cart"), action: .send(.clearConfirmed)),
        .default(TextState("Keep one"), action: .send(.keepOneTapped)),
        .cancel(),
      ]
    )
    return .none

  case .clearConfirmed:
    state.confirmationDialog = nil
    state.itemCount = 0
    return .none

  case .confirmationDialogDismissed:
    state.confirmationDialog = nil
    return .none

  case .keepOneTapped:
    state.confirmationDialog = nil
    state.itemCount = min(state.itemCount, 1)
    return .none
  }
}
