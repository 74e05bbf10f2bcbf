import Composable
import StoreShellExamples
import Foundation
import XCTest

@testable import StateDiff
@testable import StoreShell
@testable import SwiftSource

/// `export test` in-process: what it writes for async effects, cancelled and leftover effects,
/// and the values and edits of a state; and the one-line refusals that write nothing.
final class ExportTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs `lines`, then `export test`; returns the file's text, or the error line.
  private func export<State, Action>(
    _ feature: ShellFeature<State, Action>, _ lines: [String], name: String = "SessionTests"
  ) -> (text: String?, error: String?) {
    let session = ShellSession(feature: feature)
    for line in lines {
      let result = session.execute(line)
      XCTAssertNil(result.error, "\(line): \(result.lines.map(\.text))")
    }
    let path = directory.appendingPathComponent(name + ".swift").path
    let result = session.execute("export test \(path)")
    return (try? String(contentsOfFile: path, encoding: .utf8), result.error?.message)
  }

  func testAFeatureWithoutADeclarationIsRefusedInOneLine() {
    let feature = ShellFeature<Int, TaskAction>(
      name: "plain", initialState: 0, reducer: Reducer { _, _, _ in .none }, environment: { _ in () })
    let (text, error) = export(feature, ["send start"])
    XCTAssertNil(text)
    XCTAssertEqual(
      error,
      "export test needs the feature declared as a ComposableFeature "
        + "(enum MyFeature: ComposableFeature), opened with StoreShell.main(MyFeature.self), "
        + "or a ReducerProtocol one (StoreShell.main(initialState: MyFeature.State()) { MyFeature() })")
  }

  func testAValueWithNoSwiftSpellingIsLeftOutOfItsStepNamingTheField() {
    let (text, error) = export(ShellFeature(HandlerFeature.self), ["send increment", "send setHandler"])
    XCTAssertNil(error)
    let body = text?.components(separatedBy: "\n").drop { !$0.contains("let store") }.dropFirst(2)
    XCTAssertEqual(
      body.map(Array.init),
      [
        "    store.send(.increment) { $0.count = 1 }",
        "    // Not asserted: handler (a closure (() -> ())).",
        "    store.exhaustivity = .off",
        "    store.send(.setHandler)",
        "    store.exhaustivity = .on",
        "  }",
        "}",
        "",
      ])
  }

  func testAsyncEffectsMakeAnAsyncTest() {
    let (text, error) = export(ShellFeature(TaskFeature.self), ["send start"])
    XCTAssertNil(error)
    XCTAssertEqual(
      text,
      """
      // Exported by store-shell (export test): 1 step on TaskFeature.
      import Composable
      import XCTest

      @testable import StoreShellTests

      final class SessionTests: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor { super.invokeTest() }
        }

        func testSession() async {
          let scheduler = DispatchQueue.test
          let store = TestStore(TaskFeature.self, context: .test(scheduler: scheduler))

          await store.send(.start) { $0.isRunning = true }
          await store.receive(.finished(answer: 42, note: "done")) {
            $0.isRunning = false
            $0.answers[id: 1]?.value = 42
          }
        }
      }

      """)
  }

  func testACancelAndALeftoverEffectCancelTheirSendsTasks() {
    let (text, error) = export(
      ShellFeature(GameFeature.self),
      ["set diff off", "send timer.start", "advance 10ms", "cancel 0", "send timer.start"])
    XCTAssertNil(error)
    let body = text?.components(separatedBy: "\n").drop { !$0.contains("let store") }.dropFirst(2)
    XCTAssertEqual(
      body.map(Array.init),
      [
        "    let task1 = await store.send(.timer(.start)) {",
        "      $0.timer.started = Date(timeIntervalSince1970: 0.0)",
        "    }",
        "    await scheduler.advance(by: .milliseconds(10))",
        "    await store.receive(.timer(.timeUpdated)) { $0.timer.duration = 0.01 }",
        "    // cancel #0 timer from timer.start",
        "    await task1.cancel()",
        "    let task2 = await store.send(.timer(.start))",
        "    // The session left effect #1 timer from timer.start running: cancelled so the test ends clean.",
        "    await task2.cancel()",
        "  }",
        "}",
        "",
      ])
  }

  func testStateEditsBeforeTheFirstSendBuildTheInitialStateAndLaterOnesEditTheStore() throws {
    let (text, error) = export(
      ShellFeature(PrimesFeature.self),
      [
        "set state count = 40", "set state favoritePrimes = [2, 3]", "send counterView.counter.incrTapped",
        "set state count = 1",
      ])
    XCTAssertNil(error)
    let body = try XCTUnwrap(text).split(separator: "\n").map { String($0) }.drop { !$0.contains("func testSession") }
    XCTAssertEqual(Array(body.dropFirst().prefix(8)), [
      "    let scheduler = DispatchQueue.test",
      "    let (state, environment) = PrimesFeature.start(in: .test(scheduler: scheduler))",
      "    var initialState = state",
      "    initialState.count = 40",
      "    initialState.favoritePrimes = [2, 3]",
      "    let store = TestStore(",
      "      initialState: initialState, reducer: PrimesFeature.reducer, environment: environment)",
      "    store.send(.counterView(.counter(.incrTapped))) { $0.count = 41 }",
    ])
    XCTAssertTrue(body.contains("    store.editState { $0.count = 1 }"), "\(body)")
  }

  func testSkippedStepsAreLeftOut() {
    let (text, error) = export(
      ShellFeature(GameFeature.self),
      ["send counter.increment", "send counter.setCount(\"5\")", "send counter.increment", "skip 2"])
    XCTAssertNil(error)
    XCTAssertTrue(text?.contains("store.send(.counter(.increment)) { $0.counter.count = 2 }") == true, text ?? "")
    XCTAssertFalse(text?.contains("setCount") == true)
  }

  func testTheDefaultClassNameIsTheFileNameMadeAnIdentifier() {
    let session = ShellSession(feature: ShellFeature(TaskFeature.self))
    let path = directory.appendingPathComponent("task-flow 2.swift").path
    XCTAssertNil(session.execute("export test \"\(path)\"").error)
    XCTAssertTrue(
      (try? String(contentsOfFile: path, encoding: .utf8))?.contains("final class TaskFlow2: XCTestCase") == true)
    XCTAssertEqual(
      session.execute("export test \"\(path)\" --force --class 2x").error?.message,
      "export test: '2x' is not a Swift type name; give one with --class")
  }

  func testTabCompletesExportTestAndItsOption() {
    let completer = ShellCompleter(state: { 0 }, actionType: TaskAction.self)
    XCTAssertEqual(completer.completions(for: "export t").candidates, ["test "])
    XCTAssertEqual(completer.completions(for: "export test A.swift --n").candidates, ["--name "])
    XCTAssertEqual(completer.completions(for: "export test A.swift --n").wordStart, 20)
  }

  func testValuesAreWrittenAsSwift() throws {
    let writer = SwiftValueWriter()
    func text(_ value: Any) throws -> String { try writer.expression(value).singleLine }
    XCTAssertEqual(try text(0.1 + 0.2), "0.30000000000000004")
    XCTAssertEqual(try text(1e-7), "1e-07")
    XCTAssertEqual(try text(Double.infinity), ".infinity")
    XCTAssertEqual(try text("a \"quote\"\n\\"), #""a \"quote\"\n\\""#)
    XCTAssertEqual(try text(Date(timeIntervalSince1970: 1.5)), "Date(timeIntervalSince1970: 1.5)")
    XCTAssertEqual(
      try text(UUID(counting: 3)), #"UUID(uuidString: "00000000-0000-0000-0000-000000000003")!"#)
    XCTAssertEqual(try text(Int?.none as Any), "nil")
    XCTAssertEqual(try text(TaskAction.finished(answer: 1, note: "x")), #".finished(answer: 1, note: "x")"#)
    XCTAssertEqual(try text(Shape.labelled(side: 2)), ".labelled(side: 2)")
    XCTAssertEqual(try text(Shape.point(1, 2)), ".point(1, 2)")
    XCTAssertEqual(try text(Form()), #"Form(name: "", tags: [:])"#)
    XCTAssertEqual(try text(["b": 2, "a": 1]), #"["a": 1, "b": 2]"#)
    XCTAssertThrowsError(try text(ExportReference())) { error in
      XCTAssertEqual((error as? ExportRefusal)?.reason, "an object of class ExportReference")
    }
  }

  func testALetFieldIsWrittenByAssigningTheValueThatHoldsIt() throws {
    let old = GameResult(counter: Counter(count: 1, secret: 2, id: UUID(counting: 1)), timeSpent: 0)
    var state = GameState()
    state.results = [old]
    var changed = state
    changed.results[id: old.id] = GameResult(counter: Counter(count: 3, secret: 2, id: old.id), timeSpent: 0)
    changed.counter.count = 4
    let statements = try MutationWriter().statements(
      StateChangeFinder.changes(from: state, to: changed), indent: 0)
    XCTAssertEqual(
      statements,
      [
        "$0.counter.count = 4",
        #"$0.results[id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!] = GameResult("#,
        "  counter: Counter(",
        "    count: 3,",
        "    secret: 2,",
        #"    id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!"#,
        "  ),",
        "  timeSpent: 0.0",
        ")",
      ])
  }

  func testChangesAreTheNarrowestEdits() throws {
    var old = Board()
    old.rows = [ExportRow(id: 1), ExportRow(id: 2), ExportRow(id: 3)]
    var new = old
    new.rows.remove(id: 1)
    new.rows[id: 3]?.score = 0.5
    new.rows.insert(ExportRow(id: 9), at: 0)
    new.rows.append(ExportRow(id: 4))
    new.form.name = "x"
    new.form.tags["t"] = 1
    new.list = [1, 2, 3, 4]
    let statements = try MutationWriter().statements(
      StateChangeFinder.changes(from: old, to: new), indent: 0)
    XCTAssertEqual(
      statements,
      [
        "$0.rows.remove(id: 1)",
        "$0.rows[id: 3]?.score = 0.5",
        "$0.rows.insert(ExportRow(id: 9, score: 0.0), at: 0)",
        "$0.rows.append(ExportRow(id: 4, score: 0.0))",
        #"$0.form.name = "x""#,
        #"$0.form.tags["t"] = 1"#,
        "$0.list.append(4)",
      ])
  }
}

// MARK: - Features and values for the tests

enum TaskAction: Codable, Equatable {
  case start
  case finished(answer: Int, note: String)
}

struct TaskState: Equatable {
  var isRunning = false
  var answers: IdentifiedArrayOf<Identified<Int, Int>> = [Identified(0, id: 1)]
}

/// A feature with an async effect.
enum TaskFeature: ComposableFeature {
  static var reducer: Reducer<TaskState, TaskAction, Void> {
    Reducer { state, action, _ in
      switch action {
      case .start:
        state.isRunning = true
        return .task { .finished(answer: 42, note: "done") }
      case let .finished(answer, _):
        state.isRunning = false
        state.answers[id: 1]?.value = answer
        return .none
      }
    }
  }
  static func environment(_ context: FeatureContext) {}
  static func initialState(_ context: FeatureContext, _ environment: Void) -> TaskState { TaskState() }
}

enum HandlerAction: Codable, Equatable {
  case increment
  case setHandler
}

struct Handler: Equatable {
  var run: () -> Void
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

struct HandlerState: Equatable {
  var count = 0
  var handler: Handler?
}

/// A feature whose state takes a closure.
enum HandlerFeature: ComposableFeature {
  static var reducer: Reducer<HandlerState, HandlerAction, Void> {
    Reducer { state, action, _ in
      switch action {
      case .increment: state.count += 1
      case .setHandler: state.handler = Handler(run: {})
      }
      return .none
    }
  }
  static func environment(_ context: FeatureContext) {}
  static func initialState(_ context: FeatureContext, _ environment: Void) -> HandlerState { HandlerState() }
}

enum Shape: Equatable {
  case labelled(side: Int)
  case point(Int, Int)
}

struct Form: Equatable {
  @BindableState var name = ""
  var tags: [String: Int] = [:]
}

struct ExportRow: Equatable, Identifiable {
  let id: Int
  var score = 0.0
}

struct Board: Equatable {
  var rows: IdentifiedArrayOf<ExportRow> = []
  var form = Form()
  var list = [1, 2, 3]
}

final class ExportReference {}

/// Structs built with the initializers their declarations have, and what that asks of the
/// test's imports.
struct ExportGame {
  var board: [Int]
  var currentPlayer: String
  var oPlayerName: String
  var xPlayerName: String
}

final class ExportInitializerTests: XCTestCase {
  private func writer(_ source: String) -> SwiftValueWriter {
    var writer = SwiftValueWriter()
    writer.declarations = SourceDeclarations(sources: ["StoreShellTests": source])
    writer.notes = ExportNotes()
    return writer
  }

  func testTheDeclaredInitializerIsUsedInItsParameterOrder() throws {
    let writer = writer("struct ExportRow { init(score: Double = 0, id: Int) throws {} }")
    XCTAssertEqual(
      try writer.expression(ExportRow(id: 1, score: 0.5)).singleLine, "try ExportRow(score: 0.5, id: 1)")
    XCTAssertEqual(writer.notes?.usesTry, true)
    // Internal, in a module other than the feature's: the test needs `@testable`.
    XCTAssertEqual(writer.notes?.testableModules, ["StoreShellTests"])
    XCTAssertEqual(writer.notes?.modules, ["StoreShellTests"])
  }

  func testAStructNoInitializerBuildsIsRefusedNamingIt() {
    let writer = writer("public struct ExportRow { public init(seed: Int) {} }")
    XCTAssertThrowsError(try writer.expression(ExportRow(id: 1))) { error in
      XCTAssertEqual(
        (error as? ExportRefusal)?.reason,
        "an ExportRow, which no initializer of ExportRow builds from its stored properties (id, score)")
    }
  }

  func testAStructWithoutInitializersInItsBodyIsBuiltMemberwise() throws {
    let writer = writer("public struct ExportRow {}\nextension ExportRow { init(other: Int) {} }")
    XCTAssertEqual(try writer.expression(ExportRow(id: 2)).singleLine, "ExportRow(id: 2, score: 0.0)")
  }

  func testAnInitializerTakingSomePropertiesBuildsTheValueAndTheRestAreSet() throws {
    let source = """
      struct ExportGame {
        var board: [Int] = []
        var currentPlayer = "x"
        var oPlayerName: String
        var xPlayerName: String
        init(oPlayerName: String, xPlayerName: String) {}
      }
      """
    let game = ExportGame(board: [1], currentPlayer: "o", oPlayerName: "Blob", xPlayerName: "Blob Jr.")
    XCTAssertEqual(
      try writer(source).expression(game).singleLine,
      #"{ var value = ExportGame(oPlayerName: "Blob", xPlayerName: "Blob Jr."); value.board = [1]; "#
        + #"value.currentPlayer = "o"; return value }()"#)
    // A `let` the initializer does not take cannot be set after it: no initializer builds it.
    XCTAssertThrowsError(
      try writer(source.replacingOccurrences(of: "var currentPlayer", with: "let currentPlayer"))
        .expression(game))
  }

  func testNamesTwoModulesDeclareKeepTheirModule() throws {
    var writer = SwiftValueWriter()
    writer.ambiguousNames = ["ExportRow"]
    XCTAssertEqual(
      try writer.expression(ExportRow(id: 2)).singleLine, "StoreShellTests.ExportRow(id: 2, score: 0.0)")
  }
}

