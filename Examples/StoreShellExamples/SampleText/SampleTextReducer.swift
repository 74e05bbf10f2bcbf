import Composable

/// Seed 000's text-loading reducer, as written there (a computed global: `Reducer` is not
/// `Sendable`, so the seed's global `let` does not compile in Swift 6).
public var sampleTextReducer: Reducer<SampleTextState, SampleTextAction, SampleTextEnvironment> {
  Reducer { state, action, environment in
    switch action {
    case .load:
      state.loading = true
      return environment.loadText()
        .receive(on: environment.mainQueue)
        .catchToEffect(SampleTextAction.loaded)
    case .loaded(let result):
      state.loading = false
      do {
        state.text = try result.get()
      } catch {
        state.text = "Error: \(error)"
      }
      return .none
    }
  }
}
