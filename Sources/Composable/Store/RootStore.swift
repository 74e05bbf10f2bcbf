/// The state, reducer and running effects behind a ``Store`` and all of its scopes.
///
/// Actions sent while the store is busy (an effect delivering synchronously, an observer
/// sending) are buffered and reduced in order afterwards, so a reducer never runs re-entrantly.
/// Observers are notified in subscription order.
///
/// The send path is `@inlinable` so that a client's concrete state and action get a
/// specialized copy of it (no generic metadata lookups or value-witness calls per send). Its
/// properties skip dynamic exclusivity checks: the store is used from one thread and never
/// reduces re-entrantly (that is what the buffer is for), so no two accesses overlap.
@usableFromInline
final class RootStore<State, Action> {
  @usableFromInline @exclusivity(unchecked) var state: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action, Never>
  @usableFromInline let context: EffectContext
  /// Actions sent while the store was busy, to reduce once it is done.
  @usableFromInline @exclusivity(unchecked) var buffer: [PendingAction] = [] {
    didSet { updateIsQuiet() }
  }
  /// Whether ``buffer`` holds actions: a send reads this rather than the array, whose type's
  /// metadata unspecialized code looks up on each use (~500 instructions).
  @usableFromInline @exclusivity(unchecked) var hasBuffered = false
  @usableFromInline @exclusivity(unchecked) var isSending = false
  /// Counts the actions reduced (and state replacements): a scoped store recomputes its state
  /// when this has moved since it last did (see `Store.scope(state:action:)`).
  @usableFromInline @exclusivity(unchecked) var version: UInt = 0
  @usableFromInline @exclusivity(unchecked) var observers: [(id: Int, body: () -> Void)] = [] {
    didSet { updateIsQuiet() }
  }
  @usableFromInline @exclusivity(unchecked)
  var actionObservers: [(id: Int, body: (Action, EffectRecord?) -> Void)] = [] {
    didSet {
      updateIsQuiet()
      updateNotifyReduced()
    }
  }
  /// Calls the action observers, as they were when the last one subscribed or cancelled; `nil`
  /// with none. A reduce calls this closure rather than iterate ``actionObservers``, whose
  /// array and tuple metadata unspecialized code looks up on each use (~600 instructions).
  @usableFromInline @exclusivity(unchecked) var notifyReduced: ((Action, EffectRecord?) -> Void)?
  /// Nothing buffered and no observer: a send whose reducer returns no effect is then done
  /// (one test a send instead of three arrays').
  @usableFromInline @exclusivity(unchecked) var isQuiet = true
  private var nextObserverID = 0

  /// An action waiting in ``buffer``, with the effect that delivered it (`nil` when sent).
  @usableFromInline
  struct PendingAction {
    @usableFromInline let action: Action
    @usableFromInline let origin: EffectRecord?

    @inlinable
    init(action: Action, origin: EffectRecord?) {
      self.action = action
      self.origin = origin
    }
  }

  @usableFromInline
  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action, Never>,
    context: EffectContext
  ) {
    self.state = initialState
    self.reducer = reducer
    self.context = context
  }

  /// A store that goes away cancels its effects in flight, as the Composable Architecture's
  /// does: a timer must not keep running (and its scheduler keep work) for nobody.
  deinit { context.cancelAll() }

  /// Reduces `action` (and whatever its effects deliver at once), then notifies the state
  /// observers; returns the effects started.
  ///
  /// An action sent while the store is busy (by an effect delivering at once, or by an observer
  /// being notified) is buffered and reduced afterwards, so every observer sees every state, in
  /// order, and no reducer or observer runs re-entrantly. When the store is not busy, the
  /// action is reduced at once, without going through the buffer.
  @inlinable
  func send(_ action: Action, origin: EffectRecord? = nil) -> StoreTask {
    send(action, origin: origin, reducer: reducer)
  }

  /// ``send(_:origin:)`` with the store's reducer passed in: a ``Store`` that knows its
  /// reducer's environment passes a closure that calls the reducer directly (one call fewer
  /// than through the stored `reducer`, which binds the environment).
  @inlinable @inline(__always)
  func send(
    _ action: Action, origin: EffectRecord?,
    reducer: (inout State, Action) -> Effect<Action, Never>
  ) -> StoreTask {
    // `_fastPath`: the usual send's way is laid out straight, with no jump taken.
    guard _fastPath(!isSending) else { return keepForLater(action, origin: origin) }
    isSending = true
    let effect = reducer(&state, action)
    version &+= 1
    // The usual send ends here: no effect, nobody to tell, nothing buffered. The rest is out
    // of line, so that what it needs is not kept across the reducer's call on every send.
    guard _fastPath(effect.isNone && isQuiet) else {
      return finishSend(action, origin: origin, effect: effect)
    }
    isSending = false
    return StoreTask(started: nil)
  }

  /// Keeps an action sent while the store is busy, to reduce once it is done (out of line:
  /// the array's growth would have every send save the registers it uses).
  @inlinable @inline(never)
  func keepForLater(_ action: Action, origin: EffectRecord?) -> StoreTask {
    buffer.append(PendingAction(action: action, origin: origin))
    return StoreTask(started: nil)
  }

  /// The rest of a send whose action was reduced to `effect`: tells the action observers,
  /// starts the effect, reduces what was buffered meanwhile and notifies the observers. It
  /// takes the effect over (kept so by the `_semantics`), so the send keeps nothing aside.
  @inlinable @inline(never) @_semantics("optimize.sil.specialize.owned2guarantee.never")
  func finishSend(
    _ action: Action, origin: EffectRecord?, effect: consuming Effect<Action, Never>
  ) -> StoreTask {
    defer { isSending = false }
    var started: [EffectRecord]? = nil
    didReduce(action, origin: origin, effect: effect, into: &started)
    if hasBuffered || !observers.isEmpty {
      reduceBuffered(into: &started)
      notifyObservers()
      reduceBuffer(into: &started)
    }
    return StoreTask(started: started)
  }

  /// Runs the reducer on one action, tells the action observers, and starts its effect.
  @inlinable
  func reduce(_ action: Action, origin: EffectRecord?, into started: inout [EffectRecord]?) {
    let effect = reducer(&state, action)
    version &+= 1
    didReduce(action, origin: origin, effect: effect, into: &started)
  }

  /// After the reducer ran on `action`: tells the action observers and starts its effect.
  @inlinable
  func didReduce(
    _ action: Action, origin: EffectRecord?, effect: Effect<Action, Never>,
    into started: inout [EffectRecord]?
  ) {
    if let notifyReduced { notifyReduced(action, origin) }
    if !effect.isNone, let record = start(effect, origin: action) {
      // No array until an effect starts: most sends start none.
      if started == nil { started = [record] } else { started!.append(record) }
    }
  }

  /// Starts an effect the reducer returned; its values come back through ``send(_:origin:)``
  /// (by a closure specialized with the rest of the send path).
  @inlinable
  func start(_ effect: Effect<Action, Never>, origin: Action) -> EffectRecord? {
    // Weak, so that effects in flight do not keep the store alive (its end cancels them); as
    // a `WeakReference`, read on each value without a run-time exclusivity check.
    let store = WeakReference(self)
    return context.start(
      effect, origin: origin,
      onValue: { value, record in _ = store.object?.send(value, origin: record) })
  }

  /// Reduces the buffered actions (and those they buffer in turn), then empties the buffer.
  @inlinable
  func reduceBuffered(into started: inout [EffectRecord]?) {
    guard hasBuffered else { return }
    var index = 0
    while index < buffer.count {
      let pending = buffer[index]
      index += 1
      reduce(pending.action, origin: pending.origin, into: &started)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Reduces the buffered actions and notifies the observers, until no more are buffered.
  @inlinable
  func reduceBuffer(into started: inout [EffectRecord]?) {
    while hasBuffered {
      reduceBuffered(into: &started)
      notifyObservers()
    }
  }

  @usableFromInline
  func updateIsQuiet() {
    hasBuffered = !buffer.isEmpty
    isQuiet = !hasBuffered && observers.isEmpty && actionObservers.isEmpty
  }

  /// Makes ``notifyReduced`` call the action observers there are now, in subscription order.
  private func updateNotifyReduced() {
    let bodies = actionObservers.map(\.body)
    switch bodies.count {
    case 0: notifyReduced = nil
    case 1: notifyReduced = bodies[0]
    default: notifyReduced = { action, origin in for body in bodies { body(action, origin) } }
    }
  }

  /// Calls `onChange` after every change, after the observers subscribed before it.
  @usableFromInline
  func observe(_ onChange: @escaping () -> Void) -> LockedCancellable {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, onChange))
    return LockedCancellable { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// Calls `body` after every reduced action, with the effect that delivered it.
  @usableFromInline
  func observeActions(_ body: @escaping (Action, EffectRecord?) -> Void) -> LockedCancellable {
    let id = nextObserverID
    nextObserverID += 1
    actionObservers.append((id, body))
    return LockedCancellable { [weak self] in self?.actionObservers.removeAll { $0.id == id } }
  }

  /// Notifies the observers in subscription order. A copy is iterated: an observer may
  /// subscribe or cancel others while notified.
  @inlinable
  func notifyObservers() {
    guard !observers.isEmpty else { return }
    for observer in observers { observer.body() }
  }

  /// Replaces the state from outside the reducer (the shell's `reset` and `goto`).
  @usableFromInline
  func replaceState(_ newState: State) {
    state = newState
    version &+= 1
    isSending = true
    defer { isSending = false }
    notifyObservers()
    var started: [EffectRecord]? = nil
    reduceBuffer(into: &started)
  }
}
