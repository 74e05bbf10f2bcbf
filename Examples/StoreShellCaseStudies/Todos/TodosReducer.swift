import Composable

/// The to-do list's reducer: the rows' reducer for each to-do, then the list's own logic.
///
/// Checking a to-do sorts the list a second later, and checking another within that second
/// starts the second over (a debounce under a type id), so rows don't jump while one taps.
public let todosReducer = Reducer<TodosState, TodosAction, TodosEnvironment>.combine(
  todoReducer.forEach(
    state: \.todos,
    action: /TodosAction.todo(id:action:),
    environment: { _ in TodoEnvironment() }
  ),
  Reducer { state, action, environment in
    switch action {
    case .addTodoButtonTapped:
      state.todos.insert(Todo(id: environment.uuid()), at: 0)
      return .none

    case .clearCompletedButtonTapped:
      state.todos.removeAll(where: \.isComplete)
      return .none

    case let .delete(indexSet):
      let filteredTodos = state.filteredTodos
      for index in indexSet {
        state.todos.remove(id: filteredTodos[index].id)
      }
      return .none

    case let .filterPicked(filter):
      state.filter = filter
      return .none

    case var .move(source, destination):
      if state.filter != .all {
        source = IndexSet(
          source
            .map { state.filteredTodos[$0] }
            .compactMap { state.todos.index(id: $0.id) }
        )
        destination =
          (destination < state.filteredTodos.endIndex
            ? state.todos.index(id: state.filteredTodos[destination].id)
            : state.todos.endIndex)
          ?? destination
      }
      state.todos.move(fromOffsets: source, toOffset: destination)
      return Effect(value: .sortCompletedTodos)
        .delay(for: .milliseconds(100), scheduler: environment.mainQueue)
        .eraseToEffect()

    case .sortCompletedTodos:
      state.todos.sort { $1.isComplete && !$0.isComplete }
      return .none

    case .todo(id: _, action: .checkBoxToggled):
      enum TodoCompletionID {}
      return Effect(value: .sortCompletedTodos)
        .debounce(id: TodoCompletionID.self, for: 1, scheduler: environment.mainQueue)

    case .todo:
      return .none
    }
  }
)
