import Foundation
import ComposableArchitecture
import IssueReporting
import ConcurrencyExtras

/// Collects the issues reported while `body` runs, instead of failing the test.
func collectIssues(_ body: () throws -> Void) rethrows -> [String] {
  let collector = IssueCollector()
  try withIssueReporters([collector]) { try body() }
  return collector.messages.value
}

/// Collects the issues reported while async `body` runs, instead of failing the test.
func collectIssues(_ body: () async throws -> Void) async rethrows -> [String] {
  let collector = IssueCollector()
  try await withIssueReporters([collector]) { try await body() }
  return collector.messages.value
}

private final class IssueCollector: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    // Diffs use the proportional format's figure space (U+2007) for unchanged lines: compare
    // them as plain spaces.
    let text = (message() ?? "").replacingOccurrences(of: "\u{2007}", with: " ")
    messages.withValue { $0.append(text) }
  }
}
