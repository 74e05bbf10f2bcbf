extension Store {
  /// Calls `then` with a store of the unwrapped state each time the state becomes non-`nil`,
  /// and `else` each time it becomes `nil` (the seeds' `IfLetStore`, without a view).
  public func ifLet<Wrapped>(
    then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
    else otherwise: @escaping () -> Void = {}
  ) -> AnyCancellable where State == Wrapped? {
    var wasPresent: Bool?
    return observe { [weak self] state in
      guard let self else { return }
      let isPresent = state != nil
      guard isPresent != wasPresent else { return }
      wasPresent = isPresent
      if let store = self.unwrapped() { unwrap(store) } else { otherwise() }
    }
  }

  /// A store of the unwrapped state while it is non-`nil`; afterwards it keeps showing the last
  /// non-`nil` value. Returns `nil` when the state is `nil` now.
  public func unwrapped<Wrapped>() -> Store<Wrapped, Action>? where State == Wrapped? {
    guard var last = state else { return nil }
    return scope(state: { state -> Wrapped in
      if let state { last = state }
      return last
    })
  }

  /// A store for each element of an `IdentifiedArray` state, its actions embedded as
  /// `(id, action)` (the seeds' `ForEachStore`, without a view). Each element store keeps
  /// showing its element's last value after the element is removed.
  public func elementStores<ID: Hashable, Element, ElementAction>() -> [(id: ID, store: Store<Element, ElementAction>)]
  where State == IdentifiedArray<ID, Element>, Action == (ID, ElementAction) {
    state.ids.map { id in
      var last = state[id: id]!
      let store = scope(
        state: { state -> Element in
          if let element = state[id: id] { last = element }
          return last
        },
        action: { (id, $0) })
      return (id, store)
    }
  }

  /// A store for one case of an enum state, while the state is in that case (the seeds'
  /// `SwitchStore` / `CaseLet`, without a view); `nil` when it is in another case now.
  public func scope<CaseState, CaseAction>(
    state toCaseState: AnyCasePath<State, CaseState>,
    action fromCaseAction: @escaping (CaseAction) -> Action
  ) -> Store<CaseState, CaseAction>? {
    guard var last = toCaseState.extract(from: state) else { return nil }
    return scope(
      state: { state -> CaseState in
        if let value = toCaseState.extract(from: state) { last = value }
        return last
      },
      action: fromCaseAction)
  }
}
