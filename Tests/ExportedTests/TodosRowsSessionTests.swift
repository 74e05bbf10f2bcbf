// Exported by store-shell (export test): 12 steps on TodosFeature.
import Composable
import StoreShellCaseStudies
import XCTest

final class TodosRowsSessionTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(TodosFeature.self, context: .test(scheduler: scheduler))

    await store.send(.addTodoButtonTapped) {
      $0.todos = [
        Todo(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        )
      ]
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo(
        description: "",
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        isComplete: false
      ), at: 0)
    }
    await store.send(
      .todo(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        action: .textFieldChanged("Milk")
      )
    ) {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!]?.description = "Milk"
    }
    await store.send(
      .todo(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        action: .textFieldChanged("Eggs")
      )
    ) {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]?.description = "Eggs"
    }
    await store.send(
      .todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, action: .checkBoxToggled)
    ) {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!]?.isComplete = true
    }
    await scheduler.advance(by: .milliseconds(500))
    await store.send(
      .todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, action: .checkBoxToggled)
    ) {
      $0.todos[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]?.isComplete = true
    }
    await scheduler.advance(by: .milliseconds(500))
    await scheduler.advance(by: .milliseconds(500))
    await store.receive(.sortCompletedTodos)
    await store.send(.filterPicked(.completed)) { $0.filter = .completed }
    let task8 = await store.send(.move([0], 2)) {
      $0.todos = [
        Todo(
          description: "Eggs",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: true
        ),
        Todo(
          description: "Milk",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
          isComplete: true
        )
      ]
    }
    await store.send(.clearCompletedButtonTapped) { $0.todos = [] }
    // The session left effect #2 delay from move([0], 2) running: cancelled so the test ends clean.
    await task8.cancel()
  }
}
