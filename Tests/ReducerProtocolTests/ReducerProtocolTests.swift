import ComposableArchitecture
import XCTest

/// ReducerProtocol features in the 0.56 spelling of their tests.
@MainActor
final class ReducerProtocolTests: XCTestCase {
  func testReduceIntoFeature() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  func testClockSleepInRunEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementResponse) {
      $0.count = 1
    }
  }

  func testTimerEffectCancelledByTask() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.timerStarted)
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.receive(.timerTicked) { $0.count = 2 }
    await task.cancel()
  }

  func testBodyWithIfLetForEachBindingAndOnChange() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.todos = [Todo.State(id: UUID(0))]
    }
    await store.send(.todo(id: UUID(0), action: .textChanged("Milk"))) {
      $0.todos[id: UUID(0)]?.text = "Milk"
      $0.editsCount = 1
    }
    await store.send(.counterButtonTapped) {
      $0.counter = Counter.State()
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter?.count = 1
    }
    await store.send(.dismissCounter) {
      $0.counter = nil
    }
    await store.send(.set(\.$query, "mi")) {
      $0.query = "mi"
      $0.queryChanges = 1
    }
  }

  func testDependenciesChangeBetweenSteps() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    await store.send(.addButtonTapped) {
      $0.todos = [Todo.State(id: UUID(7))]
    }
    store.dependencies.uuid = .constant(UUID(8))
    await store.send(.addButtonTapped) {
      $0.todos.append(Todo.State(id: UUID(8)))
    }
  }

  func testDependencyInTheTree() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
        .dependency(\.uuid, .constant(UUID(3)))
    }
    await store.send(.addButtonTapped) {
      $0.todos = [Todo.State(id: UUID(3))]
    }
  }

  func testTransformDependency() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
        .transformDependency(\.uuid) { $0 = .constant(UUID(5)) }
    } withDependencies: {
      $0.uuid = .constant(UUID(1))
    }
    await store.send(.addButtonTapped) {
      $0.todos = [Todo.State(id: UUID(5))]
    }
  }

  func testEnumStateScopeAndIfCaseLet() async {
    let store = TestStore(initialState: Switcher.State.counter(Counter.State())) {
      Switcher(logsActions: true, extra: Reduce { _, _ in .none }, mode: 1)
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0 = .counter(Counter.State(count: 1))
    }
    await store.send(.showTodo(UUID(1))) {
      $0 = .todo(Todo.State(id: UUID(1)))
    }
    await store.send(.todo(.checkBoxToggled)) {
      $0 = .todo(Todo.State(id: UUID(1), isComplete: true))
    }
  }

  func testIfLetCancelsTheChildsEffectsWhenDismissed() async {
    let clock = TestClock()
    let store = TestStore(initialState: Todos.State(counter: Counter.State())) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.counter(.timerStarted))
    await clock.advance(by: .seconds(1))
    await store.receive(.counter(.timerTicked)) {
      $0.counter?.count = 1
    }
    await store.send(.dismissCounter) {
      $0.counter = nil
    }
    await store.finish()
  }

  func testForEachCancelsARemovedElementsEffects() async {
    struct Rows: ReducerProtocol {
      struct State: Equatable {
        var rows: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1)]
      }
      enum Action: Equatable {
        case row(id: Int, action: Counter.Action)
        case remove(Int)
      }
      var body: some ReducerProtocolOf<Self> {
        Reduce { state, action in
          if case let .remove(id) = action { state.rows.remove(id: id) }
          return .none
        }
        .forEach(\.rows, action: /Action.row(id:action:)) {
          Counter()
        }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State()) {
      Rows()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.row(id: 1, action: .timerStarted))
    await store.send(.remove(1)) {
      $0.rows = []
    }
    await store.finish()
  }

  func testCombineReducersAndPrintChanges() async {
    let printed = LockIsolated<[String]>([])
    let store = TestStore(initialState: Counter.State()) {
      CombineReducers {
        Counter()
        EmptyReducer()
      }
      ._printChanges(
        _ReducerPrinter { action, old, new in
          printed.withValue { $0.append("\(action) \(old.count) -> \(new.count)") }
        })
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    XCTAssertEqual(printed.value, ["incrementButtonTapped 0 -> 1"])
  }

  func testExhaustivityOff() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.delayedIncrementButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.delayedIncrementResponse)
    XCTAssertEqual(store.state.count, 1)
    await store.send(.incrementButtonTapped)
    XCTAssertEqual(store.state.count, 2)
  }

  func testWithExhaustivityAndSkipping() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.withExhaustivity(.off) {
      await store.send(.incrementButtonTapped)
    }
    XCTAssertEqual(store.exhaustivity, .on)
    await store.send(.timerStarted)
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    XCTAssertEqual(store.state.count, 2)
    store.skipInFlightEffects()
  }

  func testStoreWithTrailingReducer() {
    let store = Store(initialState: Counter.State()) {
      Counter()
    }
    store.send(.incrementButtonTapped)
    XCTAssertEqual(store.state.count, 1)
  }

  func testStoreWithReducerValueAndDependencies() {
    let store = Store(
      initialState: Todos.State(), reducer: Todos(),
      prepareDependencies: { $0.uuid = .constant(UUID(9)) })
    store.send(.addButtonTapped)
    XCTAssertEqual(store.state.todos.ids, [UUID(9)])
  }
}
