/// The state, reducer and running effects behind a ``Store`` and all of its scopes.
///
/// Actions sent while the reducer runs (an effect delivering synchronously) are buffered and
/// reduced in order after it, so a reducer never runs re-entrantly.
final class RootStore<State, Action> {
  var state: State
  private let reducer: (inout State, Action) -> Effect<Action, Never>
  let context: EffectContext
  private var buffer: [(action: Action, origin: EffectRecord?)] = []
  private var isSending = false
  private var observers: [Int: () -> Void] = [:]
  private var actionObservers: [Int: (Action, EffectRecord?) -> Void] = [:]
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

  /// Reduces `action` (and whatever its effects deliver at once); returns the effects started.
  func send(_ action: Action, origin: EffectRecord? = nil) -> StoreTask {
    buffer.append((action, origin))
    guard !isSending else { return StoreTask(records: []) }
    isSending = true
    var started: [EffectRecord] = []
    var index = 0
    while index < buffer.count {
      let (action, origin) = buffer[index]
      index += 1
      let effect = reducer(&state, action)
      if !actionObservers.isEmpty {
        for observer in actionObservers.values { observer(action, origin) }
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
    isSending = false
    if !observers.isEmpty { for observer in observers.values { observer() } }
    return StoreTask(records: started)
  }

  func observe(_ onChange: @escaping () -> Void) -> AnyCancellable {
    let id = nextObserverID
    nextObserverID += 1
    observers[id] = onChange
    return AnyCancellable { [weak self] in self?.observers[id] = nil }
  }

  func observeActions(_ body: @escaping (Action, EffectRecord?) -> Void) -> AnyCancellable {
    let id = nextObserverID
    nextObserverID += 1
    actionObservers[id] = body
    return AnyCancellable { [weak self] in self?.actionObservers[id] = nil }
  }

  /// Replaces the state from outside the reducer (the shell's `reset` and `goto`).
  func replaceState(_ newState: State) {
    state = newState
    for observer in observers.values { observer() }
  }
}
