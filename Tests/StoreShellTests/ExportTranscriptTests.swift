import Foundation
import ShellDemo
import StoreShell
import XCTest

/// Re-exports the tests of Tests/ExportedTests from the transcripts they were exported from and
/// compares them byte for byte, so that the exporter cannot drift from the tests `swift test`
/// compiles and runs. `STORE_SHELL_UPDATE_EXPORTS=1` rewrites them.
final class ExportTranscriptTests: XCTestCase {
  /// Each exported test and the transcript it comes from.
  static let exports: [(transcript: String, test: String)] = [
    ("game-flow", "GameFlowSessionTests"),
    ("game-timer", "GameTimerSessionTests"),
    ("primes-favorites", "PrimesFavoritesSessionTests"),
    ("sampletext-load", "SampleTextLoadSessionTests"),
  ]

  func testExportedTestsMatchTheirTranscripts() throws {
    let transcripts = try XCTUnwrap(Bundle.module.url(forResource: "Transcripts", withExtension: nil))
    let exported = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("ExportedTests")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-exports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let update = ProcessInfo.processInfo.environment["STORE_SHELL_UPDATE_EXPORTS"] != nil
    for (transcript, test) in Self.exports {
      let name = String(transcript.prefix { $0 != "-" })
      let feature = try XCTUnwrap(DemoFeatures.all.first { $0.name == name })
      let runner = feature.makeTestRunner()
      let replay = runner.execute(
        "replay \"\(transcripts.appendingPathComponent(transcript + ".shell").path)\"")
      XCTAssertNil(replay.error, "\(transcript): \(replay.lines.map(\.text))")
      let file = scratch.appendingPathComponent(test + ".swift")
      let export = runner.execute("export test \"\(file.path)\"")
      XCTAssertNil(export.error, "\(transcript): \(export.lines.map(\.text))")
      let text = try String(contentsOf: file, encoding: .utf8)
      let committed = exported.appendingPathComponent(test + ".swift")
      if update { try text.write(to: committed, atomically: true, encoding: .utf8) }
      XCTAssertEqual(
        text, try String(contentsOf: committed, encoding: .utf8),
        "\(test).swift differs from what \(transcript).shell exports; if the exporter changed on "
          + "purpose, run with STORE_SHELL_UPDATE_EXPORTS=1 and review the diff")
    }
  }
}
