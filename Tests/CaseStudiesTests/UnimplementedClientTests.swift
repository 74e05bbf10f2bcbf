import StoreShellCaseStudies
import Composable
import IssueReporting
import XCTest

/// The `.unimplemented` clients the tests build environments from fail a test that calls them,
/// naming the endpoint.
final class UnimplementedClientTests: XCTestCase {
  func testSearchClientFailsWhenCalled() async {
    let issues = await reportedIssues {
      _ = try? await SearchClient.unimplemented.search("L")
      _ = try? await SearchClient.unimplemented.details(1)
    }
    XCTAssertEqual(
      issues.map { $0.hasPrefix("Unimplemented: SearchClient.search") }, [true, false])
    XCTAssertTrue(issues.last?.hasPrefix("Unimplemented: SearchClient.details") == true)
  }

  func testAuthenticationClientFailsWhenCalled() async {
    let issues = await reportedIssues {
      _ = try? await AuthenticationClient.unimplemented.login("a", "b")
      _ = try? await AuthenticationClient.unimplemented.twoFactor("1234", "token")
    }
    XCTAssertEqual(issues.count, 2)
    XCTAssertTrue(issues.first?.hasPrefix("Unimplemented: AuthenticationClient.login") == true)
    XCTAssertTrue(issues.last?.hasPrefix("Unimplemented: AuthenticationClient.twoFactor") == true)
  }

  func testDraftClientFailsWhenCalled() async {
    let issues = await reportedIssues {
      try? await DraftClient.unimplemented.save("Hi")
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(issues.first?.hasPrefix("Unimplemented: DraftClient.save") == true)
  }

  func testUnimplementedSchedulersReportWork() {
    let mainQueue = AnySchedulerOf<DispatchQueue>.unimplemented
    let runLoop = AnySchedulerOf<RunLoop>.unimplemented
    let issues = reportedIssues {
      mainQueue.schedule {}
      runLoop.schedule {}
    }
    XCTAssertEqual(
      issues,
      [
        "DispatchQueue - An unimplemented scheduler scheduled an action to run immediately.",
        "RunLoop - An unimplemented scheduler scheduled an action to run immediately.",
      ])
  }

  /// The issues reported while `body` runs, instead of failures of this test.
  private func reportedIssues(_ body: () -> Void) -> [String] {
    let collector = IssueCollector()
    withIssueReporters([collector]) { body() }
    return collector.messages.value
  }

  /// The issues reported while `body` runs, instead of failures of this test.
  private func reportedIssues(_ body: () async -> Void) async -> [String] {
    let collector = IssueCollector()
    await withIssueReporters([collector]) { await body() }
    return collector.messages.value
  }
}

private final class IssueCollector: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    messages.withValue { $0.append(text) }
  }
}
