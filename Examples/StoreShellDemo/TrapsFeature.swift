import Composable

/// A to-do list whose reducer traps on a bad index, as feature code does: the demo's test-only
/// feature for the shell's trap handling (`STORE_SHELL_TEST_FEATURES=1 store-shell --feature
/// traps`). Not in ``DemoFeatures/all``.
public enum TrapsFeature: ComposableFeature {
  /// The list.
  public struct State: Equatable, Sendable {
    /// The items, in order.
    public var items: [String] = []
  }

  /// What the user does with the list.
  public enum Action: Equatable, Codable, Sendable {
    /// Appends an item.
    case add(String)
    /// Removes the item at `index`: traps (index out of range) when there is none.
    case remove(at: Int)
    /// Appends an item, then has an effect send `remove(at: index)` at once: a step that
    /// prints its action and change before the delivery traps.
    case addThenRemove(String, at: Int)
  }

  public static var reducer: Reducer<State, Action, Void> {
    Reducer { state, action, _ in
      switch action {
      case let .add(item):
        state.items.append(item)
        return .none
      case let .remove(index):
        // The bug the shell must survive: no bounds check.
        state.items.remove(at: index)
        return .none
      case let .addThenRemove(item, index):
        state.items.append(item)
        return Effect(value: .remove(at: index))
      }
    }
  }

  public static func environment(_ context: FeatureContext) {}

  public static func initialState(_ context: FeatureContext, _ environment: Void) -> State {
    State()
  }

  public static var summary: String { "a list whose reducer traps on a bad index (for tests)" }
}
