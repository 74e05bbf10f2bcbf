import Composable

/// What the cart does.
public enum CartAction: Equatable, Codable {
  /// "+" was tapped: one more item.
  case addItemButtonTapped
  /// The alert was dismissed.
  case alertDismissed
  /// "Check out" was tapped.
  case checkOutButtonTapped
  /// The dialog's "Empty cart" was tapped.
  case clearConfirmed
  /// "Empty" was tapped: asks first.
  case clearButtonTapped
  /// The dialog was dismissed (its "Cancel", or a tap outside).
  case confirmationDialogDismissed
  /// The dialog's "Keep one" was tapped.
  case keepOneTapped
}
