import Composable

/// What the settings form does.
public enum SettingsAction: BindableAction, Equatable, Codable {
  /// A binding set a field: `.binding(.set(\.$displayName, "Ana"))`.
  case binding(BindingAction<SettingsState>)
  /// "Reset" was tapped: the fields go back to the saved settings (or the defaults).
  case resetButtonTapped
  /// "Save" was tapped.
  case saveButtonTapped
}
