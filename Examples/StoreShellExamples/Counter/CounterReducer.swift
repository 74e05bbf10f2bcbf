import Composable

/// The guessing game's reducer (seed 002, with the exercise's new id on every puzzle).
///
/// The seed declares `let counterReducer = Reducer { … }.debug()`. Two mechanical changes: it
/// is a computed global, since Composable's `Reducer` is not `Sendable` and a global `let` of it
/// does not compile in Swift 6; and `.debug()` is left to the caller (`counterReducer.debug()`),
/// so that tests and the shell don't print every action twice.
public var counterReducer: Reducer<Counter, CounterAction, CounterEnvironment> {
  Reducer { state, action, environment in
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    case .setCount(let text):
      state.countString = text
      return .none
    case .playNext:
      state.count = 0
      state.secret = environment.generateRandom(-100...100)
      state.id = environment.uuid()
      return .none
    }
  }
}
