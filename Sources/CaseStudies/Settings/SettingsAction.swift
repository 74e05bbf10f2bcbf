import Composable

/// What the settings form does.
// TODO(codable): `Codable` once BindingAction is Codable (another helper adds it).
public enum SettingsAction: BindableAction, Equatable {
  /// A binding set a field: `.binding(.set(\.$displayName, "Ana"))`.
  case binding(BindingAction<SettingsState>)
  /// "Reset" was tapped: the fields go back to the saved settings (or the defaults).
  case resetButtonTapped
  /// "Save" was tapped.
  case saveButtonTapped
}
