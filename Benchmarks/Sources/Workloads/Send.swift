import Composable
import Foundation

// `Store.send` of a counter increment, against the same reducer function called directly on an
// `inout` state. The store runs the reducer through `Reducer`, `pullback`s and `scope`d stores;
// the baseline calls the function itself, kept out of line so that the loop cannot fold it.

struct Count: Equatable {
  var value = 0
}

enum CountAction: Equatable {
  case increment
  case decrement
}

/// The counter's reducer function: the work both sides do.
@inline(never)
func reduceCount(_ state: inout Count, _ action: CountAction) -> Effect<CountAction, Never> {
  switch action {
  case .increment:
    state.value += 1
    return .none
  case .decrement:
    state.value -= 1
    return .none
  }
}

let countReducer = Reducer<Count, CountAction, Void> { state, action, _ in
  reduceCount(&state, action)
}

/// Ten levels of nesting above the counter, as an app nests features: each level's state holds
/// the one below in `child`, its action embeds the one below in `.child`. Concrete types, as a
/// user writes them (generic `Nest<Child>` levels would copy actions through generic value
/// witnesses at every level, a cost users' concrete enums don't have). Each level's action has
/// a case besides `child`, as a feature's actions do: a pullback reads the action's case tag
/// (an enum of one case has none to read).
struct Level1: Equatable { var child = Count() }
enum Level1Action: Equatable { case child(CountAction), close }
struct Level2: Equatable { var child = Level1() }
enum Level2Action: Equatable { case child(Level1Action), close }
struct Level3: Equatable { var child = Level2() }
enum Level3Action: Equatable { case child(Level2Action), close }
struct Level4: Equatable { var child = Level3() }
enum Level4Action: Equatable { case child(Level3Action), close }
struct Level5: Equatable { var child = Level4() }
enum Level5Action: Equatable { case child(Level4Action), close }
struct Level6: Equatable { var child = Level5() }
enum Level6Action: Equatable { case child(Level5Action), close }
struct Level7: Equatable { var child = Level6() }
enum Level7Action: Equatable { case child(Level6Action), close }
struct Level8: Equatable { var child = Level7() }
enum Level8Action: Equatable { case child(Level7Action), close }
struct Level9: Equatable { var child = Level8() }
enum Level9Action: Equatable { case child(Level8Action), close }
struct Level10: Equatable { var child = Level9() }
enum Level10Action: Equatable { case child(Level9Action), close }

/// A store `depth` levels above the counter (0, 1 or 10), its reducer pulled back `depth`
/// times, and the counter's store scoped `depth` times down from it.
struct NestedCounter {
  /// The counter's store, `depth` scopes down from the root (which it keeps alive).
  let store: Store<Count, CountAction>
  /// The counter's value, read through the root's state.
  let count: () -> Int
}

/// One more level: `reducer` pulled back into `Parent`, `scopeDown` extended by one scope.
private func lift<Child, ChildAction, Parent, ParentAction>(
  _ reducer: Reducer<Child, ChildAction, Void>,
  _ scopeDown: @escaping (Store<Child, ChildAction>) -> Store<Count, CountAction>,
  _ read: @escaping (Child) -> Int,
  state: WritableKeyPath<Parent, Child>,
  action: @escaping @Sendable (ChildAction) -> ParentAction
) -> (
  Reducer<Parent, ParentAction, Void>, (Store<Parent, ParentAction>) -> Store<Count, CountAction>,
  (Parent) -> Int
) {
  (
    reducer.pullback(state: state, action: /action, environment: { $0 }),
    { scopeDown($0.scope(state: { $0[keyPath: state] }, action: action)) },
    { read($0[keyPath: state]) }
  )
}

private func root<S, A>(
  _ initial: S, _ reducer: Reducer<S, A, Void>,
  _ scopeDown: (Store<S, A>) -> Store<Count, CountAction>, _ read: @escaping (S) -> Int
) -> NestedCounter {
  // A main-queue store on the main thread (store-shell-profile), as an app has it, main-thread
  // check included. The benchmark harness runs its benchmarks on another thread, where such a
  // store would report a runtime warning on every send: there the store gets an inbox of its
  // own, as a store used off the main thread must (and skips the check).
  let inbox = Thread.isMainThread ? EffectInbox.mainQueue() : EffectInbox()
  let store = Store(initialState: initial, reducer: reducer, environment: (), inbox: inbox)
  return NestedCounter(store: scopeDown(store), count: { read(store.state) })
}

func nestedCounter(depth: Int) -> NestedCounter {
  let l0 = (countReducer, { (store: Store<Count, CountAction>) in store }, { (count: Count) in count.value })
  if depth == 0 { return root(Count(), l0.0, l0.1, l0.2) }
  let l1 = lift(l0.0, l0.1, l0.2, state: \Level1.child, action: Level1Action.child)
  if depth == 1 { return root(Level1(), l1.0, l1.1, l1.2) }
  precondition(depth == 10, "depth 0, 1 or 10")
  let l2 = lift(l1.0, l1.1, l1.2, state: \Level2.child, action: Level2Action.child)
  let l3 = lift(l2.0, l2.1, l2.2, state: \Level3.child, action: Level3Action.child)
  let l4 = lift(l3.0, l3.1, l3.2, state: \Level4.child, action: Level4Action.child)
  let l5 = lift(l4.0, l4.1, l4.2, state: \Level5.child, action: Level5Action.child)
  let l6 = lift(l5.0, l5.1, l5.2, state: \Level6.child, action: Level6Action.child)
  let l7 = lift(l6.0, l6.1, l6.2, state: \Level7.child, action: Level7Action.child)
  let l8 = lift(l7.0, l7.1, l7.2, state: \Level8.child, action: Level8Action.child)
  let l9 = lift(l8.0, l8.1, l8.2, state: \Level9.child, action: Level9Action.child)
  let l10 = lift(l9.0, l9.1, l9.2, state: \Level10.child, action: Level10Action.child)
  return root(Level10(), l10.0, l10.1, l10.2)
}

let sendWorkloads: [Workload] =
  [
    Workload("send-direct", ops: Ops.sends) {
      {
        var state = Count()
        for _ in 0..<Ops.sends {
          _ = reduceCount(&state, .increment)
        }
        precondition(state.value == Ops.sends)
        return [:]
      }
    }
  ]
  + [0, 1, 10].map { depth in
    Workload("send-store-\(depth)", ops: Ops.sends, iterations: 100) {
      let counter = nestedCounter(depth: depth)
      return {
        for _ in 0..<Ops.sends {
          counter.store.send(.increment)
        }
        precondition(counter.count() == Ops.sends)
        return [:]
      }
    }
  }
