import Foundation
import StoreShellDemo
import StoreShell
import XCTest

/// Replays every recorded session in Transcripts/ with `--check`: each is named after the demo
/// feature it runs on (`game-…`, `primes-…`, `sampletext-…`).
final class TranscriptTests: XCTestCase {
  func testEveryTranscriptReplaysAsRecorded() throws {
    let directory = try XCTUnwrap(Bundle.module.url(forResource: "Transcripts", withExtension: nil))
    let scripts = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".shell") }.sorted()
    XCTAssertGreaterThanOrEqual(scripts.count, 6)
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-shell-transcripts-\(UUID().uuidString)")
    setenv("STORE_SHELL_DATA", data.path, 1)
    defer { try? FileManager.default.removeItem(at: data) }
    for script in scripts {
      let name = String(script.prefix { $0 != "-" })
      guard let feature = DemoFeatures.all.first(where: { $0.name == name }) else {
        XCTFail("\(script): no demo feature named '\(name)'")
        continue
      }
      try? FileManager.default.removeItem(at: data)
      assertShellScript(directory.appendingPathComponent(script).path, feature: feature)
    }
  }
}
