#if canImport(SwiftUI)
  import SwiftUI
#endif

extension AlertState.Button.ButtonAction {
  /// A button that sends `action` as an animated change (TCA 0.40's `.send(.confirm,
  /// animation: .default)`). Composable has no views to animate: the button sends `action`, as
  /// `.send(action)` does, and compares equal to it.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    .send(action)
  }
}
