/// The state, reducer and running effects behind a ``Store`` and all of its scopes.
///
/// Actions sent while the store is busy (an effect delivering synchronously, an observer
/// sending) are buffered and reduced in order afterwards, so a reducer never runs re-entrantly.
/// Observers are notified in subscription order.
final class RootStore<State, Action> {
  var state: State
  private let reducer: (inout State, Action) -> Effect<Action, Never>
  let context: EffectContext
  private var buffer: [(action: Action, origin: EffectRecord?)] = []
  private var isSending = false
  private var observers: [(id: Int, body: () -> Void)] = []
  private var actionObservers: [(id: Int, body: (Action, EffectRecord?) -> Void)] = []
  private var nextObserverID = 0

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
  /// order, and no reducer or observer runs re-entrantly.
  func send(_ action: Action, origin: EffectRecord? = nil) -> StoreTask {
    buffer.append((action, origin))
    guard !isSending else { return StoreTask(records: []) }
    isSending = true
    defer { isSending = false }
    return StoreTask(records: reduceBuffer())
  }

  /// Reduces the buffered actions and notifies the observers, until no more are buffered.
  private func reduceBuffer() -> [EffectRecord] {
    var started: [EffectRecord] = []
    while !buffer.isEmpty {
      var index = 0
      while index < buffer.count {
        let (action, origin) = buffer[index]
        index += 1
        let effect = reducer(&state, action)
        if !actionObservers.isEmpty {
          for observer in actionObservers { observer.body(action, origin) }
        }
        if !effect.isNone,
          let record = context.start(
            effect, origin: action,
            onValue: { [weak self] value, record in _ = self?.send(value, origin: record) })
        {
          started.append(record)
        }
      }
      buffer.removeAll(keepingCapacity: true)
      notifyObservers()
    }
    return started
  }

  /// Calls `onChange` after every change, after the observers subscribed before it.
  func observe(_ onChange: @escaping () -> Void) -> AnyCancellable {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, onChange))
    return AnyCancellable { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  func observeActions(_ body: @escaping (Action, EffectRecord?) -> Void) -> AnyCancellable {
    let id = nextObserverID
    nextObserverID += 1
    actionObservers.append((id, body))
    return AnyCancellable { [weak self] in self?.actionObservers.removeAll { $0.id == id } }
  }

  /// Notifies the observers in subscription order. A copy is iterated: an observer may
  /// subscribe or cancel others while notified.
  private func notifyObservers() {
    guard !observers.isEmpty else { return }
    for observer in observers { observer.body() }
  }

  /// Replaces the state from outside the reducer (the shell's `reset` and `goto`).
  func replaceState(_ newState: State) {
    state = newState
    isSending = true
    defer { isSending = false }
    notifyObservers()
    _ = reduceBuffer()
  }
}
