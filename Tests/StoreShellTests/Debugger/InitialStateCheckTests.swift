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

/// The same for rows kept by id (an `IdentifiedArray`, as TCA's lists are), and for a state
/// whose type is not `Equatable`: the first path that differs, not the list or the state.
final class InitialStateCheckPathTests: XCTestCase {
  struct Row: Equatable, Identifiable { var id: UUID; var title = "" }
  struct State: Equatable { var title = ""; var rows: IdentifiedArrayOf<Row> }
  struct PlainState { var title = ""; var rows: [Row] }
  enum Action: Codable { case noop }

  func testIdentifiedRowsAreNamedByTheirIndexAndId() {
    let feature = ShellFeature(
      name: "rows", reducer: Reducer<State, Action, FeatureContext> { _, _, _ in .none },
      environment: { $0 },
      initialState: { _ in State(rows: [Row(id: UUID()), Row(id: UUID())]) })
    XCTAssertEqual(
      InitialStateCheck.warning(for: feature),
      "rows[0].id differs between two builds: draw ids from context.uuid")
  }

  func testAStateThatIsNotEquatableIsNamedByItsPath() {
    let feature = ShellFeature(
      name: "rows", reducer: Reducer<PlainState, Action, FeatureContext> { _, _, _ in .none },
      environment: { $0 },
      initialState: { _ in PlainState(rows: [Row(id: UUID())]) })
    XCTAssertEqual(
      InitialStateCheck.warning(for: feature),
      "rows[0].id differs between two builds: draw ids from context.uuid")
  }
}
