/// Runs a child reducer on a part of the parent's state: a field (`state: \.child`) or an enum
/// case (`state: /State.loggedIn`), for the actions of one case (`action: /Action.child`).
///
/// ```swift
/// var body: some ReducerProtocol<State, Action> {
///   Scope(state: \.settings, action: /Action.settings) { Settings() }
///   Reduce { state, action in … }
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: ReducerProtocol>: ReducerProtocol {
  @usableFromInline
  enum StatePath {
    /// A stored field at a fixed offset in the parent's storage, changed in place. The key
    /// path is not kept: its offset known when the `body` is compiled, the optimizer drops it,
    /// and a `body` evaluated at every action neither makes nor releases it.
    case offset(Int)
    /// A field without a fixed offset (a computed property, one of a class).
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, fileID: StaticString, line: UInt)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: ActionPath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// A child reducer over the field `toChildState` of the parent's state.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    if let offset = MemoryLayout<ParentState>.offset(of: toChildState) {
      self.toChildState = .offset(offset)
    } else {
      self.toChildState = .keyPath(toChildState)
    }
    self.toChildAction = ActionPath(toChildAction)
    self.child = child()
  }

  /// A child reducer over the case `toChildState` of the parent's state, an enum: it runs when
  /// the state is of that case.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(toChildState, fileID: fileID, line: line)
    self.toChildAction = ActionPath(toChildAction)
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction)
    -> EffectTask<ParentAction>
  {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    switch toChildState {
    case let .offset(offset):
      return withUnsafeMutableBytes(of: &state) { bytes in
        let childState = (bytes.baseAddress! + offset).assumingMemoryBound(to: Child.State.self)
        let effect = child.reduce(into: &childState.pointee, action: childAction)
        return effect.isNone ? .none : toChildAction.embed(effect)
      }
    case let .keyPath(keyPath):
      let effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
      return effect.isNone ? .none : toChildAction.embed(effect)
    case let .casePath(casePath, fileID, line):
      guard var childState = casePath.extract(from: state) else {
        reportScopeOnOtherCase(action: action, state: state, fileID: fileID, line: line)
        return .none
      }
      defer { state = casePath.embed(childState) }
      let effect = child.reduce(into: &childState, action: childAction)
      return effect.isNone ? .none : toChildAction.embed(effect)
    }
  }
}

@usableFromInline
func reportScopeOnOtherCase(action: Any, state: Any, fileID: StaticString, line: UInt) {
  reportRuntimeWarning(
    """
    A "Scope" at "\(fileID):\(line)" received a child action when child state was set to a \
    different case. …

      Action:
        \(debugCaseOutput(action))
      State:
        \(debugCaseOutput(state))

    This is generally considered an application logic error: a parent reducer set the state to \
    another case before this scope ran (use "ifCaseLet" to run the child first), an effect in \
    flight delivered the action after the case changed (cancel it when the case changes), or the \
    action was sent while the state was of another case.
    """)
}
