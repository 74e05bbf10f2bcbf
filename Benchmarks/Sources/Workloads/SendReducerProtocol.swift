import Composable

// `Store.send` through 10 nested `Scope`s of ReducerProtocol features (TCA 0.41-0.56), beside the
// 0.40 tree of `send-store-10` (Send.swift): the same `LevelN` states and actions and the same
// counter function at the bottom. Each level is a feature whose `body` scopes into the one below,
// as an app nests features; the store is scoped down 10 times as there, and the counter's store
// is sent `.increment`.

struct CountFeature: ReducerProtocol {
  func reduce(into state: inout Count, action: CountAction) -> EffectTask<CountAction> {
    reduceCount(&state, action)
  }
}

struct Level1Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level1, Level1Action> {
    Scope(state: \.child, action: /Level1Action.child) { CountFeature() }
  }
}
struct Level2Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level2, Level2Action> {
    Scope(state: \.child, action: /Level2Action.child) { Level1Feature() }
  }
}
struct Level3Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level3, Level3Action> {
    Scope(state: \.child, action: /Level3Action.child) { Level2Feature() }
  }
}
struct Level4Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level4, Level4Action> {
    Scope(state: \.child, action: /Level4Action.child) { Level3Feature() }
  }
}
struct Level5Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level5, Level5Action> {
    Scope(state: \.child, action: /Level5Action.child) { Level4Feature() }
  }
}
struct Level6Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level6, Level6Action> {
    Scope(state: \.child, action: /Level6Action.child) { Level5Feature() }
  }
}
struct Level7Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level7, Level7Action> {
    Scope(state: \.child, action: /Level7Action.child) { Level6Feature() }
  }
}
struct Level8Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level8, Level8Action> {
    Scope(state: \.child, action: /Level8Action.child) { Level7Feature() }
  }
}
struct Level9Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level9, Level9Action> {
    Scope(state: \.child, action: /Level9Action.child) { Level8Feature() }
  }
}
struct Level10Feature: ReducerProtocol {
  var body: some ReducerProtocol<Level10, Level10Action> {
    Scope(state: \.child, action: /Level10Action.child) { Level9Feature() }
  }
}

/// The root store of `Level10Feature` and the counter's store 10 scopes below it.
func nestedFeatureCounter() -> NestedCounter {
  let inbox = Thread.isMainThread ? EffectInbox.mainQueue() : EffectInbox()
  let store = Store(initialState: Level10(), reducer: Level10Feature(), inbox: inbox)
  let counter = store
    .scope(state: \.child, action: Level10Action.child)
    .scope(state: \.child, action: Level9Action.child)
    .scope(state: \.child, action: Level8Action.child)
    .scope(state: \.child, action: Level7Action.child)
    .scope(state: \.child, action: Level6Action.child)
    .scope(state: \.child, action: Level5Action.child)
    .scope(state: \.child, action: Level4Action.child)
    .scope(state: \.child, action: Level3Action.child)
    .scope(state: \.child, action: Level2Action.child)
    .scope(state: \.child, action: Level1Action.child)
  return NestedCounter(
    store: counter,
    count: { store.state.child.child.child.child.child.child.child.child.child.child.value })
}

/// The 0.40 tree of `send-store-10`: the counter's reducer pulled back 10 times.
let level10Reducer: Reducer<Level10, Level10Action, Void> = countReducer
  .pullback(state: \Level1.child, action: /Level1Action.child, environment: { $0 })
  .pullback(state: \Level2.child, action: /Level2Action.child, environment: { $0 })
  .pullback(state: \Level3.child, action: /Level3Action.child, environment: { $0 })
  .pullback(state: \Level4.child, action: /Level4Action.child, environment: { $0 })
  .pullback(state: \Level5.child, action: /Level5Action.child, environment: { $0 })
  .pullback(state: \Level6.child, action: /Level6Action.child, environment: { $0 })
  .pullback(state: \Level7.child, action: /Level7Action.child, environment: { $0 })
  .pullback(state: \Level8.child, action: /Level8Action.child, environment: { $0 })
  .pullback(state: \Level9.child, action: /Level9Action.child, environment: { $0 })
  .pullback(state: \Level10.child, action: /Level10Action.child, environment: { $0 })

/// The action `.increment` as the root of 10 levels receives it.
let incrementAtDepth10 = Level10Action.child(
  .child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))

let sendReducerProtocolWorkloads: [Workload] = [
  // Through the 10 store scopes, as `send-store-10` sends.
  Workload("send-scopes-10", ops: Ops.sends, iterations: 100) {
    let counter = nestedFeatureCounter()
    return {
      for _ in 0..<Ops.sends {
        counter.store.send(.increment)
      }
      precondition(counter.count() == Ops.sends)
      return [:]
    }
  },
  // The root store sent the embedded action: the 10 `Scope`s alone.
  Workload("send-scopes-10-root", ops: Ops.sends, iterations: 100) {
    let inbox = Thread.isMainThread ? EffectInbox.mainQueue() : EffectInbox()
    let store = Store(initialState: Level10(), reducer: Level10Feature(), inbox: inbox)
    return {
      for _ in 0..<Ops.sends {
        store.send(incrementAtDepth10)
      }
      precondition(store.state.child.child.child.child.child.child.child.child.child.child.value == Ops.sends)
      return [:]
    }
  },
  // The 0.40 tree's root store sent the embedded action: the 10 `pullback`s alone.
  Workload("send-pullbacks-10-root", ops: Ops.sends, iterations: 100) {
    let inbox = Thread.isMainThread ? EffectInbox.mainQueue() : EffectInbox()
    let store = Store(initialState: Level10(), reducer: level10Reducer, environment: (), inbox: inbox)
    return {
      for _ in 0..<Ops.sends {
        store.send(incrementAtDepth10)
      }
      precondition(store.state.child.child.child.child.child.child.child.child.child.child.value == Ops.sends)
      return [:]
    }
  },
]
