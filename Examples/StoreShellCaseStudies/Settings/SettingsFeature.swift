import Composable

/// The settings form as a ``ComposableFeature``: it needs nothing from the context.
public enum SettingsFeature: ComposableFeature {
  public static var reducer: Reducer<SettingsState, SettingsAction, Void> { settingsReducer }

  public static func environment(_ context: FeatureContext) {}

  public static func initialState(_ context: FeatureContext, _ environment: Void)
    -> SettingsState
  {
    SettingsState()
  }

  public static var summary: String { "settings form: bindings, a stepper, validation" }
}
