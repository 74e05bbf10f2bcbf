// Exported by store-shell (export test): 14 steps on AppFeature.
import Composable
import ZeroAppFeatures
import ZeroAppModels
import XCTest

@MainActor final class AppFlowSessionTests: XCTestCase {
  nonisolated override func invokeTest() {
    withMainSerialExecutor { super.invokeTest() }
  }

  func testSession() async {
    let mainQueue = DispatchQueue.test
    let clock = TestClock()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.context = .preview  // The app's clients at their previewValue, as in the shell.
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
      $0.continuousClock = clock
      $0.suspendingClock = clock
      $0.uuid = UUIDGenerator(UUID.incrementing())
    }

    await store.send(.search(.queryChanged("bu"))) { $0.search.query = "bu" }
    await mainQueue.advance(by: .milliseconds(200))
    await clock.advance(by: .milliseconds(200))
    await store.send(.search(.queryChanged("buy"))) { $0.search.query = "buy" }
    await mainQueue.advance(by: .milliseconds(300))
    await clock.advance(by: .milliseconds(300))
    await store.receive(
      .search(
        .suggestionsResponse(
          .success([Suggestion(title: "Buy milk"), Suggestion(title: "Buy bread")])
        )
      )
    ) {
      $0.search.suggestions = [Suggestion(title: "Buy milk"), Suggestion(title: "Buy bread")]
    }
    await store.send(.addButtonTapped) {
      $0.reminders = [
        Reminder(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          title: "Buy milk",
          isDone: false
        )
      ]
    }
    await store.send(.snoozeButtonTapped) {
      $0.snooze = { var value = Snooze.State(seconds: 2); value.isWaiting = false; return value }()
    }
    await store.send(.snooze(.presented(.startButtonTapped))) { $0.snooze?.isWaiting = true }
    await mainQueue.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    await mainQueue.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.snooze(.presented(.timerFinished))) { $0.snooze?.isWaiting = false }
    await store.receive(.snooze(.dismiss)) { $0.snooze = nil }
    await mainQueue.run()
    await clock.run()
    await store.send(.openReminder(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)) {
      $0.path[id: 0] = ReminderDetail.State(
        reminder: Reminder(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          title: "Buy milk",
          isDone: false
        )
      )
    }
    await store.send(
      .path(.element(id: StackElementID(generation: 0), action: .titleChanged("Buy oat milk")))
    ) {
      $0.path[id: 0] = ReminderDetail.State(
        reminder: Reminder(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          title: "Buy oat milk",
          isDone: false
        )
      )
    }
    await store.send(.path(.element(id: StackElementID(generation: 0), action: .doneButtonTapped))) {
      $0.path[id: 0] = ReminderDetail.State(
        reminder: Reminder(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          title: "Buy oat milk",
          isDone: true
        )
      )
    }
    await store.receive(.path(.popFrom(id: StackElementID(generation: 0)))) {
      $0.reminders[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]?.title = "Buy oat milk"
      $0.reminders[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!]?.isDone = true
      $0.path[id: 0] = nil
    }
    await mainQueue.run()
    await clock.run()
  }
}
