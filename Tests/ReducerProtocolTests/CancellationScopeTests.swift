import ComposableArchitecture
import XCTest

/// A ticking element of a list.
struct Ticker: ReducerProtocol {
  struct State: Equatable, Identifiable {
    let id: Int
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case stop
    case tick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .start:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A list of tickers, and a ticker that may be shown.
struct Tickers: ReducerProtocol {
  struct State: Equatable {
    var tickers: IdentifiedArrayOf<Ticker.State> = []
    var shown: Ticker.State?
  }

  enum Action: Equatable {
    case ticker(id: Int, action: Ticker.Action)
    case shown(Ticker.Action)
    case remove(Int)
    case stopAll
  }

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.tickers.remove(id: id)
        return .none
      case .stopAll:
        return .cancel(id: Ticker.CancelID.timer)
      case .ticker, .shown:
        return .none
      }
    }
    .forEach(\.tickers, action: /Action.ticker(id:action:)) { Ticker() }
    .ifLet(\.shown, action: /Action.shown) { Ticker() }
  }
}

/// A child's cancel ids are its own, as TCA 0.56 scopes them by the path of `forEach` and
/// `ifLet` elements the child runs in: a sibling's `.cancel(id:)` leaves them alone, a parent's
/// cancels its children's.
@MainActor
final class CancellationScopeTests: XCTestCase {
  func testAnElementsCancelLeavesItsSiblingsEffectRunning() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Tickers.State(tickers: [Ticker.State(id: 1), Ticker.State(id: 2)])
    ) {
      Tickers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.ticker(id: 1, action: .start))
    await store.send(.ticker(id: 2, action: .start))
    await store.send(.ticker(id: 2, action: .stop))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(id: 1, action: .tick)) {
      $0.tickers[id: 1]?.ticks = 1
    }
    // Removing element 1 cancels its effect.
    await store.send(.remove(1)) {
      $0.tickers.remove(id: 1)
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  func testAnIfLetChildsIDsAreApartFromAListElementsAndTheParentCancelsBoth() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Tickers.State(tickers: [Ticker.State(id: 1)], shown: Ticker.State(id: 9))
    ) {
      Tickers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.ticker(id: 1, action: .start))
    await store.send(.shown(.start))
    await store.send(.shown(.stop))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(id: 1, action: .tick)) {
      $0.tickers[id: 1]?.ticks = 1
    }
    await store.send(.shown(.start))
    // The parent's cancel reaches the id in every child.
    await store.send(.stopAll)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
