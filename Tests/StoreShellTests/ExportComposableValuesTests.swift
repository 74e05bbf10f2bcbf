import Composable
import StoreShellExamples
import Foundation
import XCTest

@testable import StateDiff
@testable import StoreShell
@testable import SwiftSource

/// How `export test` writes the Composable types a session holds: dialogs and alerts with their
/// buttons' actions, binding actions, and `TaskResult` failures; and the error that refuses a
/// failure no test could receive.
final class ExportComposableValuesTests: XCTestCase {
  private let writer = SwiftValueWriter()

  private func text(_ value: Any) throws -> String { try writer.expression(value).singleLine }

  func testADialogIsWrittenByItsInitializerWithItsButtonsActions() throws {
    let dialog = ConfirmationDialogState<FetchAction>(
      title: TextState("Delete?"), titleVisibility: .visible, message: TextState("For good."),
      buttons: [.destructive(TextState("Delete"), action: .send(.fetch)), .cancel()])
    XCTAssertEqual(
      try text(dialog),
      #"ConfirmationDialogState(title: TextState("Delete?"), titleVisibility: .visible, "#
        + #"message: TextState("For good."), buttons: [.destructive(TextState("Delete"), "#
        + #"action: .send(.fetch)), .cancel(TextState("Cancel"))])"#)
    XCTAssertEqual(
      try text(ConfirmationDialogState<FetchAction>(title: TextState("Sure?"))),
      #"ConfirmationDialogState(title: TextState("Sure?"))"#)
  }

  func testAnAlertIsWrittenByItsInitializerWithItsButtonsActions() throws {
    let alert = AlertState<FetchAction>(
      title: TextState("Empty"), message: TextState("Add one."),
      dismissButton: .default(TextState("OK"), action: .send(.fetch)))
    XCTAssertEqual(
      try text(alert),
      #"AlertState(title: TextState("Empty"), message: TextState("Add one."), "#
        + #"dismissButton: .default(TextState("OK"), action: .send(.fetch)))"#)
  }

  func testADialogReplacedByAnotherIsAssignedWhole() throws {
    var old = DialogHolder()
    old.dialog = ConfirmationDialogState(title: TextState("One"))
    var new = old
    new.dialog = ConfirmationDialogState(title: TextState("Two"))
    XCTAssertEqual(
      try MutationWriter().statements(StateChangeFinder.changes(from: old, to: new), indent: 0),
      [#"$0.dialog = ConfirmationDialogState(title: TextState("Two"))"#])
  }

  func testABindingActionIsWrittenAsTCA040WritesIt() throws {
    XCTAssertEqual(
      try text(BindingCounterAction.binding(.set(\.$countText, "42"))),
      #".binding(.set(\.$countText, "42"))"#)
    XCTAssertEqual(
      try text(BindingCounterAction.set(\.$sliderValue, 0.5)), #".binding(.set(\.$sliderValue, 0.5))"#)
  }

  func testATaskResultFailureNamesItsErrorsType() throws {
    XCTAssertEqual(
      try text(FetchAction.response(.failure(FetchError.offline))),
      ".response(.failure(FetchError.offline))")
    XCTAssertEqual(
      try text(FetchAction.response(.failure(FetchError.status(404)))),
      ".response(.failure(FetchError.status(404)))")
    XCTAssertEqual(
      try text(FetchAction.response(.failure(TaskFailure("network down")))),
      #".response(.failure(TaskFailure("network down")))"#)
    XCTAssertEqual(try text(FetchAction.response(.success(7))), ".response(.success(7))")
  }

  /// A failure typed into the shell is a `TaskFailure`: the test sends the same value.
  func testAFailureTypedAsTextIsExportedAsATaskFailure() {
    let session = ShellSession(feature: ShellFeature(FetchFeature.self))
    XCTAssertNil(session.execute(#"send response(.failure("network down"))"#).error)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("FetchTyped\(UUID().uuidString.prefix(8)).swift").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertNil(session.execute("export test \(path) --name FetchTests").error)
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    XCTAssertTrue(
      text.contains(#"store.send(.response(.failure(TaskFailure("network down")))) {"#), text)
    XCTAssertTrue(text.contains(#"$0.message = "network down""#), text)
  }

  /// A received failure whose error is not `Equatable` cannot be asserted: it is skipped with
  /// a comment naming why, and the rest of the session exported.
  func testAReceivedFailureWhoseErrorIsNotEquatableIsSkippedWithAComment() throws {
    let session = ShellSession(feature: ShellFeature(FetchFeature.self))
    XCTAssertNil(session.execute("send fetch").error)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("FetchSkipped\(UUID().uuidString.prefix(8)).swift").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    XCTAssertNil(session.execute("export test \(path)").error)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertTrue(
      text.contains(
        "    // Not asserted: the action received here and those after it (it holds an error of "
          + "type OpaqueError, which is not Equatable (TaskResult compares failures by ==)).\n"
          + "    await store.skipReceivedActions()\n"), text)
  }
}

// MARK: - A feature whose effect fails

enum FetchError: Error, Equatable {
  case offline
  case status(Int)
}

/// An error that is not `Equatable`.
struct OpaqueError: Error {}

enum FetchAction: Codable, Equatable {
  case fetch
  case response(TaskResult<Int>)
}

struct FetchState: Equatable {
  var message = ""
}

struct DialogHolder: Equatable {
  var dialog: ConfirmationDialogState<FetchAction>?
}

/// A feature whose request fails with an error that is not `Equatable`.
enum FetchFeature: ComposableFeature {
  static var reducer: Reducer<FetchState, FetchAction, Void> {
    Reducer { state, action, _ in
      switch action {
      case .fetch:
        return .task { .response(await TaskResult { throw OpaqueError() }) }
      case let .response(.failure(error)):
        state.message = error.localizedDescription
        return .none
      case let .response(.success(value)):
        state.message = "\(value)"
        return .none
      }
    }
  }
  static func environment(_ context: FeatureContext) {}
  static func initialState(_ context: FeatureContext, _ environment: Void) -> FetchState { FetchState() }
}
