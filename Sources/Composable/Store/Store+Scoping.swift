#if os(Linux) || os(Android)
  import OpenCombine
#else
  import Combine
#endif

extension Store {
  /// Calls `then` with a store of the unwrapped state each time the state becomes non-`nil`,
  /// and `else` each time it becomes `nil` (the seeds' `IfLetStore`, without a view).
  ///
  /// The observation keeps this store alive until it is cancelled or released, so a temporary
  /// scope works: `store.scope(state: \.detail).ifLet { … }`.
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
    else otherwise: @escaping () -> Void = {}
  ) -> AnyCancellable where State == Wrapped? {
    var wasPresent: Bool?
    return observe { [self] state in
      let isPresent = state != nil
      guard isPresent != wasPresent else { return }
      wasPresent = isPresent
      if let store = self.unwrapped() { unwrap(store) } else { otherwise() }
    }
  }

  /// A store of the unwrapped state while it is non-`nil`; afterwards it keeps showing the last
  /// non-`nil` value. Returns `nil` when the state is `nil` now.
  public func unwrapped<Wrapped>() -> Store<Wrapped, Action>? where State == Wrapped? {
    guard let current = state else { return nil }
    return scopeKeepingLast(current, extract: { $0 }, action: { $0 })
  }

  /// A store for each element of an `IdentifiedArray` state, its actions embedded as
  /// `(id, action)` (the seeds' `ForEachStore`, without a view). Each element store keeps
  /// showing its element's last value after the element is removed.
  public func elementStores<ID: Hashable, Element, ElementAction>() -> [(id: ID, store: Store<Element, ElementAction>)]
  where State == IdentifiedArray<ID, Element>, Action == (ID, ElementAction) {
    state.map { element in
      let id = element[keyPath: state.id]
      return (id, scopeKeepingLast(element, extract: { $0[id: id] }, action: { (id, $0) }))
    }
  }

  /// A store for one case of an enum state, while the state is in that case (the seeds'
  /// `SwitchStore` / `CaseLet`, without a view); `nil` when it is in another case now.
  public func scope<CaseState, CaseAction>(
    state toCaseState: AnyCasePath<State, CaseState>,
    action fromCaseAction: @escaping (CaseAction) -> Action
  ) -> Store<CaseState, CaseAction>? {
    guard let current = toCaseState.extract(from: state) else { return nil }
    return scopeKeepingLast(current, extract: toCaseState.extract(from:), action: fromCaseAction)
  }

  /// A store of the value `extract` finds in the state, which keeps the last value found once
  /// the state no longer holds one. The value is tracked at every change of this store, not
  /// only when the scoped store is read, so "the last value" is the last the state held.
  private func scopeKeepingLast<LocalState, LocalAction>(
    _ current: LocalState,
    extract: @escaping (State) -> LocalState?,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    let last = LastValue(current)
    // Lives as long as the scoped store's state closure, which holds `last`.
    last.observation = observe { [weak last] state in
      if let value = extract(state) { last?.value = value }
    }
    return scope(
      state: { state -> LocalState in
        if let value = extract(state) { last.value = value }
        return last.value
      },
      action: fromLocalAction)
  }
}

/// The last value a scoped store of optional, element or case state showed.
private final class LastValue<Value> {
  var value: Value
  var observation: AnyCancellable?
  init(_ value: Value) { self.value = value }
}
