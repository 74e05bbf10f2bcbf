import Composable

/// The editor's reducer: every keystroke starts the two-second wait on the run loop over
/// (a debounce), and the wait ending saves; "Save now" cancels the wait and saves at once.
public let draftReducer = Reducer<DraftState, DraftAction, DraftEnvironment> {
  state, action, environment in
  enum AutoSaveID {}

  switch action {
  case .autoSaveTimerFired:
    return state.save(environment: environment)

  case .saveNowButtonTapped:
    return .merge(.cancel(id: AutoSaveID.self), state.save(environment: environment))

  case .saveResponse(.failure):
    state.isSaving = false
    state.errorMessage = "Could not save the draft."
    return .none

  case let .saveResponse(.success(text)):
    state.isSaving = false
    state.savedText = text
    state.lastSavedAt = environment.runLoop.now.date
    return .none

  case let .textChanged(text):
    state.text = text
    guard state.hasUnsavedChanges else { return .cancel(id: AutoSaveID.self) }
    return Effect(value: .autoSaveTimerFired)
      .debounce(id: AutoSaveID.self, for: .seconds(2), scheduler: environment.runLoop)
  }
}

/// Cancels a save still running when a newer one starts.
private enum SaveID {}

extension DraftState {
  /// Starts saving the text, if it changed since the last save.
  fileprivate mutating func save(environment: DraftEnvironment) -> Effect<DraftAction, Never> {
    guard hasUnsavedChanges else { return .none }
    isSaving = true
    errorMessage = nil
    return .task { [text = text] in
      await .saveResponse(
        TaskResult {
          try await environment.draftClient.save(text)
          return text
        }
      )
    }
    .cancellable(id: SaveID.self, cancelInFlight: true)
  }
}
