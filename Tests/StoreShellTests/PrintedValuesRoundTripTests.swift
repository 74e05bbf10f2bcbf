import StoreShellCaseStudies
import Composable
import CustomDump
import StoreShellExamples
import Foundation
import XCTest

@testable import ActionText

/// Every value the shell prints reads back as the same value: random actions of the demo's and
/// the case studies' features (seeded, so every run draws the same ones, with RenderParseRoundTripTests' generator), each printed as the
/// shell echoes it (`ActionText.render`) and as `state` and diffs dump it (custom-dump), then
/// every value inside them that is `Decodable` (structs, nested enums, UUIDs, dates, arrays)
/// dumped alone, the way a diff prints a changed field; each text parsed back and compared.
final class PrintedValuesRoundTripTests: XCTestCase {
  func testRandomActionsAndTheirValuesReadBackAsPrinted() throws {
    let generator = RandomSource(seed: 0x5EED_0023)
    var checked = 0
    var failures: [String] = []
    func check<Action: Decodable & Equatable>(_ type: Action.Type, count: Int) {
      let schema = ActionSchema.of(type)
      var random = RandomEncodedValues(schema: schema, generator: generator)
      var made = 0
      var attempts = 0
      while made < count, attempts < count * 4 {
        attempts += 1
        let encoded = random.value(schema.root, depth: 0)
        // A value its `init(from:)` refuses (a hand-written check) is not an action.
        guard let action = try? EncodedValueDecoder.decode(type, from: encoded) else { continue }
        made += 1
        let echoed = ActionText.render(action)
        if (try? ActionText.decode(echoed, as: type)) != action {
          failures.append("echo \(echoed)")
        }
        checked += 1
        checked += checkDumps(action, failures: &failures)
      }
      XCTAssertGreaterThan(made, count / 2, "\(type): too few random values decoded")
    }
    check(GameAction.self, count: 600)
    check(AppAction.self, count: 600)
    check(TimerAction.self, count: 100)
    check(SearchAction.self, count: 600)
    check(StoreShellCaseStudies.SearchAction.self, count: 600)
    check(CartAction.self, count: 600)
    check(LoginAction.self, count: 600)
    check(TodosAction.self, count: 600)
    check(PlaylistAction.self, count: 600)
    check(StopwatchAction.self, count: 200)
    check(DraftAction.self, count: 400)
    check(SettingsAction.self, count: 400)
    XCTAssertGreaterThanOrEqual(checked, 10_000)
    XCTAssertEqual(failures.count, 0, failures.prefix(10).joined(separator: "\n"))
  }

  func testTheFormsTheIssueNamesAreTypedBack() throws {
    let lima = Place(id: 2, name: "Lima", country: "Peru")
    for text in [
      #"placeTapped(Place(id: 2, name: "Lima", country: "Peru"))"#,
      #"placeTapped(.init(id: 2, name: "Lima", country: "Peru"))"#,
      #"SearchAction.placeTapped(StoreShellCaseStudies.Place(id: 2, name: "Lima", country: "Peru"))"#,
    ] {
      XCTAssertEqual(try ActionText.decode(text, as: StoreShellCaseStudies.SearchAction.self), .placeTapped(lima), text)
    }
    for text in [
      #"searchResponse(.failure(TaskFailure("offline")))"#, #"searchResponse.failure(TaskFailure("offline"))"#,
    ] {
      XCTAssertEqual(
        try ActionText.decode(text, as: StoreShellCaseStudies.SearchAction.self), .searchResponse(.failure(TaskFailure("offline"))), text)
    }
    XCTAssertEqual(
      try ActionText.decode("setNavigation(UUID(00000000-0000-0000-0000-000000000002))", as: GameAction.self),
      .setNavigation(UUID(uuidString: "00000000-0000-0000-0000-000000000002")))
  }

  /// A `TaskResult` failure typed as Swift and exported tests spell it, by its error's case,
  /// is the same action as its text typed (what the shell prints): the error's own text.
  func testTypedErrorCasesInFailures() throws {
    let printed = try ActionText.decode(
      #"loginResponse(.failure("Unknown user or wrong password."))"#, as: StoreShellCaseStudies.LoginAction.self)
    for text in [
      "loginResponse(.failure(AuthenticationError.invalidUserPassword))",
      "loginResponse.failure(AuthenticationError.invalidUserPassword)",
      "LoginAction.loginResponse(.failure(StoreShellCaseStudies.AuthenticationError.invalidUserPassword))",
    ] {
      let typed = try ActionText.decode(text, as: StoreShellCaseStudies.LoginAction.self)
      XCTAssertEqual(typed, printed, text)
      guard case .loginResponse(.failure(let error)) = typed else { return XCTFail(text) }
      XCTAssertEqual(error.localizedDescription, "Unknown user or wrong password.", text)
    }
    XCTAssertEqual(
      try ActionText.decode("loginResponse(.failure(AuthenticationError.invalidTwoFactor))", as: StoreShellCaseStudies.LoginAction.self),
      .loginResponse(.failure(TaskFailure("Wrong code."))))
    // A case that is no error's is still refused, in one line.
    XCTAssertThrowsError(
      try ActionText.decode("loginResponse(.failure(AuthenticationError.noSuchCase))", as: StoreShellCaseStudies.LoginAction.self)
    ) { error in
      XCTAssertTrue("\(error)".contains("expects"), "\(error)")
    }
  }

  func testInitialStatesReadBackAsPrinted() {
    var failures: [String] = []
    var checked = 0
    let context = FeatureContext.test(scheduler: DispatchQueue.test)
    for state in [
      GameFeature.start(in: context).state as Any, SearchFeature.start(in: context).state,
      CartFeature.start(in: context).state, TodosFeature.start(in: context).state,
    ] {
      for child in Mirror(reflecting: state).children {
        checked += checkDumps(child.value, failures: &failures)
      }
    }
    XCTAssertGreaterThan(checked, 3)
    XCTAssertEqual(failures, [])
  }

  /// Dumps `value` and each `Decodable & Equatable` value inside it as custom-dump prints
  /// them, parses each back as its type and compares; returns how many were checked.
  private func checkDumps(_ value: Any, failures: inout [String]) -> Int {
    var checked = 0
    func visit(_ value: Any, depth: Int) {
      guard depth < 8 else { return }
      // An optional is checked as its value (text never holds an optional alone).
      if Mirror(reflecting: value).displayStyle != .optional,
        let decodable = value as? any (Decodable & Equatable), !Self.holdsKeyPaths(value)
      {
        var dumped = ""
        customDump(value, to: &dumped)
        if !Self.readsBack(decodable, from: dumped) { failures.append("dump \(type(of: value)): \(dumped)") }
        checked += 1
      }
      for child in Mirror(reflecting: value).children { visit(child.value, depth: depth + 1) }
    }
    visit(value, depth: 0)
    return checked
  }

  /// A binding action dumps its key path (`\SettingsState.$name`, or its type
  /// `WritableKeyPath<SettingsState, …>`), which text cannot build: it is typed as its echo
  /// (`binding.name("Blob")`), checked above.
  private static func holdsKeyPaths(_ value: Any) -> Bool {
    var dumped = ""
    customDump(value, to: &dumped, maxDepth: 12)
    return dumped.contains("\\") || dumped.contains("KeyPath<")
  }

  private static func readsBack<Value: Decodable & Equatable>(_ value: Value, from text: String) -> Bool {
    (try? ActionText.decode(text, as: Value.self)) == value
  }
}
