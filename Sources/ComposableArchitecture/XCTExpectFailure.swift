#if !canImport(ObjectiveC)
  import ConcurrencyExtras
  import IssueReporting

  // XCTest's `XCTExpectFailure`, which swift-corelibs-xctest lacks, for the test suites of TCA
  // 0.40-era apps: they assert that a test store fails with it. Here because test files import
  // `ComposableArchitecture` and `XCTest` only: a module of its own would need an import added.
  //
  // Issues are caught through IssueReporting (what the test store and the effects report
  // through), with a reporter that takes the expected ones and passes the others on to the
  // reporters in place. IssueReporting's `withExpectedIssue` is not used: under XCTest on Linux
  // it fails the test ("Expecting failures is unavailable in XCTest on this platform"), and it
  // has no matcher. Failures recorded with XCTest's own `XCTFail`/`XCTAssert…` are not seen.

  /// Runs `failingBlock`, expecting it to report issues: those `issueMatcher` accepts (all, by
  /// default) are expected and do not fail the test; the others do. With `strict` (the
  /// default), the test fails when no issue was expected. With `enabled: false`, runs
  /// `failingBlock` plainly.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) rethrows -> R {
    guard enabled ?? true else { return try failingBlock() }
    let expectation = ExpectedFailure(
      reason: failureReason, matcher: issueMatcher, passOn: IssueReporters.current)
    defer {
      if strict ?? true { expectation.reportIfUnmatched(fileID, filePath, line, column) }
    }
    return try withIssueReporters([expectation]) { try failingBlock() }
  }

  /// Expects issues for the rest of the test: those `issueMatcher` accepts (all, by default)
  /// do not fail it (`XCTExpectFailure { $0.compactDescription == "…" }` before the steps that
  /// fail).
  ///
  /// "The rest of the test" ends when the test case finishes if the test target links the
  /// `ComposableArchitectureTestSupport` product (which observes XCTest); otherwise the
  /// expectation stays for the rest of the test process. `strict` is not checked in this form.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) {
    guard enabled ?? true else { return }
    TestEndObservation.start()
    let expectation = ExpectedFailure(
      reason: failureReason, matcher: issueMatcher, passOn: IssueReporters.current)
    TestEndObservation.reportersBefore.withValue { $0 = $0 ?? IssueReporters.current }
    IssueReporters.current = [expectation]
  }

  /// The reporter that takes the expected issues and passes the others on.
  final class ExpectedFailure: IssueReporter, @unchecked Sendable {
    private let reason: String?
    private let matcher: ((XCTIssue) -> Bool)?
    private let passOn: [any IssueReporter]
    private let matched = LockIsolated(0)

    init(reason: String?, matcher: ((XCTIssue) -> Bool)?, passOn: [any IssueReporter]) {
      self.reason = reason
      self.matcher = matcher
      self.passOn = passOn
    }

    func reportIssue(
      _ message: @autoclosure () -> String?, severity: IssueSeverity,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      let text = message() ?? ""
      let issue = XCTIssue(type: .assertionFailure, compactDescription: text)
      if severity == .error, matcher?(issue) ?? true {
        matched.withValue { $0 += 1 }
        return
      }
      for reporter in passOn {
        reporter.reportIssue(
          text, severity: severity, fileID: fileID, filePath: filePath, line: line,
          column: column)
      }
    }

    /// Fails when no issue was expected (XCTest's strict expectation).
    func reportIfUnmatched(
      _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
      guard matched.value == 0 else { return }
      let message = "Expected failure was not recorded\(reason.map { ": \($0)" } ?? "")"
      for reporter in passOn {
        reporter.reportIssue(
          message, severity: .error, fileID: fileID, filePath: filePath, line: line,
          column: column)
      }
    }
  }
#endif
