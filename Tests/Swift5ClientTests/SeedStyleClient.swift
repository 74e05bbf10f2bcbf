// Client code as the seeds write it, compiled in Swift 5 mode: global `let` reducers,
// `static let live` environments, `/Enum.case`, `Reducer.combine`, `.pullback`, `.optional()`
// and `.forEach`. Only the import differs from a TCA 0.40 app.
import Composable
import XCTest

struct CounterState: Equatable, Identifiable {
  var id: Int = 0
  var count = 0
}

enum CounterAction: Equatable {
  case increment
  case decrement
  case randomTapped
  case randomResponse(Int)
}

struct CounterEnvironment {
  var random: () -> Int
  var mainQueue: AnySchedulerOf<DispatchQueue>

  static let live = CounterEnvironment(random: { Int.random(in: 1...6) }, mainQueue: .main)
  static let test = CounterEnvironment(random: { 4 }, mainQueue: .immediate)
}

let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> {
  state, action, environment in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .decrement:
    state.count -= 1
    return .none
  case .randomTapped:
    return Effect(value: environment.random())
      .receive(on: environment.mainQueue)
      .map(CounterAction.randomResponse)
  case let .randomResponse(value):
    state.count = value
    return .none
  }
}

struct AppState: Equatable {
  var counter = CounterState()
  var modal: CounterState?
  var rows: IdentifiedArrayOf<CounterState> = []
  var named: [String: CounterState] = [:]
  var resets = 0
}

enum AppAction: Equatable {
  case counter(CounterAction)
  case modal(CounterAction)
  case row(id: Int, action: CounterAction)
  case named(String, CounterAction)
  case reset
}

struct AppEnvironment {
  var counter: CounterEnvironment
  static let live = AppEnvironment(counter: .live)
}

let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
  counterReducer.pullback(
    state: \.counter, action: /AppAction.counter, environment: { $0.counter }),
  counterReducer.optional().pullback(
    state: \.modal, action: /AppAction.modal, environment: { $0.counter }),
  counterReducer.forEach(
    state: \.rows, action: /AppAction.row(id:action:), environment: { $0.counter }),
  counterReducer.forEach(
    state: \.named, action: /AppAction.named, environment: { $0.counter }),
  Reducer { state, action, _ in
    if case .reset = action { state.resets += 1 }
    return .none
  }
)
.signpost()

/// A reusable higher-order reducer with a case path in its signature, the 0.x way.
func counting<State, Action, Environment>(
  state toCounter: WritableKeyPath<State, CounterState>,
  action toCounterAction: CasePath<Action, CounterAction>,
  environment: @escaping (Environment) -> CounterEnvironment
) -> Reducer<State, Action, Environment> {
  counterReducer.pullback(state: toCounter, action: toCounterAction, environment: environment)
}

final class SeedStyleClientTests: XCTestCase {
  func testPullbackOptionalForEach() {
    var state = AppState(
      modal: CounterState(), rows: [CounterState(id: 7)], named: ["a": CounterState()])
    let environment = AppEnvironment(counter: .test)
    _ = appReducer.run(&state, .counter(.increment), environment)
    _ = appReducer.run(&state, .modal(.decrement), environment)
    _ = appReducer.run(&state, .row(id: 7, action: .increment), environment)
    _ = appReducer.run(&state, .row(id: 8, action: .increment), environment)
    _ = appReducer.run(&state, .named("a", .decrement), environment)
    _ = appReducer.run(&state, .named("b", .decrement), environment)
    _ = appReducer.run(&state, .reset, environment)
    XCTAssertEqual(state.named, ["a": CounterState(count: -1)])
    XCTAssertEqual(state.counter.count, 1)
    XCTAssertEqual(state.modal?.count, -1)
    XCTAssertEqual(state.rows[id: 7]?.count, 1)
    XCTAssertEqual(state.resets, 1)
    state.modal = nil
    _ = appReducer.run(&state, .modal(.increment), environment)
    XCTAssertNil(state.modal)
  }

  func testStoreRunsEffectsOfPulledBackReducers() {
    let store = Store(
      initialState: AppState(), reducer: appReducer,
      environment: AppEnvironment(counter: .test))
    store.send(.counter(.randomTapped))
    XCTAssertEqual(store.state.counter.count, 4)
  }

  func testCasePathInSignature() {
    let reducer = counting(
      state: \AppState.counter, action: /AppAction.counter,
      environment: { (_: Void) in .test })
    var state = AppState()
    _ = reducer.run(&state, .counter(.increment), ())
    XCTAssertEqual(state.counter.count, 1)
    let path: CasePath<AppAction, CounterAction> = /AppAction.counter
    XCTAssertEqual(path.embed(.decrement), .counter(.decrement))
  }

  func testCasePathWithoutTypeContext() {
    let counter = /AppAction.counter
    XCTAssertEqual(counter.extract(from: .counter(.increment)), .increment)
    XCTAssertNil(counter.extract(from: .reset))
    let row = /AppAction.row(id:action:)
    XCTAssertEqual(row.extract(from: .row(id: 3, action: .decrement))?.0, 3)
    let reset = /AppAction.reset
    XCTAssertNotNil(reset.extract(from: .reset))
    XCTAssertNil(reset.extract(from: .counter(.increment)))
    let identity = /AppAction.self
    XCTAssertEqual(identity.extract(from: .reset), .reset)
  }
}
