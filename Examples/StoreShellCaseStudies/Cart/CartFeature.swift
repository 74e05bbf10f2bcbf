import Composable

/// The cart as a ``ComposableFeature``: it needs nothing from the context.
public enum CartFeature: ComposableFeature {
  public static var reducer: Reducer<CartState, CartAction, Void> { cartReducer }

  public static func environment(_ context: FeatureContext) {}

  public static func initialState(_ context: FeatureContext, _ environment: Void) -> CartState {
    CartState()
  }

  public static var summary: String { "cart: a confirmation dialog and an alert" }
}
