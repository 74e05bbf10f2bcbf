import Foundation
import XCTest

/// `store-shell`'s command line: help and usage errors name the program.
final class CommandLineProcessTests: ShellSandboxTestCase {

  func testHelpNamesTheProgramAndListsTheFeatures() throws {
    let (status, output) = try ShellProcess.run(["--help"], input: [], in: sandbox)
    XCTAssertEqual(status, 0, output)
    XCTAssertTrue(output.hasPrefix("USAGE: store-shell [--feature <feature>] [--live]"), output)
    XCTAssertTrue(
      output.contains("  -h, --help              Show help information.\n\nFEATURES:\n"), output)
    XCTAssertTrue(output.contains("\n  sampletext  "), output)
  }

  func testAnUnknownOptionExits1WithTheUsage() throws {
    let (status, output) = try ShellProcess.run(["--bogus"], input: [], in: sandbox)
    XCTAssertEqual(status, 1, output)
    XCTAssertTrue(output.contains("Usage: store-shell "), output)
  }
}
