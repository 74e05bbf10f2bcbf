import Composable
import Foundation
import XCTest

@testable import StoreShell

/// A nondeterministic initial state is named with its first differing path and the fix.
final class InitialStateCheckTests: XCTestCase {
  struct Row: Equatable { var id: UUID }
  struct State: Equatable { var rows: [Row]; var title = "" }
  enum Action: Codable { case noop }

  private func feature(_ makeID: @escaping (FeatureContext) -> UUID) -> ShellFeature<State, Action> {
    ShellFeature(
      name: "rows", reducer: Reducer<State, Action, FeatureContext> { _, _, _ in .none },
      environment: { $0 }, initialState: { State(rows: [Row(id: makeID($0))]) })
  }

  func testAStateDrawingUUIDsItselfIsNamedWithTheFix() {
    XCTAssertEqual(
      InitialStateCheck.warning(for: feature { _ in UUID() }),
      "rows[0].id differs between two builds: draw ids from context.uuid")
  }

  func testAStateFromTheContextPasses() {
    XCTAssertNil(InitialStateCheck.warning(for: feature { $0.uuid() }))
  }
}
