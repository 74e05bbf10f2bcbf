import Composable

/// The to-do list: its rows and the filter picked.
public struct TodosState: Equatable, Codable {
  /// Which to-dos are shown.
  public var filter: TodosFilter
  /// Every to-do, in display order (done ones sink to the bottom after a short pause).
  public var todos: IdentifiedArrayOf<Todo>

  /// A list; empty and showing everything by default.
  public init(filter: TodosFilter = .all, todos: IdentifiedArrayOf<Todo> = []) {
    self.filter = filter
    self.todos = todos
  }

  /// The to-dos the filter lets through.
  public var filteredTodos: IdentifiedArrayOf<Todo> {
    switch filter {
    case .all: return todos
    case .active: return todos.filter { !$0.isComplete }
    case .completed: return todos.filter(\.isComplete)
    }
  }

  /// Whether "Clear completed" has anything to clear.
  public var hasCompletedTodos: Bool { todos.contains(where: \.isComplete) }
}
