extension ReducerProtocol {
  /// Runs `case` on the child state of the enum case `toCaseState` when the state is of that
  /// case, for the actions of `toCaseAction`, before this reducer. The child's effects are
  /// cancelled when this reducer changes the state to another case.
  @inlinable @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: ReducerProtocol>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: toCaseState,
      toChildAction: ActionPath(toCaseAction), fileID: fileID, line: line)
  }
}

/// A parent reducer with a child run on one case of its state (``ReducerProtocol/ifCaseLet(_:action:then:fileID:line:)``).
public struct _IfCaseLetReducer<Parent: ReducerProtocol, Child: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: ActionPath<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: AnyCasePath<Parent.State, Child.State>,
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
    let before = id(in: state)
    let parentEffect = parent.reduce(into: &state, action: action)
    guard let before, before != id(in: state) else { return merging(childEffect, parentEffect) }
    return .merge([childEffect, parentEffect, .cancel(id: before)])
  }

  /// The child's identity when the state is of its case, with the parent's state's case.
  private func id(in state: Parent.State) -> NavigationID? {
    toChildState.extract(from: state).map {
      NavigationID($0, path: [AnyHashable(NavigationID.identity(of: state)), "ifCaseLet"])
    }
  }

  func reduceChild(into state: inout Parent.State, action: Parent.Action)
    -> EffectTask<Parent.Action>
  {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportRuntimeWarning(
        """
        An "ifCaseLet" at "\(fileID):\(line)" received a child action when child state was set \
        to a different case. …

          Action:
        \(dumped(action).indented(by: 4))
          State:
        \(dumped(state).indented(by: 4))

        This is generally considered an application logic error: a parent reducer set \
        "\(String(describing: Parent.State.self))" to a different case before this reducer ran \
        (it must run first), an effect in flight delivered the action after the case changed \
        (cancel it then), or the action was sent while the state was of another case.
        """)
      return .none
    }
    let id = id(in: state)!
    defer { state = toChildState.embed(childState) }
    let effect = child.reduce(into: &childState, action: childAction)
    guard !effect.isNone else { return .none }
    return toChildAction.embed(effect).cancellable(id: id)
  }
}
