import IssueReporting

/// A logic error of the app that TCA reports as a runtime warning: a test failure in tests, a
/// warning printed otherwise (IssueReporting's default reporters).
@usableFromInline
func reportRuntimeWarning(
  _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
