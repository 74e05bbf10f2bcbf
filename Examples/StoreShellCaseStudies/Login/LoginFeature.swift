import Composable

/// Signing in as a ``ComposableFeature``. Off live time the pretend service answers after a
/// second of the context's scheduler, so a session is deterministic.
public enum LoginFeature: ComposableFeature {
  public static var reducer: Reducer<LoginState, LoginAction, LoginEnvironment> { loginReducer }

  public static func environment(_ context: FeatureContext) -> LoginEnvironment {
    let scheduler = context.scheduler
    return LoginEnvironment(
      authenticationClient: context.isLive
        ? .live : .inMemory(latency: { try await scheduler.sleep(for: .seconds(1)) })
    )
  }

  public static func initialState(_ context: FeatureContext, _ environment: LoginEnvironment)
    -> LoginState
  {
    LoginState()
  }

  public static var summary: String { "sign-in: a request, an alert, an optional two-factor step" }
}
