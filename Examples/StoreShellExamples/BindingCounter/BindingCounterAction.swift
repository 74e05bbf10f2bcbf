import Composable

/// What the player does in the binding version of the game: the buttons, and the bindings of the
/// text field and the slider, both through the one `binding` case (seed 002).
public enum BindingCounterAction: BindableAction, Equatable, Codable {
  /// A binding set a `@BindableState` field: `.binding(.set(\.$sliderValue, 42))`.
  case binding(BindingAction<BindingCounterState>)
  /// Adds one to the guess.
  case increment
  /// Subtracts one from the guess.
  case decrement
  /// Starts the next puzzle: guess back to 0, a new secret and a new id.
  case playNext
}
