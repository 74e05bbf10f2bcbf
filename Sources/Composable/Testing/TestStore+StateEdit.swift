extension TestStore {
  /// Changes the state from outside the reducer, between steps: what the shell's `set state`
  /// and `load state` do, so that a test exported from a session that edited its state makes
  /// the same edit at the same point.
  ///
  /// ```swift
  /// store.send(.addTodoButtonTapped) { … }
  /// store.editState { $0.todos[0].description = "Milk" }
  /// store.send(.sortCompletedTodos) { … }
  /// ```
  ///
  /// Both the store's state and the state the next step is asserted from change; nothing is
  /// asserted here, and the reducer and the effects in flight are not told.
  public func editState(_ edit: (inout State) throws -> Void) rethrows {
    try TestSerialization.run {
      var state = root.state
      try edit(&state)
      try edit(&assertedState)
      root.replaceState(state)
    }
  }
}
