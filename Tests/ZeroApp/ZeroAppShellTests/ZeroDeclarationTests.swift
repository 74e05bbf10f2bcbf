import Foundation
@testable import StoreShell
import XCTest
import ZeroAppFeatures
import ZeroAppModels

/// A ReducerProtocol feature opens with no declaration: the shell sets the dependencies it owns
/// (scheduler, clock, ids, dates, random numbers) to its virtual time, the app's clients run at
/// their `previewValue`, and a user's `withDependencies` changes any of them.
final class ZeroDeclarationTests: XCTestCase {
  private var app: AnyShellFeature {
    AnyShellFeature(name: "app", initialState: AppFeature.State()) { AppFeature() }
  }

  private func texts(_ runner: any ShellRunner, _ line: String) -> [String] {
    let result = runner.execute(line)
    XCTAssertNil(result.error, "\(line): \(result.error.map { "\($0)" } ?? "")")
    return result.lines.map(\.text)
  }

  func testTheDebounceRunsOnTheShellsSchedulerWithThePreviewClient() {
    let runner = app.makeTestRunner()
    _ = texts(runner, "set diff off")
    XCTAssertEqual(
      texts(runner, #"send search(.queryChanged("buy"))"#).last,
      "effects: 1 in flight: #0 debounce from search.queryChanged(\"buy\"), next in 300ms, id SuggestionSearch.SuggestID")
    XCTAssertEqual(texts(runner, "advance 299ms").last?.hasPrefix("effects: 1 in flight"), true)
    let delivered = texts(runner, "advance 1ms")
    XCTAssertEqual(
      delivered.first,
      #"← search.suggestionsResponse.success([(title: "Buy milk"), (title: "Buy bread")])  (#0 debounce)"#)
    XCTAssertEqual(delivered.last, "effects: none in flight")
  }

  func testUUIDsCountUpAndTheStackIsPathedAndTyped() {
    let runner = app.makeTestRunner()
    _ = texts(runner, "set diff off")
    _ = texts(runner, #"send search(.queryChanged("Call"))"#)
    _ = texts(runner, "advance 300ms")
    _ = texts(runner, "send addButtonTapped")
    XCTAssertEqual(
      texts(runner, "state reminders[0].id"), ["  UUID(00000000-0000-0000-0000-000000000001)"])
    _ = texts(runner, "send openReminder(id: UUID(00000000-0000-0000-0000-000000000001))")
    XCTAssertEqual(texts(runner, "state path[0].reminder.title"), [#"  "Call mum""#])
    _ = texts(runner, #"send path(.element(id: 0, action: .titleChanged("Call dad")))"#)
    XCTAssertEqual(texts(runner, "state path[0].reminder.title"), [#"  "Call dad""#])
    _ = texts(runner, "send path(.element(id: 0, action: .doneButtonTapped))")
    _ = texts(runner, "run")
    XCTAssertEqual(texts(runner, "state path.count"), ["  0"])
    XCTAssertEqual(texts(runner, "state reminders[0].isDone"), ["  true"])
    XCTAssertEqual(texts(runner, "state reminders[0].title"), [#"  "Call dad""#])
  }

  func testAdvanceMovesTheContinuousClockAsTheScheduler() {
    let runner = app.makeTestRunner()
    _ = texts(runner, "set diff off")
    _ = texts(runner, "send snoozeButtonTapped")
    XCTAssertEqual(
      texts(runner, "send snooze(.presented(.startButtonTapped))").last,
      "effects: 1 in flight: #0 run from snooze.presented.startButtonTapped, next in 2s, id child Snooze.State")
    XCTAssertEqual(texts(runner, "advance 1999ms").last?.hasPrefix("effects: 1 in flight"), true)
    XCTAssertEqual(texts(runner, "state snooze?.isWaiting"), ["  true"])
    _ = texts(runner, "advance 1ms")
    _ = texts(runner, "run")
    XCTAssertEqual(texts(runner, "state snooze"), ["  nil"])
  }

  func testWithDependenciesOverridesWhatTheShellSet() {
    let feature = AnyShellFeature(name: "app", initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .constant(UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!)
    }
    let runner = feature.makeTestRunner()
    _ = texts(runner, "send addButtonTapped")
    XCTAssertEqual(
      texts(runner, "state reminders[0].id"), ["  UUID(DEADBEEF-0000-0000-0000-000000000000)"])
  }

  func testLiveRunsTheClientsLiveValueOnRealTime() {
    let runner = app.makeRunner(.live, ShellSettings(), {})
    _ = texts(runner, "set diff off")
    _ = texts(runner, #"send search(.queryChanged("pay"))"#)
    // "Pay rent" is only in the client's liveValue.
    XCTAssertEqual(
      texts(runner, "wait 1s").first,
      #"← search.suggestionsResponse.success([(title: "Pay rent")])  (#0 debounce)"#)
    _ = texts(runner, "send addButtonTapped")
    XCTAssertNotEqual(
      texts(runner, "state reminders[0].id"), ["  UUID(00000000-0000-0000-0000-000000000001)"])
  }

  func testHelpListsTheDependenciesTheShellSets() {
    XCTAssertTrue(app.setsDependencies)
    for name in [#"\.mainQueue"#, #"\.continuousClock"#, #"\.uuid"#, #"\.date"#, "previewValue"] {
      XCTAssertTrue(ShellDependencies.helpSection.contains(name), name)
    }
  }
}
