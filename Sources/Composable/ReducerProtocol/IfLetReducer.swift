extension ReducerProtocol {
  /// Runs `wrapped` on the optional child state at `toWrappedState` when it is there, for the
  /// actions of `toWrappedAction`, before this reducer. The child's effects are cancelled when
  /// this reducer sets the child state to `nil` (or to another child).
  @inlinable @warn_unqualified_access
  public func ifLet<WrappedState, WrappedAction, Wrapped: ReducerProtocol>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self, child: wrapped(), toChildState: toWrappedState,
      toChildAction: ActionPath(toWrappedAction), fileID: fileID, line: line)
  }
}

/// A parent reducer with a child run on optional state (``ReducerProtocol/ifLet(_:action:then:fileID:line:)``).
public struct _IfLetReducer<Parent: ReducerProtocol, Child: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: ActionPath<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: ActionPath<Parent.Action, Child.Action>, fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.fileID = fileID
    self.line = line
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> EffectTask<Parent.Action>
  {
    let childEffect = reduceChild(into: &state, action: action)
    let before = state[keyPath: toChildState].map { NavigationID($0, path: toChildState) }
    let parentEffect = parent.reduce(into: &state, action: action)
    guard let before else { return merging(childEffect, parentEffect) }
    let after = state[keyPath: toChildState].map { NavigationID($0, path: toChildState) }
    guard before != after else { return merging(childEffect, parentEffect) }
    return .merge([childEffect, parentEffect, .cancel(id: before)])
  }

  func reduceChild(into state: inout Parent.State, action: Parent.Action)
    -> EffectTask<Parent.Action>
  {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard state[keyPath: toChildState] != nil else {
      reportRuntimeWarning(
        """
        An "ifLet" at "\(fileID):\(line)" received a child action when child state was "nil". …

          Action:
        \(dumped(action).indented(by: 4))

        This is generally considered an application logic error: a parent reducer set the child \
        state to "nil" before this reducer ran (it must run first), an effect in flight delivered \
        the action after the child state became "nil" (cancel it then), or the action was sent \
        while the child state was "nil".
        """)
      return .none
    }
    let id = NavigationID(state[keyPath: toChildState]!, path: toChildState)
    let effect = child
      .dependency(\.navigationIDPath, DependencyValues._current.navigationIDPath.appending(id))
      .reduce(into: &state[keyPath: toChildState]!, action: childAction)
    guard !effect.isNone else { return .none }
    return toChildAction.embed(effect).cancellable(id: id)
  }
}
