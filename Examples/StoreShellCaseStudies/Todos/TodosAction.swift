import Composable

/// What the to-do list does.
public enum TodosAction: Equatable, Codable {
  /// "Add" was tapped: a new empty to-do goes on top.
  case addTodoButtonTapped
  /// "Clear completed" was tapped.
  case clearCompletedButtonTapped
  /// Rows were swiped away (offsets into the filtered list).
  case delete(IndexSet)
  /// A filter was picked.
  case filterPicked(TodosFilter)
  /// Rows were dragged (offsets into the filtered list).
  case move(IndexSet, Int)
  /// Moves the done to-dos below the others (sent a second after the last check).
  case sortCompletedTodos
  /// A row's action.
  case todo(id: Todo.ID, action: TodoAction)
}
