import Composable

/// The settings form's reducer: `.binding()` writes the fields, then the reducer keeps them
/// in range and validates the form after every change.
public let settingsReducer = Reducer<SettingsState, SettingsAction, Void> {
  state, action, _ in
  switch action {
  case .binding(\.$digestIntervalDays):
    let range = SettingsState.digestIntervalRange
    state.digestIntervalDays = min(max(state.digestIntervalDays, range.lowerBound), range.upperBound)
    state.validate()
    return .none

  case .binding(\.$notificationsEnabled):
    if !state.notificationsEnabled {
      state.digestIntervalDays = 7
    }
    state.validate()
    return .none

  case .binding:
    state.validate()
    return .none

  case .resetButtonTapped:
    let saved = state.saved
    state = SettingsState(
      displayName: saved?.displayName ?? "",
      notificationsEnabled: saved?.notificationsEnabled ?? false,
      digestIntervalDays: saved?.digestIntervalDays ?? 7,
      saved: saved)
    return .none

  case .saveButtonTapped:
    guard state.isSaveEnabled else { return .none }
    state.displayName = state.displayName.trimmingCharacters(in: .whitespaces)
    state.saved = state.current
    state.validate()
    return .none
  }
}
.binding()
