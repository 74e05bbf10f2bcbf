import Foundation
import XCTest
import ZeroAppFeatures

@testable import StoreShell

/// Sessions over the ReducerProtocol app, exported as TCA 0.56 tests and compared byte for byte
/// with those in Tests/ZeroApp/ZeroAppExportedTests, which `swift test` compiles unchanged in
/// Swift 6 and Swift 5 mode and runs. `STORE_SHELL_UPDATE_EXPORTS=1` rewrites them.
final class ZeroAppExportTests: XCTestCase {
  /// Each exported test and the session it comes from.
  static let sessions: [(test: String, lines: [String])] = [
    (
      "AppFlowSessionTests",
      [
        #"send search(.queryChanged("bu"))"#,
        "advance 200ms",
        #"send search(.queryChanged("buy"))"#,
        "advance 300ms",
        "send addButtonTapped",
        "send snoozeButtonTapped",
        "send snooze(.presented(.startButtonTapped))",
        "advance 1s",
        "advance 1s",
        "run",
        "send openReminder(id: UUID(00000000-0000-0000-0000-000000000001))",
        #"send path(.element(id: 0, action: .titleChanged("Buy oat milk")))"#,
        "send path(.element(id: 0, action: .doneButtonTapped))",
        "run",
      ]
    ),
  ]

  func testExportedTestsMatchTheirSessions() throws {
    let exported = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("ZeroAppExportedTests")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-zero-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let update = ProcessInfo.processInfo.environment["STORE_SHELL_UPDATE_EXPORTS"] != nil
    for (test, lines) in Self.sessions {
      let session = ShellSession(
        feature: ShellFeature(name: "app", initialState: AppFeature.State()) { AppFeature() })
      for line in lines {
        let result = session.execute(line)
        XCTAssertNil(result.error, "\(test): \(line): \(result.lines.map(\.text))")
      }
      let file = scratch.appendingPathComponent(test + ".swift")
      let export = session.execute("export test \"\(file.path)\"")
      XCTAssertNil(export.error, "\(test): \(export.lines.map(\.text))")
      let text = try String(contentsOf: file, encoding: .utf8)
      let committed = exported.appendingPathComponent(test + ".swift")
      if update { try text.write(to: committed, atomically: true, encoding: .utf8) }
      XCTAssertEqual(
        text, try String(contentsOf: committed, encoding: .utf8),
        "\(test).swift differs from what its session exports; if the exporter changed on purpose, "
          + "run with STORE_SHELL_UPDATE_EXPORTS=1 and review the diff")
    }
  }

  func testTheExportIsTCA056s() throws {
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("ZeroAppExportedTests/AppFlowSessionTests.swift")
    let text = try String(contentsOf: committed, encoding: .utf8)
    for expected in [
      "@MainActor final class AppFlowSessionTests: XCTestCase {",
      "  func testSession() async {",
      "    let store = TestStore(initialState: AppFeature.State()) {",
      "    } withDependencies: {",
      "      $0.mainQueue = mainQueue.eraseToAnyScheduler()",
      "      $0.continuousClock = clock",
      "    await clock.advance(by: .seconds(1))",
      "    await store.receive(.snooze(.dismiss)) { $0.snooze = nil }",
      "      $0.path[id: 0] = nil",
    ] {
      XCTAssertTrue(text.contains(expected + "\n"), expected)
    }
  }
}
