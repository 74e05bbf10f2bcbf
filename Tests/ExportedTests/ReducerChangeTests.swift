// An exported test fails, with the Composable Architecture's wording, the day the reducer
// changes what it did: GameFlowOnIncrementByTwo.swift holds GameFlowSessionTests' steps,
// verbatim, on a game whose counter.increment adds 2. Swift Testing, because XCTest on Linux
// cannot expect failures.
import Composable
import Foundation
import IssueReporting
import Testing

@testable import StoreShellExamples

/// The demo game with one change: `counter.increment` adds 2.
enum IncrementByTwoGameFeature: ComposableFeature {
  static var reducer: Reducer<GameState, GameAction, GameEnvironment> {
    Reducer { state, action, environment in
      if case .counter(.increment) = action { state.counter.count += 1 }
      return GameFeature.reducer.run(&state, action, environment)
    }
  }

  static func environment(_ context: FeatureContext) -> GameEnvironment {
    GameFeature.environment(context)
  }

  static func initialState(_ context: FeatureContext, _ environment: GameEnvironment) -> GameState {
    GameFeature.initialState(context, environment)
  }
}

@Suite struct ReducerChangeTests {
  @Test func theExportedStepsFailOnTheChangedReducer() {
    withExpectedIssue { gameFlowOnIncrementByTwo() }
  }

  @Test func theFirstFailureIsTheIncrementInTheComposableArchitecturesWords() {
    let collector = MessageCollector()
    withIssueReporters([collector]) { gameFlowOnIncrementByTwo() }
    let first = collector.messages.first ?? ""
    #expect(first.hasPrefix("A state change does not match expectation: …"))
    #expect(first.contains("−     count: -88,"))
    #expect(first.contains("+     count: -87,"))
    #expect(first.contains("(Expected: −, Actual: +)"))
  }
}

/// Keeps the messages of the issues reported, instead of failing the test.
private final class MessageCollector: IssueReporter, @unchecked Sendable {
  var messages: [String] = []

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    messages.append((message() ?? "").replacingOccurrences(of: "\u{2007}", with: " "))
  }
}
