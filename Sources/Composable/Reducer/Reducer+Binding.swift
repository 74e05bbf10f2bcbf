extension Reducer where Action: BindableAction, Action.State == State {
  /// Applies `BindingAction`s to the state before this reducer runs: the seeds'
  /// `.binding()` for features with `@BindableState` fields.
  public func binding() -> Self {
    Self { state, action, environment in
      if let bindingAction = extractBinding(action) { bindingAction.set(&state) }
      return self.run(&state, action, environment)
    }
  }
}

/// The payload of `action` when it is the `binding` case.
///
/// `BindableAction.binding` is a protocol requirement, so a reflection case path would have to
/// capture the action's metatype in a `@Sendable` closure; the enum's mirror names the case
/// and holds the payload without that.
func extractBinding<Action: BindableAction>(_ action: Action)
  -> BindingAction<Action.State>?
{
  guard let child = Mirror(reflecting: action).children.first, child.label == "binding" else {
    return nil
  }
  return child.value as? BindingAction<Action.State>
}
