#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Effect {
  /// This effect, its actions delivered in an animated change (TCA 0.40's
  /// `Effect.animation(_:)`). Composable has no views to animate, on Linux or elsewhere: the
  /// effect is returned as it is.
  public func animation(_ animation: Animation? = .default) -> Self { self }

  /// This effect, its actions delivered in `transaction` (TCA 0.40's `Effect.transaction(_:)`);
  /// returned as it is, like ``animation(_:)``.
  public func transaction(_ transaction: Transaction) -> Self { self }
}

extension Send {
  /// Delivers `action` as an animated change (TCA 0.40's `send(.action, animation: .default)`);
  /// Composable has no views to animate, so this is ``callAsFunction(_:)``.
  public func callAsFunction(_ action: Action, animation: Animation?) async {
    await self(action)
  }

  /// Delivers `action` in `transaction`; as ``callAsFunction(_:)``, Composable having no views.
  public func callAsFunction(_ action: Action, transaction: Transaction) async {
    await self(action)
  }
}
