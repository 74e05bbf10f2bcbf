import Composable

/// The result list's reducer (seed 003; a computed global, as `Reducer` is not `Sendable`).
///
/// Offsets past the end are ignored: `remove(atOffsets:)` would trap on them, and actions typed
/// in a shell can name any offset.
public var gameResultListReducer:
  Reducer<GameResultListState, GameResultListAction, GameResultListEnvironment>
{
  Reducer { state, action, environment in
    switch action {
    case .remove(let offset):
      state.remove(atOffsets: offset.filteredIndexSet { state.indices.contains($0) })
      return .none
    }
  }
}
