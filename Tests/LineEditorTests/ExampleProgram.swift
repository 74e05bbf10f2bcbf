import Foundation
import XCTest

/// The built `line-editor-example` program, found next to the test bundle (any scratch path) or,
/// failing that, in the package's `.build*/debug` directories.
enum ExampleProgram {
  static let name = "line-editor-example"

  static func path(file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let fileManager = FileManager.default
    var directories: [URL] = []
    if let executable = Bundle.main.executableURL {
      directories.append(executable.deletingLastPathComponent())
    }
    directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    for directory in directories {
      let candidate = directory.appendingPathComponent(name).path
      if fileManager.isExecutableFile(atPath: candidate) { return candidate }
    }
    // The package root is three levels up from this file: Tests/LineEditorTests/<file>.
    let root = URL(fileURLWithPath: "\(#filePath)")
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let scratch = (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []
    let builds = scratch.filter { $0.hasPrefix(".build") }.map {
      root.appendingPathComponent($0).appendingPathComponent("debug").appendingPathComponent(name)
        .path
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

  private static func modificationDate(_ path: String) -> Date {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.modificationDate] as? Date ?? .distantPast
  }
}
