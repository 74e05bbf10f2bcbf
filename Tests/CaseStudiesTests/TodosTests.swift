import StoreShellCaseStudies
import Composable
import XCTest

@MainActor
final class TodosTests: XCTestCase {
  let mainQueue = DispatchQueue.test

  func makeStore(_ state: TodosState) -> TestStore<TodosState, TodosAction, TodosEnvironment> {
    TestStore(
      initialState: state,
      reducer: todosReducer,
      environment: TodosEnvironment(
        mainQueue: mainQueue.eraseToAnyScheduler(),
        uuid: UUID.incrementing
      )
    )
  }

  func testAddTodo() async {
    let store = makeStore(TodosState())

    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo(description: "", id: .number(0), isComplete: false), at: 0)
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo(description: "", id: .number(1), isComplete: false), at: 0)
    }
  }

  func testEditTodo() async {
    let state = TodosState(todos: [Todo(description: "", id: .number(0))])
    let store = makeStore(state)

    await store.send(.todo(id: .number(0), action: .textFieldChanged("Learn Composable"))) {
      $0.todos[id: .number(0)]?.description = "Learn Composable"
    }
  }

  /// `count` empty to-dos, numbered from 0.
  func todos(_ count: Int) -> IdentifiedArrayOf<Todo> {
    IdentifiedArrayOf(uniqueElements: (0..<count).map { Todo(description: "", id: .number($0)) })
  }

  func testCompleteTodoSortsAfterASecond() async {
    let store = makeStore(TodosState(todos: todos(2)))

    await store.send(.todo(id: .number(0), action: .checkBoxToggled)) {
      $0.todos[id: .number(0)]?.isComplete = true
    }
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [
        $0.todos[1],
        $0.todos[0],
      ]
    }
  }

  func testCompleteTodoDebounces() async {
    let store = makeStore(TodosState(todos: todos(3)))

    await store.send(.todo(id: .number(0), action: .checkBoxToggled)) {
      $0.todos[id: .number(0)]?.isComplete = true
    }
    await mainQueue.advance(by: .milliseconds(500))
    // A second check within the second starts the wait over: no sort a second after the first.
    await store.send(.todo(id: .number(1), action: .checkBoxToggled)) {
      $0.todos[id: .number(1)]?.isComplete = true
    }
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [$0.todos[2], $0.todos[0], $0.todos[1]]
    }
  }

  func testClearCompleted() async {
    let state = TodosState(
      todos: [
        Todo(description: "", id: .number(0)),
        Todo(description: "", id: .number(1), isComplete: true),
      ]
    )
    let store = makeStore(state)
    XCTAssertTrue(store.state.hasCompletedTodos)

    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [$0.todos[0]]
    }
    XCTAssertFalse(store.state.hasCompletedTodos)
  }

  func testDelete() async {
    let state = TodosState(
      todos: [
        Todo(description: "", id: .number(0)),
        Todo(description: "", id: .number(1)),
        Todo(description: "", id: .number(2)),
      ]
    )
    let store = makeStore(state)

    await store.send(.delete([1])) {
      $0.todos = [$0.todos[0], $0.todos[2]]
    }
  }

  func testDeleteWhileFiltered() async {
    let state = TodosState(
      filter: .completed,
      todos: [
        Todo(description: "", id: .number(0)),
        Todo(description: "", id: .number(1)),
        Todo(description: "", id: .number(2), isComplete: true),
      ]
    )
    let store = makeStore(state)

    await store.send(.delete([0])) {
      $0.todos = [$0.todos[0], $0.todos[1]]
    }
  }

  func testMoveSortsCompletedAfterADelay() async {
    let state = TodosState(
      todos: [
        Todo(description: "", id: .number(0)),
        Todo(description: "", id: .number(1), isComplete: true),
        Todo(description: "", id: .number(2)),
      ]
    )
    let store = makeStore(state)

    await store.send(.move([0], 3)) {
      $0.todos = [$0.todos[1], $0.todos[2], $0.todos[0]]
    }
    await mainQueue.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[2], $0.todos[0]]
    }
  }

  func testFilteredEdit() async {
    let state = TodosState(
      todos: [
        Todo(description: "", id: .number(0)),
        Todo(description: "", id: .number(1), isComplete: true),
      ]
    )
    let store = makeStore(state)

    await store.send(.filterPicked(.completed)) {
      $0.filter = .completed
    }
    XCTAssertEqual(store.state.filteredTodos.map(\.id), [.number(1)])
    await store.send(.todo(id: .number(1), action: .textFieldChanged("Did this"))) {
      $0.todos[id: .number(1)]?.description = "Did this"
    }
    await store.send(.filterPicked(.active)) {
      $0.filter = .active
    }
    XCTAssertEqual(store.state.filteredTodos.map(\.id), [.number(0)])
  }
}
