extension Store {
  /// A store like ``init(initialState:reducer:environment:inbox:)``'s, its effects delivered on
  /// the main queue, with the main-thread checks turned off (TCA 0.40's `Store.unchecked`): it
  /// may be created, scoped and sent actions on any one thread.
  public static func unchecked<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) -> Self {
    let holder = WeakEffectInbox()
    // Drained on the main queue like `.mainQueue()`'s, but not marked as the main queue's: the
    // store then does not check the calling thread.
    let inbox = EffectInbox(isMainQueue: false) {
      DispatchQueue.main.async { holder.inbox?.drain() }
    }
    holder.inbox = inbox
    return Self(initialState: initialState, reducer: reducer, environment: environment, inbox: inbox)
  }
}
