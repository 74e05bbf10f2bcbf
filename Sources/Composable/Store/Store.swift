#if os(Linux) || os(Android)
  import OpenCombine
#else
  import Combine
#endif

/// A feature at runtime: its current state, the reducer that changes it and the effects it
/// runs. Views (or the shell) send it actions and observe its state.
///
/// A store is not thread-safe: use it from one thread, the one its effects deliver on (the
/// main queue unless created with another ``EffectInbox``). A store of the main queue reports
/// a runtime warning when it is created, scoped or sent an action on another thread, as the
/// Composable Architecture 0.40 does. `scope(state:action:)` derives stores for child
/// features that share the root's state and effects.
///
/// Sending is `@inlinable` (as are creating and scoping a store, which build the closures a
/// send goes through), so that it is specialized for a client's concrete types.
public final class Store<State, Action> {
  @usableFromInline let readState: () -> State
  /// The root's ``RootStore/version``: how a scope knows its cached state is stale.
  @usableFromInline let readVersion: () -> UInt
  @usableFromInline let sendAction: (Action) -> StoreTask
  @usableFromInline let observeChanges: (@escaping () -> Void) -> LockedCancellable
  @usableFromInline let observeReduced: (@escaping (Any, EffectRecord?) -> Void) -> LockedCancellable
  @usableFromInline let replace: ((State) -> Void)?
  /// The running effects of the root store: in flight, cancellation, the inbox.
  public let effects: EffectContext
  /// What keeps the store's state alive: the ``RootStore`` of a store made by `init`, the
  /// parent store of a scope.
  @usableFromInline let retained: AnyObject
  /// Whether the store belongs to the main thread (its inbox is the main queue's).
  @usableFromInline let belongsToMainThread: Bool
  /// What `send` compares the calling thread's id with: for a store of the main thread, the
  /// main thread's id as known when the store was created (`UInt.max`, no thread's, if not known
  /// then); 0 for other stores, which `send` does not check (one test a send, not two).
  @usableFromInline let mainThreadID: UInt

  /// A store running `reducer` with `environment`, starting from `initialState`.
  ///
  /// Work from async effects reaches the store through `inbox`; by default the main queue
  /// drains it, so the store belongs to the main thread.
  @inlinable
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    inbox: EffectInbox = .mainQueue()
  ) {
    let run = reducer.reducer
    // The root's reducer with the environment bound: made by a pullback itself when it can (so
    // that a scope's send calls the pullback at once), else a closure passing it to `run`. (Not
    // `??`: its generic argument would wrap the closure in reabstraction thunks.)
    let bound: (inout State, Action) -> Effect<Action, Never>
    if let bind = reducer.bindEnvironment {
      bound = bind(environment)
    } else {
      bound = { run(&$0, $1, environment) }
    }
    let root = RootStore(
      initialState: initialState, reducer: bound, context: EffectContext(inbox: inbox))
    // Sends call the reducer itself, not `root.reducer` (a closure around it).
    self.init(
      root: root, inbox: inbox,
      send: { root.send($0, origin: nil, reducer: { run(&$0, $1, environment) }) })
  }

  /// A store from the seed 004 style: `initialValue:` and a plain reducer function.
  public convenience init<Environment>(
    initialValue: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialValue, reducer: reducer, environment: environment)
  }

  @inlinable
  init(root: RootStore<State, Action>, inbox: EffectInbox, send: @escaping (Action) -> StoreTask) {
    self.readState = { root.state }
    self.readVersion = { root.version }
    self.sendAction = send
    self.observeChanges = { root.observe($0) }
    self.observeReduced = { body in root.observeActions { body($0, $1) } }
    self.replace = { root.replaceState($0) }
    self.effects = root.context
    self.retained = root
    self.belongsToMainThread = inbox.isMainQueue
    if belongsToMainThread && !MainThreadCheck.isOnMain { MainThreadCheck.report(.initialized) }
    let known = MainThreadCheck.knownMainThreadID
    self.mainThreadID = !belongsToMainThread ? 0 : known != 0 ? known : .max
  }

  @usableFromInline
  init(
    readState: @escaping () -> State,
    readVersion: @escaping () -> UInt,
    sendAction: @escaping (Action) -> StoreTask,
    observeChanges: @escaping (@escaping () -> Void) -> LockedCancellable,
    observeReduced: @escaping (@escaping (Any, EffectRecord?) -> Void) -> LockedCancellable,
    effects: EffectContext,
    retained: AnyObject,
    belongsToMainThread: Bool,
    mainThreadID: UInt
  ) {
    self.belongsToMainThread = belongsToMainThread
    self.mainThreadID = mainThreadID
    self.readState = readState
    self.readVersion = readVersion
    self.sendAction = sendAction
    self.observeChanges = observeChanges
    self.observeReduced = observeReduced
    self.replace = nil
    self.effects = effects
    self.retained = retained
  }

  /// The current state.
  public var state: State { readState() }

  /// Sends `action`: the reducer runs at once, then the effects it returns start. The result
  /// tracks those effects.
  @inlinable @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if mainThreadID != 0 && !MainThreadCheck.isOnMain(known: mainThreadID) {
      MainThreadCheck.report(.sent(action))
    }
    let task = sendAction(action)
    // A send that started nothing returns a task known here to hold nothing: a caller that
    // discards it then has nothing to release.
    guard task.started != nil else { return StoreTask(started: nil) }
    return task
  }

  /// A store for a child feature: its state is `toLocalState` of this one's, its actions are
  /// embedded into this store's by `fromLocalAction` (`store.scope(state: \.timer,
  /// action: GameAction.timer)`).
  ///
  /// `toLocalState` runs as often as in TCA 0.40 where the state is observed: once when the
  /// scope is made, then once per action the store reduces (whoever sent it). It runs when the
  /// scoped state is next read, not at each action: reading it twice between two actions
  /// costs one call, and a scope nobody reads costs none.
  @inlinable
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    if belongsToMainThread && !MainThreadCheck.isOnMain { MainThreadCheck.report(.scoped) }
    let readState = self.readState
    let readVersion = self.readVersion
    let cache = ScopedState(toLocalState(readState()), version: readVersion())
    let send: (LocalAction) -> StoreTask
    if let root = retained as? RootStore<State, Action> {
      // A scope of the root runs the root's send here, calling the reducer through the closure
      // that binds its environment (for a pullback, the pullback's own: `bindEnvironment`),
      // instead of calling the root store's send closure (a few instructions fewer a send: that
      // closure's frame and forwarding).
      send = { root.send(fromLocalAction($0), origin: nil, reducer: root.reducer) }
    } else {
      let sendAction = self.sendAction
      send = { sendAction(fromLocalAction($0)) }
    }
    return Store<LocalState, LocalAction>(
      readState: {
        let version = readVersion()
        if cache.version != version {
          cache.value = toLocalState(readState())
          cache.version = version
        }
        return cache.value
      },
      readVersion: readVersion,
      sendAction: send,
      observeChanges: observeChanges,
      observeReduced: observeReduced,
      effects: effects,
      retained: self,
      belongsToMainThread: belongsToMainThread,
      mainThreadID: mainThreadID)
  }

  /// A store for a part of this one's state, with the same actions.
  @inlinable
  public func scope<LocalState>(state toLocalState: @escaping (State) -> LocalState)
    -> Store<LocalState, Action>
  {
    scope(state: toLocalState, action: { $0 })
  }

  /// This store with no state to observe: for views that only send actions.
  public var stateless: Store<Void, Action> { scope(state: { _ in () }) }

  /// This store with no actions to send: for views that only read state.
  public var actionless: Store<State, Never> { scope(state: { $0 }, action: { (never: Never) -> Action in }) }

  /// Calls `onChange` with the state now and after every change.
  public func observe(_ onChange: @escaping (State) -> Void) -> AnyCancellable {
    let readState = self.readState
    onChange(readState())
    return observeChanges { onChange(readState()) }.erased
  }

  /// Calls `body` after every reduced action, with the effect that delivered it (`nil` for
  /// sent actions). The shell prints each step this way.
  public func observeActions(_ body: @escaping (Any, EffectRecord?) -> Void) -> AnyCancellable {
    observeReduced(body).erased
  }

  /// Calls `body` after every reduced action, typed, with the effect that delivered it: for a
  /// store made by `init`, whose reduced actions are its own; `nil` for a scope, whose
  /// observers see its root's actions (``observeActions(_:)``). No action is boxed in `Any`
  /// and cast back, as there.
  public func observeOwnActions(
    _ body: @escaping (Action, EffectRecord?) -> Void
  ) -> AnyCancellable? {
    (retained as? RootStore<State, Action>)?.observeActions(body).erased
  }

  /// Replaces the state of a root store from outside the reducer (for tools such as the
  /// shell's `goto`); scoped stores ignore it.
  public func replaceState(_ newState: State) { replace?(newState) }
}

/// A scoped store's state as last computed, and the root's version it was computed at.
@usableFromInline
final class ScopedState<Value> {
  @usableFromInline var value: Value
  @usableFromInline var version: UInt

  @inlinable
  init(_ value: Value, version: UInt) {
    self.value = value
    self.version = version
  }
}

extension EffectInbox {
  /// An inbox drained on the main queue.
  public static func mainQueue() -> EffectInbox {
    let holder = WeakEffectInbox()
    let inbox = EffectInbox(isMainQueue: true) {
      DispatchQueue.main.async { holder.inbox?.drain() }
    }
    holder.inbox = inbox
    return inbox
  }
}
