extension Reducer {
  /// Moves this reducer from a child domain into a parent's: the parent's state holds the
  /// child's at `toLocalState`, its action embeds the child's by the case path
  /// `toLocalAction` (`/GameAction.counter`), and `toLocalEnvironment` derives the child's
  /// environment. Other actions leave the state untouched.
  @inlinable
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    let pullback = Pullback(
      child: self, state: toLocalState, action: toLocalAction, environment: toLocalEnvironment)
    return .init(
      { pullback.reduce(&$0, $1, $2) },
      bindEnvironment: { BoundPullback(pullback, environment: $0).reduce })
  }

  /// Moves this reducer into a parent whose state is an enum with the child's state in one
  /// case (see `Store.scope(state:action:)`): it runs only while the state is in it.
  public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: AnyCasePath<GlobalState, State>,
    action toLocalAction: AnyCasePath<GlobalAction, Action>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let localAction = toLocalAction.extract(from: globalAction),
        var localState = toLocalState.extract(from: globalState)
      else { return .none }
      defer { globalState = toLocalState.embed(localState) }
      return self.run(&localState, localAction, toLocalEnvironment(globalEnvironment))
        .map(toLocalAction.embed)
    }
  }

  /// Lifts this reducer to optional state: it runs when the state is non-`nil` and ignores
  /// actions otherwise.
  public func optional() -> Reducer<State?, Action, Environment> {
    .init { state, action, environment in
      guard state != nil else { return .none }
      return self.run(&state!, action, environment)
    }
  }

  /// Lifts an element's reducer to an `IdentifiedArray` of elements: the parent's action
  /// embeds `(id, elementAction)` by `toLocalAction`; actions for ids no longer in the array
  /// are ignored.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable>(
    state toLocalState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>>,
    action toLocalAction: AnyCasePath<GlobalAction, (ID, Action)>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let (id, localAction) = toLocalAction.extract(from: globalAction),
        globalState[keyPath: toLocalState][id: id] != nil
      else { return .none }
      return self.run(
        &globalState[keyPath: toLocalState][id: id]!, localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((id, $0)) }
    }
  }
}

extension Reducer {
  /// Lifts a value's reducer to a dictionary of values: the parent's action embeds
  /// `(key, valueAction)` by `toLocalAction`; actions for keys no longer in the dictionary are
  /// ignored.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, Key: Hashable>(
    state toLocalState: WritableKeyPath<GlobalState, [Key: State]>,
    action toLocalAction: AnyCasePath<GlobalAction, (Key, Action)>,
    environment toLocalEnvironment: @escaping (GlobalEnvironment) -> Environment
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    .init { globalState, globalAction, globalEnvironment in
      guard let (key, localAction) = toLocalAction.extract(from: globalAction),
        globalState[keyPath: toLocalState][key] != nil
      else { return .none }
      return self.run(
        &globalState[keyPath: toLocalState][key]!, localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((key, $0)) }
    }
  }

  /// Does nothing on this platform and returns the reducer unchanged: TCA 0.40's `signpost()`
  /// marks actions with `os_signpost`, which Linux lacks. Kept so such code compiles.
  public func signpost(_ prefix: String = "") -> Self { self }
}

extension AnyCasePath where Root == Value {
  /// The identity case path, for `pullback(state:action: .self, environment:)`.
  public static var `self`: Self {
    Self(embed: { $0 }, extract: { $0 })
  }
}

/// Runs `body` on the value at `keyPath` in `root`, in place. A stored property reached through
/// structs only has a fixed `offset` (`MemoryLayout.offset(of:)`), where it is changed
/// directly: the key path's run-time projection costs ~150 instructions a send. A negative
/// `offset` says there is none.
@inlinable
func modify<Root, Value, Result>(
  _ root: inout Root, at keyPath: WritableKeyPath<Root, Value>, offset: Int,
  _ body: (inout Value) -> Result
) -> Result {
  guard _fastPath(offset >= 0) else { return body(&root[keyPath: keyPath]) }
  return withUnsafeMutableBytes(of: &root) { bytes in
    body(&(bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee)
  }
}
