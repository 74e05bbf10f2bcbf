import Composable

/// The binding version of the guessing game (seed 002's three steps: `@BindableState` fields,
/// a `binding` action, `.binding()` on the reducer), with the slider exercise.
///
/// `.binding()` has already written the field when the reducer sees `.binding(\.$field)`; the
/// reducer then brings the guess and the other control in line: a number typed in the text field
/// moves the slider, the slider (clamped to its range) rounds to a whole guess shown in the text
/// field.
public var bindingCounterReducer:
  Reducer<BindingCounterState, BindingCounterAction, CounterEnvironment>
{
  Reducer { state, action, environment in
    switch action {
    case .binding(\.$countText):
      if let value = Int(state.countText) {
        state.count = value
        state.sliderValue = BindingCounterState.sliderPosition(for: value)
      }
      return .none
    case .binding(\.$sliderValue):
      let range = BindingCounterState.sliderRange
      let value = state.sliderValue.isFinite ? state.sliderValue : 0
      state.setCount(Int(min(max(value, range.lowerBound), range.upperBound).rounded()))
      return .none
    case .binding:
      return .none
    case .increment:
      state.setCount(state.count + 1)
      return .none
    case .decrement:
      state.setCount(state.count - 1)
      return .none
    case .playNext:
      state.setCount(0)
      state.secret = environment.generateRandom(-100...100)
      state.id = environment.uuid()
      return .none
    }
  }
  .binding()
}
