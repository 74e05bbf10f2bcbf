extension ReducerProtocol {
  /// Runs `destination` on the element of the stack at `toStackState` that a `.element` action
  /// names, before this reducer; applies `.push` before it and `.popFrom` after it. A popped
  /// element's effects are cancelled, and its `@Dependency(\.dismiss)` pops it.
  @inlinable @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: ReducerProtocol>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self, toStackState: toStackState, toStackAction: ActionPath(toStackAction),
      destination: destination(), fileID: fileID, line: line)
  }
}

/// A parent reducer with a navigation stack (``ReducerProtocol/forEach(_:action:destination:fileID:line:)``).
public struct _StackReducer<Base: ReducerProtocol, Destination: ReducerProtocol>: ReducerProtocol {
  @usableFromInline let base: Base
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction: ActionPath<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @usableFromInline
  init(
    base: Base, toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>,
    toStackAction: ActionPath<Base.Action, StackAction<Destination.State, Destination.Action>>,
    destination: Destination, fileID: StaticString, line: UInt
  ) {
    self.base = base
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.destination = destination
    self.fileID = fileID
    self.line = line
  }

  public func reduce(into state: inout Base.State, action: Base.Action)
    -> EffectTask<Base.Action>
  {
    let idsBefore = state[keyPath: toStackState].ids
    var destinationEffect = EffectTask<Base.Action>.none
    let stackAction = toStackAction.extract(from: action)
    switch stackAction {
    case let .element(id, destinationAction)?:
      guard state[keyPath: toStackState][id: id] != nil else {
        reportRuntimeWarning(
          """
          A "forEach" at "\(fileID):\(line)" received an action for a missing element. …

            Action:
              \(debugCaseOutput(destinationAction))

          This is generally considered an application logic error: a parent reducer removed \
          the element before this reducer ran (it must run first), an effect in flight delivered \
          the action after the element was removed (cancel it then), or the action was sent for \
          an element the stack does not hold.
          """)
        break
      }
      let target = DismissTarget()
      let effect = destination
        .dependency(\.dismiss, target.effect)
        .dependency(\.isPresented, true)
        .dependency(
          \.navigationIDPath, DependencyValues._current.navigationIDPath.appending(elementID(id)))
        .reduce(into: &state[keyPath: toStackState][id: id]!, action: destinationAction)
      if !effect.isNone {
        let toStackAction = toStackAction
        destinationEffect = effect.map { toStackAction.embed(.element(id: id, action: $0)) }
          .dismissible(to: target, action: toStackAction.embed(.popFrom(id: id)))
          .cancellable(id: elementID(id))
      }
    case let .push(id, element)?:
      if state[keyPath: toStackState].ids.contains(id) {
        reportRuntimeWarning(
          """
          A "forEach" at "\(fileID):\(line)" received a "push" action for an element it \
          already contains. …

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """)
      } else {
        @Dependency(\.stackElementID) var stackElementID
        stackElementID.skip(past: id)
        state[keyPath: toStackState][id: id] = element
      }
    case .popFrom?, nil:
      break
    }
    let baseEffect = base.reduce(into: &state, action: action)
    if case let .popFrom(id)? = stackAction {
      if state[keyPath: toStackState].ids.contains(id) {
        state[keyPath: toStackState].pop(from: id)
      } else {
        reportRuntimeWarning(
          """
          A "forEach" at "\(fileID):\(line)" received a "popFrom" action for a missing \
          element. …

            ID:
              \(id)
            Path IDs:
              \(state[keyPath: toStackState].ids)
          """)
      }
    }
    let effect = merging(destinationEffect, baseEffect)
    let idsAfter = state[keyPath: toStackState].ids
    guard idsBefore != idsAfter else { return effect }
    let removed = idsBefore.subtracting(idsAfter)
    guard !removed.isEmpty else { return effect }
    return .merge([effect] + removed.map { .cancel(id: elementID($0)) })
  }

  private func elementID(_ id: StackElementID) -> NavigationID {
    NavigationID(ElementKey(id: id), path: toStackState)
  }
}
