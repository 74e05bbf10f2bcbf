import Composable

/// The to-do list as a ``ComposableFeature``: ids from the context, the sort debounced on its
/// scheduler.
public enum TodosFeature: ComposableFeature {
  public static var reducer: Reducer<TodosState, TodosAction, TodosEnvironment> { todosReducer }

  public static func environment(_ context: FeatureContext) -> TodosEnvironment {
    TodosEnvironment(mainQueue: context.scheduler, uuid: context.uuid)
  }

  public static func initialState(_ context: FeatureContext, _ environment: TodosEnvironment)
    -> TodosState
  {
    TodosState()
  }

  public static var summary: String { "to-dos: rows, filters, a debounced sort of done ones" }
}
