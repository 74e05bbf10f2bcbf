extension ReducerProtocol {
  /// Runs `destination` on the presented feature's state at `toPresentationState` when there
  /// is one, for its `.presented` actions, before this reducer; on `.dismiss`, sets it to `nil`
  /// after this reducer ran. The destination's effects are cancelled when it is dismissed (or
  /// replaced by another), and its `@Dependency(\.dismiss)` sends `.dismiss`.
  @inlinable @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: ReducerProtocol>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: ActionPath(toPresentationAction), destination: destination(),
      fileID: fileID, line: line)
  }

  /// `ifLet` for presented state no reducer runs (an alert, a confirmation dialog): it is set
  /// to `nil` on `.dismiss` and on any of its actions.
  @inlinable @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: ActionPath(toPresentationAction), destination: EmptyReducer(),
      fileID: fileID, line: line, isEphemeral: true)
  }
}

/// A parent reducer with a presented feature (``ReducerProtocol/ifLet(_:action:destination:fileID:line:)``).
public struct _PresentationReducer<Base: ReducerProtocol, Destination: ReducerProtocol>:
  ReducerProtocol
{
  @usableFromInline let base: Base
  @usableFromInline
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline
  let toPresentationAction: ActionPath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  /// Whether the presented state goes away on any of its actions (alerts and dialogs).
  @usableFromInline let isEphemeral: Bool

  @usableFromInline
  init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: ActionPath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination, fileID: StaticString, line: UInt, isEphemeral: Bool = false
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.fileID = fileID
    self.line = line
    self.isEphemeral = isEphemeral
  }

  public func reduce(into state: inout Base.State, action: Base.Action)
    -> EffectTask<Base.Action>
  {
    let before = id(in: state)
    let presentationAction = toPresentationAction.extract(from: action)
    var destinationEffect = EffectTask<Base.Action>.none
    switch presentationAction {
    case let .presented(destinationAction)?:
      guard let before else {
        reportMissingDestination(action)
        break
      }
      let target = DismissTarget()
      let effect = destination
        .dependency(\.dismiss, target.effect)
        .dependency(\.isPresented, true)
        .dependency(\.navigationIDPath, DependencyValues._current.navigationIDPath.appending(before))
        .reduce(into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction)
      if !effect.isNone {
        let toPresentationAction = toPresentationAction
        destinationEffect = effect.map { toPresentationAction.embed(.presented($0)) }
          .dismissible(to: target, action: toPresentationAction.embed(.dismiss))
          .cancellable(id: before)
      }
    case .dismiss?:
      if before == nil { reportMissingDestination(action) }
    case nil:
      break
    }
    let baseEffect = base.reduce(into: &state, action: action)
    if let presentationAction, let before, before == id(in: state) {
      // Dismissed (or an alert's button tapped): the parent has seen the action, the state goes.
      if case .dismiss = presentationAction {
        state[keyPath: toPresentationState].wrappedValue = nil
      } else if isEphemeral
        || state[keyPath: toPresentationState].wrappedValue.map(Composable.isEphemeral) == true
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
    }
    let effect = merging(destinationEffect, baseEffect)
    guard let before, before != id(in: state) else { return effect }
    return .merge([effect, .cancel(id: before)])
  }

  private func id(in state: Base.State) -> NavigationID? {
    state[keyPath: toPresentationState].wrappedValue.map {
      NavigationID($0, path: toPresentationState)
    }
  }

  private func reportMissingDestination(_ action: Base.Action) {
    reportRuntimeWarning(
      """
      An "ifLet" at "\(fileID):\(line)" received a presentation action when destination state \
      was absent. …

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error: a parent reducer set the \
      destination state to "nil" before this reducer ran (it must run first), or the action was \
      sent while the destination state was "nil".
      """)
  }
}
