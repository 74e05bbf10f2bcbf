// What a Linux test target of a TCA 0.40-era app links beside `ComposableArchitecture`: XCTest
// failures for IssueReporting (IssueReportingTestSupport), and the end of each test case for
// the non-block `XCTExpectFailure`. Nothing here is imported: the test files stay as they are.
#if !canImport(ObjectiveC)
  import ComposableArchitecture
  import XCTest

  /// Tells ComposableArchitecture that a test case finished. Found by its name at run time (no
  /// import) by ComposableArchitecture's `XCTExpectFailure`.
  final class TestEndObserver: XCTestObservation, _TestCaseEndObserving {
    private let onEnd: @Sendable () -> Void

    private init(onEnd: @escaping @Sendable () -> Void) { self.onEnd = onEnd }

    static func observeTestCaseEnds(_ onEnd: @escaping @Sendable () -> Void) {
      XCTestObservationCenter.shared.addTestObserver(TestEndObserver(onEnd: onEnd))
    }

    func testCaseDidFinish(_ testCase: XCTestCase) { onEnd() }
  }
#endif
