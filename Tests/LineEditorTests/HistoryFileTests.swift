import Foundation
import XCTest

@testable import LineEditor

final class HistoryFileTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("LineEditorTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func path(_ name: String = "history") -> String {
    directory.appendingPathComponent(name).path
  }

  private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  func testLoadingAMissingFileGivesNothing() throws {
    XCTAssertEqual(try HistoryFile(path: path(), limit: 10).load(), [])
  }

  func testAppendWritesPlainLinesThatLoadBack() throws {
    let file = HistoryFile(path: path(), limit: 10)
    let entries = [#"send counter.setCount("4 2")"#, "tab\there", #"back\slash \040"#, "héllo 日本"]
    for entry in entries { try file.append(entry) }
    XCTAssertEqual(try contents(path()), entries.map { $0 + "\n" }.joined())
    XCTAssertEqual(try file.load(), entries)
  }

  func testAppendSkipsARepeatOfTheLastLine() throws {
    let file = HistoryFile(path: path(), limit: 10)
    try file.append("dup")
    try file.append("dup")
    try file.append("other")
    try file.append("dup")
    XCTAssertEqual(try contents(path()), "dup\nother\ndup\n")
  }

  func testFileIsCutBackToTheLimit() throws {
    let file = HistoryFile(path: path(), limit: 5)
    for number in 1...23 { try file.append("line \(number)") }
    XCTAssertEqual(try contents(path()), (19...23).map { "line \($0)\n" }.joined())
    XCTAssertEqual(try HistoryFile(path: path(), limit: 3).load(), ["line 21", "line 22", "line 23"])
  }

  func testALineCutShortDoesNotSwallowTheNextEntry() throws {
    try "complete\ncut sho".write(toFile: path(), atomically: true, encoding: .utf8)
    try HistoryFile(path: path(), limit: 10).append("next")
    XCTAssertEqual(try contents(path()), "complete\ncut sho\nnext\n")
  }

  func testAppendFollowsASymlink() throws {
    let target = path("target")
    try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: target)
    let file = HistoryFile(path: path("link"), limit: 2)
    for entry in ["a", "b", "c"] { try file.append(entry) }
    XCTAssertEqual(try contents(target), "b\nc\n")
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: path("link")), target)
  }

  /// Writers with their own open file (as two shells have) append at once; with the limit far
  /// away, every line of every writer must be there, whole.
  func testConcurrentAppendsKeepEveryLineIntact() throws {
    let writers = 4
    let linesEach = 200
    let path = path()
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      let file = HistoryFile(path: path, limit: 100_000)
      for number in 0..<linesEach {
        try! file.append(Self.entry(writer: writer, number: number))
      }
    }
    let lines = try contents(path).split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.last, "", "the file ends with a newline")
    let expected = Set((0..<writers).flatMap { writer in
      (0..<linesEach).map { Self.entry(writer: writer, number: $0) }
    })
    XCTAssertEqual(lines.count - 1, writers * linesEach)
    XCTAssertEqual(Set(lines.dropLast().map(String.init)), expected)
    // Each writer's own lines stay in its order.
    for writer in 0..<writers {
      let own = lines.filter { $0.hasPrefix("writer \(writer) ") }.map(String.init)
      XCTAssertEqual(own, (0..<linesEach).map { Self.entry(writer: writer, number: $0) })
    }
  }

  /// The same while the file is being cut back to its limit under the writers' feet.
  func testConcurrentAppendsWhileCuttingBack() throws {
    let limit = 50
    let path = path()
    DispatchQueue.concurrentPerform(iterations: 4) { writer in
      let file = HistoryFile(path: path, limit: limit)
      for number in 0..<150 { try! file.append(Self.entry(writer: writer, number: number)) }
    }
    let text = try contents(path)
    XCTAssertTrue(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, limit)
    XCTAssertEqual(Set(lines).count, limit, "no line twice")
    for line in lines {
      XCTAssertNotNil(line.wholeMatch(of: /writer [0-3] line [0-9]+ [x]{40}/), "torn line: \(line)")
    }
    // The last line of every writer is its last entry or was cut back before it.
    XCTAssertTrue(lines.contains { $0.hasPrefix("writer ") && $0.contains(" line 149 ") })
  }

  /// Two editors with the same history file, each on its own thread, record at once.
  func testTwoEditorsShareOneFile() throws {
    let path = path()
    DispatchQueue.concurrentPerform(iterations: 2) { writer in
      let editor = LineEditor(
        configuration: .init(historyFile: path, historyLimit: 1000), isInteractive: false)
      for number in 0..<100 { editor.addHistory(Self.entry(writer: writer, number: number)) }
    }
    let lines = try contents(path).split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 200)
    let reopened = LineEditor(
      configuration: .init(historyFile: path, historyLimit: 150), isInteractive: false)
    XCTAssertEqual(reopened.historyEntries, Array(lines.suffix(150)))
  }

  private static func entry(writer: Int, number: Int) -> String {
    "writer \(writer) line \(number) " + String(repeating: "x", count: 40)
  }
}
