// Client code in the style of TCA 0.40.2's case studies, compiled in Swift 5 mode: async
// effects that sleep on the environment's scheduler, cancellation by type, `TaskResult`,
// timers from `timer(interval:)`, a run loop scheduler, a confirmation dialog, callback
// effects and `.unimplemented` environments.
import Composable
import XCTest

// MARK: - Search: debounced by sleeping, cancelled in flight, answered with TaskResult

struct SearchState: Equatable {
  var query = ""
  var results: [String] = []
  var isSearching = false
}

enum SearchAction: Equatable {
  case queryChanged(String)
  case response(TaskResult<[String]>)
  case cancelTapped
}

struct SearchEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
  var search: @Sendable (String) async throws -> [String]

  static let unimplemented = SearchEnvironment(
    mainQueue: .unimplemented("mainQueue"), search: XCTUnimplemented("search"))
}

let searchReducer = Reducer<SearchState, SearchAction, SearchEnvironment> {
  state, action, environment in
  enum SearchID {}

  switch action {
  case let .queryChanged(query):
    state.query = query
    guard !query.isEmpty else {
      state.results = []
      return .cancel(id: SearchID.self)
    }
    state.isSearching = true
    return .task {
      try await environment.mainQueue.sleep(for: .milliseconds(300))
      return await .response(TaskResult { try await environment.search(query) })
    }
    .cancellable(id: SearchID.self, cancelInFlight: true)

  case let .response(.success(results)):
    state.isSearching = false
    state.results = results
    return .none

  case .response(.failure):
    state.isSearching = false
    return .none

  case .cancelTapped:
    state.isSearching = false
    return .cancel(id: SearchID.self)
  }
}

// MARK: - Timer: a clock driven by timer(interval:), stopped by type id

struct ClockState: Equatable {
  var isRunning = false
  var seconds = 0
}

enum ClockAction: Equatable {
  case toggle
  case tick
}

struct ClockEnvironment {
  var mainQueue: AnySchedulerOf<DispatchQueue>
}

let clockReducer = Reducer<ClockState, ClockAction, ClockEnvironment> {
  state, action, environment in
  enum TimerID {}

  switch action {
  case .toggle:
    state.isRunning.toggle()
    guard state.isRunning else { return .cancel(id: TimerID.self) }
    return .run { send in
      for await _ in environment.mainQueue.timer(interval: .seconds(1)) {
        send(.tick)
      }
    }
    .cancellable(id: TimerID.self, cancelInFlight: true)

  case .tick:
    state.seconds += 1
    return .none
  }
}

// MARK: - A run loop scheduled reminder with a confirmation dialog

struct ReminderState: Equatable {
  var dialog: ConfirmationDialogState<ReminderAction>?
  var reminded = false
  var log: [String] = []
}

enum ReminderAction: Equatable {
  case remindTapped
  case confirm
  case dismiss
  case fire
  case logged(String)
}

struct ReminderEnvironment {
  var runLoop: AnySchedulerOf<RunLoop>
  var notifications: () -> Effect<String, Never>
}

let reminderReducer = Reducer<ReminderState, ReminderAction, ReminderEnvironment> {
  state, action, environment in
  switch action {
  case .remindTapped:
    state.dialog = ConfirmationDialogState(
      title: "Remind me in a second?",
      titleVisibility: .visible,
      buttons: [.default("Remind me", action: .send(.confirm)), .cancel(action: .send(.dismiss))])
    return .none
  case .confirm:
    state.dialog = nil
    return .merge(
      Effect(value: .fire).delay(for: 1, scheduler: environment.runLoop),
      environment.notifications().map(ReminderAction.logged)
    )
  case .dismiss:
    state.dialog = nil
    return .none
  case .fire:
    state.reminded = true
    return .none
  case let .logged(text):
    state.log.append(text)
    return .none
  }
}
.debug("reminder", environment: { _ in DebugEnvironment(printer: { _ in }) })

final class Era040ClientTests: XCTestCase {
  func testSearchDebouncesAndAnswers() async {
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(mainQueue: .immediate, search: { ["\($0)!"] }))
    store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.isSearching = true
    }
    await store.receive(.response(.success(["a!"]))) {
      $0.isSearching = false
      $0.results = ["a!"]
    }
    store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = []
    }
  }

  func testSearchFailureIsAnEquatableTaskResult() async {
    struct Offline: Error, Hashable {}
    let store = TestStore(
      initialState: SearchState(),
      reducer: searchReducer,
      environment: SearchEnvironment(mainQueue: .immediate, search: { _ in throw Offline() }))
    store.send(.queryChanged("b")) {
      $0.query = "b"
      $0.isSearching = true
    }
    await store.receive(.response(.failure(Offline()))) { $0.isSearching = false }
    XCTAssertEqual(Set([TaskResult<Int>.failure(Offline()), .failure(Offline())]).count, 1)
  }

  func testUnimplementedEnvironmentFailsWhenUsed() async {
    let store = Store(
      initialState: SearchState(), reducer: searchReducer, environment: .unimplemented,
      inbox: EffectInbox())
    let issues = await collectIssues {
      store.send(.queryChanged("c"))
      let deadline = Date(timeIntervalSinceNow: 30)
      while !store.effects.records.isEmpty, Date() < deadline {
        try? await Task.sleep(nanoseconds: 1_000_000)
        store.effects.inbox.drain()
      }
    }
    XCTAssertTrue(issues.contains { $0.contains("mainQueue - An unimplemented scheduler") }, "\(issues)")
    XCTAssertTrue(issues.contains { $0.contains("search") }, "\(issues)")
  }

  func testTaskCancellationByType() async throws {
    enum WorkID {}
    let value = try await withTaskCancellation(id: WorkID.self, cancelInFlight: true) {
      try await DispatchQueue.immediate.sleep(for: .seconds(1))
      return 1
    }
    XCTAssertEqual(value, 1)
    let started = LockIsolated(false)
    let task = Task {
      try await withTaskCancellation(id: WorkID.self) {
        started.setValue(true)
        try await Task.sleep(nanoseconds: NSEC_PER_SEC * 60)
      }
    }
    while !started.value { await Task.yield() }
    await Task.cancel(id: WorkID.self)
    let result = await task.result
    XCTAssertThrowsError(try result.get())
  }

  func testClockTicksAndStops() async {
    let store = TestStore(
      initialState: ClockState(), reducer: clockReducer,
      environment: ClockEnvironment(mainQueue: .immediate))
    store.send(.toggle) { $0.isRunning = true }
    await store.receive(.tick) { $0.seconds = 1 }
    store.send(.toggle) { $0.isRunning = false }
    await store.finish()
  }

  func testReminderOnTheTestRunLoop() {
    let runLoop = RunLoop.test
    let store = Store(
      initialState: ReminderState(), reducer: reminderReducer,
      environment: ReminderEnvironment(
        runLoop: runLoop.eraseToAnyScheduler(),
        notifications: {
          Effect.run { subscriber in
            subscriber.send("scheduled")
            subscriber.send(completion: .finished)
            return AnyCancellable {}
          }
        }),
      inbox: EffectInbox())
    store.send(.remindTapped)
    XCTAssertEqual(store.state.dialog?.buttons.map(\.label), ["Remind me", "Cancel"])
    guard case let .send(action)? = store.state.dialog?.buttons.first?.action else {
      return XCTFail("the dialog's first button sends no action")
    }
    store.send(action)
    XCTAssertNil(store.state.dialog)
    XCTAssertEqual(store.state.log, ["scheduled"])
    runLoop.advance(by: 0.5)
    XCTAssertFalse(store.state.reminded)
    runLoop.advance(by: 0.5)
    XCTAssertTrue(store.state.reminded)
  }
}
