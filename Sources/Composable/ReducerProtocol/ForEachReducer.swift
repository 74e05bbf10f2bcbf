extension ReducerProtocol {
  /// Runs `element` on the element of the collection at `toElementsState` that an action of
  /// `toElementAction` names by id, before this reducer. An element's effects are cancelled
  /// when this reducer removes it.
  @inlinable @warn_unqualified_access
  public func forEach<ElementState, ElementAction, ID: Hashable, Element: ReducerProtocol>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, toElementsState: toElementsState,
      toElementAction: ActionPath(toElementAction), element: element(), fileID: fileID,
      line: line)
  }
}

/// A parent reducer with a reducer run on its collection's elements (``ReducerProtocol/forEach(_:action:element:fileID:line:)``).
public struct _ForEachReducer<Parent: ReducerProtocol, ID: Hashable, Element: ReducerProtocol>:
  ReducerProtocol
{
  @usableFromInline let parent: Parent
  @usableFromInline
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction: ActionPath<Parent.Action, (ID, Element.Action)>
  @usableFromInline let element: Element
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @usableFromInline
  init(
    parent: Parent,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: ActionPath<Parent.Action, (ID, Element.Action)>, element: Element,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.element = element
    self.fileID = fileID
    self.line = line
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action)
    -> EffectTask<Parent.Action>
  {
    let elementEffect = reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    guard idsBefore != idsAfter else { return merging(elementEffect, parentEffect) }
    let removed = idsBefore.subtracting(idsAfter)
    guard !removed.isEmpty else { return merging(elementEffect, parentEffect) }
    return .merge(
      [elementEffect, parentEffect]
        + removed.map { .cancel(id: NavigationID(ElementKey(id: $0), path: toElementsState)) })
  }

  func reduceElement(into state: inout Parent.State, action: Parent.Action)
    -> EffectTask<Parent.Action>
  {
    guard let (id, elementAction) = toElementAction.extract(from: action) else { return .none }
    guard state[keyPath: toElementsState][id: id] != nil else {
      reportRuntimeWarning(
        """
        A "forEach" at "\(fileID):\(line)" received an action for a missing element. …

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error: a parent reducer removed the \
        element before this reducer ran (it must run first), an effect in flight delivered the \
        action after the element was removed (cancel it then), or the action was sent for an \
        element the state does not hold.
        """)
      return .none
    }
    let navigationID = NavigationID(ElementKey(id: id), path: toElementsState)
    let effect = element
      .dependency(\.navigationIDPath, DependencyValues._current.navigationIDPath.appending(navigationID))
      .reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
    guard !effect.isNone else { return .none }
    let toElementAction = toElementAction
    return effect.map { toElementAction.embed((id, $0)) }
      .cancellable(id: navigationID)
  }
}

/// An element's id as the identity of its effects.
struct ElementKey<ID: Hashable>: Identifiable {
  let id: ID
}
