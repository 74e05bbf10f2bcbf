import Composable

/// One to-do: what to do, and whether it is done.
public struct Todo: Equatable, Identifiable, Codable {
  /// What to do.
  public var description: String
  /// The to-do's id, from the environment's `uuid`.
  public let id: UUID
  /// Whether it is done.
  public var isComplete: Bool

  /// A to-do; by default empty and not done.
  public init(description: String = "", id: UUID, isComplete: Bool = false) {
    self.description = description
    self.id = id
    self.isComplete = isComplete
  }
}

/// What a to-do row does.
public enum TodoAction: Equatable, Codable {
  /// The check box was tapped.
  case checkBoxToggled
  /// The text field's text changed.
  case textFieldChanged(String)
}

/// A to-do row needs nothing from the outside.
public struct TodoEnvironment {
  /// The empty environment.
  public init() {}
}

/// A row's reducer: checks and edits one to-do.
public let todoReducer = Reducer<Todo, TodoAction, TodoEnvironment> { todo, action, _ in
  switch action {
  case .checkBoxToggled:
    todo.isComplete.toggle()
    return .none

  case let .textFieldChanged(description):
    todo.description = description
    return .none
  }
}
