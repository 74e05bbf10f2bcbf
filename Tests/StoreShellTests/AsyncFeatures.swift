import Composable
import ConcurrencyExtras
@testable import StoreShell

// Test-only features whose effects are tasks: a search that debounces on the scheduler and
// answers with a `TaskResult`, a `.run` loop ticking on the scheduler, and a login whose client
// takes real time. Written the 0.40 way, with sleeps on the environment's scheduler.

extension AnyScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
  /// Suspends the current task until `duration` of the scheduler's time has passed.
  func virtualSleep(for duration: DispatchQueue.SchedulerTimeType.Stride) async throws {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      schedule(after: now.advanced(by: duration)) { continuation.resume() }
    }
    try Task.checkCancellation()
  }
}

// MARK: Search

struct SearchState: Equatable {
  var query = ""
  var results: [String] = []
  var isSearching = false
}

enum SearchAction: Codable, Equatable {
  case queryChanged(String)
  case searchResponse(SearchResponse)
}

/// A `TaskResult` as an action's payload.
enum SearchResponse: Codable, Equatable {
  case success([String])
  case failure(String)

  init(_ result: TaskResult<[String]>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure("\(error)")
    }
  }
}

struct SearchEnvironment {
  var search: @Sendable (String) async throws -> [String]
  var scheduler: AnySchedulerOf<DispatchQueue>
}

/// The search's cancellation id.
struct SearchID: Hashable {}

var searchReducer: Reducer<SearchState, SearchAction, SearchEnvironment> {
  Reducer { state, action, environment in
    switch action {
    case let .queryChanged(query):
      state.query = query
      guard !query.isEmpty else {
        state.results = []
        state.isSearching = false
        return .cancel(id: SearchID())
      }
      state.isSearching = true
      let (search, scheduler) = (environment.search, UncheckedSendable(environment.scheduler))
      return .task {
        try await scheduler.value.virtualSleep(for: .milliseconds(300))
        return .searchResponse(SearchResponse(await TaskResult { try await search(query) }))
      }
      .cancellable(id: SearchID(), cancelInFlight: true)
    case let .searchResponse(.success(results)):
      state.isSearching = false
      state.results = results
      return .none
    case .searchResponse(.failure):
      state.isSearching = false
      return .none
    }
  }
}

/// The search feature on the shell's scheduler: its client answers after 100 ms of virtual time.
var searchFeature: ShellFeature<SearchState, SearchAction> {
  ShellFeature(
    name: "search", initialState: SearchState(), reducer: searchReducer,
    environment: { context in
      let scheduler = UncheckedSendable(context.scheduler)
      return SearchEnvironment(
        search: { query in
          try await scheduler.value.virtualSleep(for: .milliseconds(100))
          if query == "fail" { throw SearchFailure() }
          return ["\(query) 1", "\(query) 2"]
        },
        scheduler: context.scheduler)
    })
}

struct SearchFailure: Error, CustomStringConvertible {
  var description: String { "network down" }
}

// MARK: Ticker

struct TickerState: Equatable {
  var ticks = 0
}

enum TickerAction: Codable, Equatable {
  case start
  case tick
}

/// A `.run` loop that sleeps 10 ms on the scheduler and ticks, forever.
var tickerFeature: ShellFeature<TickerState, TickerAction> {
  ShellFeature(
    name: "ticker", initialState: TickerState(),
    reducer: Reducer<TickerState, TickerAction, AnySchedulerOf<DispatchQueue>> { state, action, scheduler in
      switch action {
      case .start:
        let scheduler = UncheckedSendable(scheduler)
        return .run { send in
          while true {
            try await scheduler.value.virtualSleep(for: .milliseconds(10))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    },
    environment: { $0.scheduler })
}

// MARK: Login

struct LoginState: Equatable {
  var user: String?
}

enum LoginAction: Codable, Equatable {
  case loginButtonTapped
  case loginResponse(String)
  /// Logs in with a client that sleeps on `ContinuousClock` (`Task.sleep(for:)`).
  case clockLoginButtonTapped
}

/// A login whose client takes 200 ms of real time: a live client on a test store.
var loginFeature: ShellFeature<LoginState, LoginAction> {
  ShellFeature(
    name: "login", initialState: LoginState(),
    reducer: Reducer<LoginState, LoginAction, Void> { state, action, _ in
      switch action {
      case .loginButtonTapped:
        return .task {
          try await Task.sleep(nanoseconds: 200_000_000)
          return .loginResponse("blob")
        }
      case .clockLoginButtonTapped:
        return .task {
          try await Task.sleep(for: .milliseconds(200))
          return .loginResponse("clock")
        }
      case let .loginResponse(user):
        state.user = user
        return .none
      }
    },
    environment: { _ in () })
}

// MARK: Gated login

/// A live client's answer that comes when the test says so, from another thread.
final class Gate: Sendable {
  private let state = LockIsolated<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  /// Suspends until the gate is open.
  func pass() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withValue {
        if !$0.isOpen { $0.waiters.append(continuation) }
        return $0.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate, from a thread of its own, as a network callback would.
  func open() {
    DispatchQueue.global().async {
      let waiters = self.state.withValue { state in
        state.isOpen = true
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }
}

/// The login with a client that answers when `gate` opens: busy in real time until then.
func gatedLoginFeature(_ gate: Gate) -> ShellFeature<LoginState, LoginAction> {
  ShellFeature(
    name: "login", initialState: LoginState(),
    reducer: Reducer<LoginState, LoginAction, Gate> { state, action, gate in
      switch action {
      case .loginButtonTapped, .clockLoginButtonTapped:
        return .task {
          await gate.pass()
          return .loginResponse("blob")
        }
      case let .loginResponse(user):
        state.user = user
        return .none
      }
    },
    environment: { _ in gate })
}
