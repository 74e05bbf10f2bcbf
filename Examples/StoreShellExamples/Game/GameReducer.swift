import Composable

/// The game's reducer: seed 003's final version, composed with `Reducer.combine` and
/// `pullback`, with the children's environments derived from ``GameEnvironment`` (seed 000
/// exercise), and two fixes a careful user makes:
///
/// - **Results are not lost during a save** (the seed 003 exercise). The seed replaces
///   `results` with the edited copy when the save completes, dropping the puzzles played while
///   the save was in flight. Here a puzzle finished while a copy is out (list shown, alert up,
///   or save running) is recorded in the copy too, so the copy that replaces `results` holds it:
///   the results are merged as they arrive.
/// - **The alert's buttons also clear the alert.** In SwiftUI the alert sends `alertDismiss`
///   with every button; without a view, nothing would.
///
/// A failed save (`saveResult(.failure)`) keeps the results as they were and says why in an
/// alert. A computed global, as `Reducer` is not `Sendable`.
public var gameReducer: Reducer<GameState, GameAction, GameEnvironment> {
  Reducer<GameState, GameAction, GameEnvironment>.combine(
    .init { state, action, environment in
      switch action {
      case .counter(.playNext):
        let result = GameResult(
          counter: state.counter,
          timeSpent: state.timer.duration - state.lastTimestamp
        )
        state.results.append(result)
        state.resultListState?.value.append(result)
        state.lastTimestamp = state.timer.duration
        return .none
      case .setNavigation(.some(let id)):
        state.resultListState = .init(state.results, id: id)
        return .none
      case .setNavigation(.none):
        if state.resultListState?.value != state.results {
          state.alert = .saveChanges
        } else {
          state.resultListState = nil
        }
        return .none
      case .alertAction(.alertDismiss):
        state.alert = nil
        return .none
      case .alertAction(.alertSaveButtonTapped):
        state.alert = nil
        state.savingResults = true
        return Effect(value: .saveResult(.success))
          .delay(for: 2, scheduler: environment.mainQueue)
          .eraseToEffect()
      case .alertAction(.alertCancelButtonTapped):
        state.alert = nil
        state.resultListState = nil
        return .none
      case .saveResult(.success):
        state.savingResults = false
        state.results = state.resultListState?.value ?? state.results
        state.resultListState = nil
        return .none
      case .saveResult(.failure(let error)):
        state.savingResults = false
        state.resultListState = nil
        state.alert = .saveFailed(error)
        return .none
      case .counter, .timer, .listResult:
        return .none
      }
    },
    counterReducer.pullback(
      state: \.counter,
      action: /GameAction.counter,
      environment: { .init(generateRandom: $0.generateRandom, uuid: $0.uuid) }
    ),
    timerReducer.pullback(
      state: \.timer,
      action: /GameAction.timer,
      environment: { .init(date: $0.date, mainQueue: $0.mainQueue) }
    ),
    gameResultListReducer
      .pullback(
        state: \Identified.value,
        action: .self,
        environment: { $0 }
      )
      .optional()
      .pullback(
        state: \.resultListState,
        action: /GameAction.listResult,
        environment: { _ in .init() }
      )
  )
}
