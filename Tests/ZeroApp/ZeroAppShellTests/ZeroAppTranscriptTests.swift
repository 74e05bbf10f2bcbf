import Foundation
import StoreShell
import XCTest
import ZeroAppFeatures

/// The ReducerProtocol app's recorded sessions replay exactly, ten times in a row, on fresh
/// test stores of the feature the one-line shell opens.
final class ZeroAppTranscriptTests: XCTestCase {
  func testEveryTranscriptReplaysTenTimes() throws {
    let directory = try XCTUnwrap(Bundle.module.url(forResource: "Transcripts", withExtension: nil))
    let scripts = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".shell") }.sorted()
    XCTAssertEqual(scripts, ["app-flow.shell"])
    let feature = AnyShellFeature(initialState: AppFeature.State()) { AppFeature() }
    for script in scripts {
      for _ in 1...10 {
        assertShellScript(directory.appendingPathComponent(script).path, feature: feature)
      }
    }
  }
}
