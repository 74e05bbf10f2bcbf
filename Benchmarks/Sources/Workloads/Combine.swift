import Composable

// `Reducer.combine` of three children on one domain, against the three reducer functions
// called one after another on an `inout` state. Each child changes its own part of the state.

struct Tally: Equatable {
  var sends = 0
  var total = 0
  var last = 0
}

@inline(never)
func countSends(_ state: inout Tally, _ action: CountAction) -> Effect<CountAction, Never> {
  state.sends += 1
  return .none
}

@inline(never)
func addUp(_ state: inout Tally, _ action: CountAction) -> Effect<CountAction, Never> {
  switch action {
  case .increment: state.total += 1
  case .decrement: state.total -= 1
  }
  return .none
}

@inline(never)
func keepLast(_ state: inout Tally, _ action: CountAction) -> Effect<CountAction, Never> {
  state.last = action == .increment ? 1 : -1
  return .none
}

let tallyReducer = Reducer<Tally, CountAction, Void>.combine(
  Reducer { state, action, _ in countSends(&state, action) },
  Reducer { state, action, _ in addUp(&state, action) },
  Reducer { state, action, _ in keepLast(&state, action) }
)

let combineWorkloads: [Workload] = [
  Workload("combine-direct", ops: Ops.sends) {
    {
      var state = Tally()
      for _ in 0..<Ops.sends {
        _ = countSends(&state, .increment)
        _ = addUp(&state, .increment)
        _ = keepLast(&state, .increment)
      }
      precondition(state.total == Ops.sends && state.sends == Ops.sends)
      return [:]
    }
  },
  Workload("combine-3", ops: Ops.sends) {
    let reducer = identity(tallyReducer)
    return {
      var state = Tally()
      for _ in 0..<Ops.sends {
        _ = reducer.run(&state, .increment, ())
      }
      precondition(state.total == Ops.sends && state.sends == Ops.sends)
      return [:]
    }
  },
]
