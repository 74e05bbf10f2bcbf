import Foundation
import StoreShellMultiFeature
import XCTest

@testable import StoreShell

/// Sessions over the multi-module app (Tests/MultiApp), exported and compared byte for byte
/// with the tests in Tests/MultiExportedTests, which `swift test` compiles unchanged in Swift 6
/// and Swift 5 mode and runs. `STORE_SHELL_UPDATE_EXPORTS=1` rewrites them.
final class MultiExportTests: XCTestCase {
  /// Each exported test and the session it comes from.
  static let sessions: [(test: String, lines: [String])] = [
    (
      "ProfileSessionTests",
      [
        "send load(id: 1)",
        #"send rename(account: 0, label: "Daily")"#,
        #"send addAccount(Profile.Account(id: 2, label: "Savings", balance: 5))"#,
        #"send setTokens(StoreShellMultiClients.Token(raw: 3), Token(value: "abc"))"#,
        "send load(id: 7)",
      ]
    ),
    ("LedgerSessionTests", ["send record(5)", "send record(2)"]),
    ("RefreshSessionTests", ["send refresh", "wait 1500ms"]),
    // Hostile text (controls, a CRLF, quotes, `#`, non-ASCII) and a nested, module-qualified
    // action, as typed at the prompt of `multi-shell` (a user's pass in tmux).
    (
      "HostileSessionTests",
      [
        "send load(id: 1)",
        ##"send rename(account: 0, label: "esc \u{1B}[31m nul \0 \r\n line2 \"q\" é 😀 #\"x\"#")"##,
        #"send addAccount(Profile.Account(id: 2, label: "Sav\nings", balance: -5))"#,
        #"send setTokens(StoreShellMultiClients.Token(raw: 3), Token(value: "a\"b"))"#,
        "send refresh",
        "wait 1500ms",
      ]
    ),
  ]

  func testExportedTestsMatchTheirSessions() throws {
    let exported = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("MultiExportedTests")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-multi-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let update = ProcessInfo.processInfo.environment["STORE_SHELL_UPDATE_EXPORTS"] != nil
    for (test, lines) in Self.sessions {
      let session = ShellSession(feature: ShellFeature(ProfileFeature.self))
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

  func testAnExistingFileIsKeptWithoutForce() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-multi-\(UUID().uuidString).swift")
    try "// fixed by hand\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let session = ShellSession(feature: ShellFeature(ProfileFeature.self))
    _ = session.execute("send record(1)")
    let refused = session.execute("export test \"\(file.path)\"")
    XCTAssertEqual(
      refused.error?.message,
      "export test: '\(file.path)' exists; 'export test \(file.path) --force' overwrites it, or pick another name")
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "// fixed by hand\n")
    XCTAssertNil(session.execute("export test \"\(file.path)\" --force --class Hand_Fixed").error)
    XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("final class Hand_Fixed: XCTestCase"))
  }
}

extension MultiExportTests {
  /// The types' initializers are read from the package the test is exported into, when it is
  /// in one (the shell may run elsewhere). Failed before: read from the current folder's
  /// package only (run outside one, memberwise guesses that do not compile).
  func testInitializersComeFromThePackageTheTestGoesInto() throws {
    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-package-\(UUID().uuidString)")
    let models = package.appendingPathComponent("Sources/StoreShellMultiModels")
    try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: package) }
    try "// swift-tools-version:6.0\n".write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "public struct Brand { public init(brandName name: String) {} }\n".write(
      to: models.appendingPathComponent("Brand.swift"), atomically: true, encoding: .utf8)
    let session = ShellSession(feature: ShellFeature(ProfileFeature.self))
    _ = session.execute("send load(id: 1)")
    let file = package.appendingPathComponent("Tests/ProfileTests/ProfileTests.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let export = session.execute("export test \(file.path)")
    XCTAssertNil(export.error, "\(export.lines.map(\.text))")
    XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains(#"Brand(brandName: "Acme")"#))
  }
}
