import Foundation
import StoreShellDemo
import StoreShell
import XCTest

/// The 0.40-style case studies open in the demo as they are declared, and each one's recorded
/// session replays exactly, ten times in a row, on fresh test stores.
final class CaseStudyTranscriptTests: XCTestCase {
  func testEveryCaseStudyHasATranscriptThatReplaysTenTimes() throws {
    let directory = try XCTUnwrap(Bundle.module.url(forResource: "Transcripts", withExtension: nil))
    let scripts = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".shell") }.sorted()
    for feature in DemoFeatures.caseStudies {
      let mine = scripts.filter { $0.hasPrefix(feature.name + "-") }
      XCTAssertFalse(mine.isEmpty, "\(feature.name): no transcript in Transcripts/")
      for script in mine {
        for _ in 1...10 {
          assertShellScript(directory.appendingPathComponent(script).path, feature: feature)
        }
      }
    }
  }
}
