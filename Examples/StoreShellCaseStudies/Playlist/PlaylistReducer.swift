import Composable

/// The playlist's reducer: navigating to a row shows it loading, and a second later its song
/// screen; navigating back writes the screen's play count to the row and cancels a load still
/// pending.
public let playlistReducer = Reducer<PlaylistState, PlaylistAction, PlaylistEnvironment>.combine(
  songDetailReducer
    .optional()
    .pullback(state: \Identified.value, action: .self, environment: { $0 })
    .optional()
    .pullback(
      state: \PlaylistState.selection,
      action: /PlaylistAction.songDetail,
      environment: { _ in () }
    ),
  Reducer { state, action, environment in
    enum CancelID {}

    switch action {
    case .songDetail:
      return .none

    case let .setNavigation(selection: .some(id)):
      state.selection = Identified(nil, id: id)
      return Effect(value: .setNavigationSelectionDelayCompleted)
        .delay(for: 1, scheduler: environment.mainQueue)
        .eraseToEffect()
        .cancellable(id: CancelID.self, cancelInFlight: true)

    case .setNavigation(selection: .none):
      if let selection = state.selection, let plays = selection.value?.plays {
        state.rows[id: selection.id]?.plays = plays
      }
      state.selection = nil
      return .cancel(id: CancelID.self)

    case .setNavigationSelectionDelayCompleted:
      guard let id = state.selection?.id, let row = state.rows[id: id] else { return .none }
      state.selection?.value = SongDetailState(title: row.title, plays: row.plays)
      return .none
    }
  }
)
