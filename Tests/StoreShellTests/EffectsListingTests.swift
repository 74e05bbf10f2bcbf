import Composable
import Foundation
import StoreShell
import Testing

/// The `effects` command names each effect's cancellation ids: a type id by its name.
@Suite struct EffectsListingTests {
  enum TimerID {}
  enum Tick: Codable, Equatable { case start, named, tick }

  static var ticker: ShellFeature<Int, Tick> {
    ShellFeature(
      name: "ticker", initialState: 0,
      reducer: Reducer<Int, Tick, AnySchedulerOf<DispatchQueue>> { count, action, scheduler in
        switch action {
        case .start:
          return Effect.timer(id: TimerID.self, every: .milliseconds(10), on: scheduler)
            .map { _ in .tick }
        case .named:
          return Effect.timer(id: "clock", every: .seconds(1), on: scheduler).map { _ in .tick }
        case .tick:
          count += 1
          return .none
        }
      },
      environment: { $0.scheduler })
  }

  @Test func typeIDsPrintAsTheirNameAndOtherIDsAsTheirDump() {
    let session = ShellSession(feature: Self.ticker)
    _ = session.execute("send start")
    _ = session.execute("send named")
    let lines = session.execute("effects").lines.map(\.text)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.first?.hasSuffix(", id EffectsListingTests.TimerID") == true, "\(lines)")
    #expect(lines.last?.hasSuffix(#", id "clock""#) == true, "\(lines)")
  }
}
