#if !canImport(ObjectiveC)
  import ConcurrencyExtras
  import IssueReporting

  /// Ends the expectations of the non-block `XCTExpectFailure` when the test case finishes.
  ///
  /// This module must not link XCTest (apps link it), so the observer of XCTest lives in the
  /// `ComposableArchitectureTestSupport` product, found by its type name at run time when the
  /// test target links it.
  enum TestEndObservation {
    /// The reporters in place before the running test's first non-block expectation.
    static let reportersBefore = LockIsolated<[any IssueReporter]?>(nil)
    private static let isStarted = LockIsolated(false)

    /// Asks the test support, if linked, to call ``testEnded()`` after each test case.
    static func start() {
      let isFirst = isStarted.withValue { isStarted in
        defer { isStarted = true }
        return !isStarted
      }
      guard
        isFirst,
        let observer = _typeByName("ComposableArchitectureTestSupport.TestEndObserver")
          as? any _TestCaseEndObserving.Type
      else { return }
      observer.observeTestCaseEnds { TestEndObservation.testEnded() }
    }

    /// Puts back the reporters that were in place before the test's expectations.
    static func testEnded() {
      let reporters = reportersBefore.withValue { reporters in
        defer { reporters = nil }
        return reporters
      }
      if let reporters { IssueReporters.current = reporters }
    }
  }

  /// The observer of XCTest that `ComposableArchitectureTestSupport` provides: not for apps.
  public protocol _TestCaseEndObserving {
    /// Calls `onEnd` after each test case finishes.
    static func observeTestCaseEnds(_ onEnd: @escaping @Sendable () -> Void)
  }
#endif
