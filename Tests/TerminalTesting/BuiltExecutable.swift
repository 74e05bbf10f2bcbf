import Foundation
import XCTest

/// Finds an executable product of this package that the build made for the tests.
public enum BuiltExecutable {
  /// The path of the built executable `name`: next to the test bundle (whatever the scratch
  /// path), or else the newest `.build*/debug/<name>` of the package. Fails the test (and skips
  /// it) when there is none.
  public static func path(
    named name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let fileManager = FileManager.default
    for directory in bundleDirectories {
      let candidate = directory.appendingPathComponent(name).path
      if fileManager.isExecutableFile(atPath: candidate) { return candidate }
    }
    let builds = scratchDirectories.map {
      $0.appendingPathComponent("debug").appendingPathComponent(name).path
    }
    let newest = builds.filter(fileManager.isExecutableFile(atPath:)).max { a, b in
      modificationDate(a) < modificationDate(b)
    }
    guard let newest else {
      XCTFail(
        "\(name) is not built; run `swift build --product \(name)` first", file: file, line: line)
      throw XCTSkip("no \(name)")
    }
    return newest
  }

  /// Where the running test bundle and the test runner are.
  private static var bundleDirectories: [URL] {
    var directories: [URL] = []
    if let executable = Bundle.main.executableURL {
      directories.append(executable.deletingLastPathComponent())
    }
    directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    return directories
  }

  /// The package's scratch directories (`.build`, `.build-…`).
  private static var scratchDirectories: [URL] {
    // The package root is three levels up from this file: Tests/TerminalTesting/<file>.
    let root = URL(fileURLWithPath: "\(#filePath)")
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasPrefix(".build") }.map { root.appendingPathComponent($0) }
  }

  private static func modificationDate(_ path: String) -> Date {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.modificationDate] as? Date ?? .distantPast
  }
}
