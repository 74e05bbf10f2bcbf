// Exported by store-shell (export test): 10 steps on TodosFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class TodosDebuggerSessionTests: XCTestCase {
  func testSession() {
    let scheduler = DispatchQueue.test
    let store = TestStore(TodosFeature.self, context: .test(scheduler: scheduler))

    store.send(.addTodoButtonTapped) {
      $0.todos = [
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        )
      ]
    }
    store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo(
        description: "",
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        isComplete: false
      ), at: 0)
    }
    store.send(
      .todo(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        action: .textFieldChanged("Milk")
      )
    ) {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!]?.description = "Milk"
    }
    store.send(
      .todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, action: .checkBoxToggled)
    ) {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!]?.isComplete = true
    }
    scheduler.advance(by: .seconds(1))
    store.receive(.sortCompletedTodos) {
      $0.todos = [
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        ),
        Todo(
          description: "Milk",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
          isComplete: true
        )
      ]
    }
    scheduler.advance(by: .seconds(9))
    store.editState {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!]?.description = "Eggs"
    }
    store.editState {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]?.description = "Oat milk"
    }
    store.editState { $0.filter = .completed }
    store.editState { $0.filter = .all }
  }
}
