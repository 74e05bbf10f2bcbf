// TCA 0.45's view stores: what the view observes is said where the view store is made.

extension ViewStore {
  /// A view store observing `toViewState` of `store`'s state, with duplicates by `isDuplicate`.
  public convenience init<StoreState>(
    _ store: Store<StoreState, Action>,
    observe toViewState: @escaping (_ state: StoreState) -> State,
    removeDuplicates isDuplicate: @escaping (_ lhs: State, _ rhs: State) -> Bool
  ) {
    self.init(store.scope(state: toViewState), removeDuplicates: isDuplicate)
  }

  /// A view store observing `toViewState` of `store`'s state and sending its view actions
  /// through `fromViewAction`, with duplicates by `isDuplicate`.
  public convenience init<StoreState, StoreAction>(
    _ store: Store<StoreState, StoreAction>,
    observe toViewState: @escaping (_ state: StoreState) -> State,
    send fromViewAction: @escaping (_ viewAction: Action) -> StoreAction,
    removeDuplicates isDuplicate: @escaping (_ lhs: State, _ rhs: State) -> Bool
  ) {
    self.init(store.scope(state: toViewState, action: fromViewAction), removeDuplicates: isDuplicate)
  }
}

extension ViewStore where State: Equatable {
  /// A view store observing `toViewState` of `store`'s state, removing duplicates with `==`.
  public convenience init<StoreState>(
    _ store: Store<StoreState, Action>, observe toViewState: @escaping (_ state: StoreState) -> State
  ) {
    self.init(store, observe: toViewState, removeDuplicates: ==)
  }

  /// A view store observing `toViewState` and sending view actions through `fromViewAction`,
  /// removing duplicates with `==`.
  public convenience init<StoreState, StoreAction>(
    _ store: Store<StoreState, StoreAction>,
    observe toViewState: @escaping (_ state: StoreState) -> State,
    send fromViewAction: @escaping (_ viewAction: Action) -> StoreAction
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: ==)
  }
}
