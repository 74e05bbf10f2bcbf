import Composable

/// A shopping cart: how many items it holds, a dialog asking before it is emptied, and an
/// alert when checking out fails.
public struct CartState: Equatable, Codable {
  /// The number of items.
  public var itemCount: Int
  /// The orders placed.
  public var ordersPlaced: Int
  /// The "Empty the cart?" dialog, while shown.
  public var confirmationDialog: ConfirmationDialogState<CartAction>?
  /// The alert, while shown.
  public var alert: AlertState<CartAction>?

  /// A cart; with two items by default.
  public init(
    itemCount: Int = 2,
    ordersPlaced: Int = 0,
    confirmationDialog: ConfirmationDialogState<CartAction>? = nil,
    alert: AlertState<CartAction>? = nil
  ) {
    self.itemCount = itemCount
    self.ordersPlaced = ordersPlaced
    self.confirmationDialog = confirmationDialog
    self.alert = alert
  }
}
