import IssueReporting

/// Replays the `.shell` script at `path` against a fresh test store of `feature`, checking
/// each command's output against the output recorded under it: a recorded session becomes a
/// regression test.
///
/// A difference, an error the recording did not expect, or a stale header is reported as a
/// test failure (XCTest or Swift Testing) with the script's `file:line` and a unified diff.
/// Returns the output of the replay.
@discardableResult
public func assertShellScript(
  _ path: String,
  feature: AnyShellFeature,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> [String] {
  let runner = feature.makeTestRunner()
  let result = runner.execute("replay \"\(path)\" --check")
  let text = result.lines.map(\.text)
  if result.checkFailed || result.error != nil {
    reportIssue(
      text.joined(separator: "\n"), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
  return text
}
