#if canImport(SwiftUI)
  import SwiftUI
#endif

extension ViewStore {
  /// Sends `action` as an animated change (TCA 0.40's `viewStore.send(.tapped, animation:
  /// .default)`); Composable has no views to animate, so this is ``send(_:)``.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> ViewStoreTask {
    send(action)
  }

  /// Sends `action` in `transaction`; as ``send(_:)``, Composable having no views.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> ViewStoreTask {
    send(action)
  }

  /// Sends `action` as an animated change, then waits while `predicate` holds for the state
  /// (see ``send(_:while:isolation:)``).
  public func send(
    _ action: Action, animation: Animation?, while predicate: @escaping (State) -> Bool,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await send(action, while: predicate, isolation: isolation)
  }
}

extension StateBinding {
  /// This binding, its changes animated (SwiftUI's `Binding.animation(_:)`); returned as it is,
  /// Composable having no views.
  public func animation(_ animation: Animation? = .default) -> Self { self }

  /// This binding, its changes made in `transaction`; returned as it is.
  public func transaction(_ transaction: Transaction) -> Self { self }
}
