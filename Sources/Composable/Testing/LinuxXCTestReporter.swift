#if !canImport(ObjectiveC)
  import ConcurrencyExtras
  import IssueReporting

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// IssueReporting's default reporter without the paragraph it appends to each XCTest failure
  /// on Linux ("This issue was emitted from tests running in a host application…").
  ///
  /// IssueReporting appends it when it finds no test method of an `XCTestCase` subclass on the
  /// call stack. On Linux it cannot find one: it looks the class up with
  /// `NSClassFromString("XCTestCase")`, which swift-corelibs-foundation does not resolve (nor is
  /// corelibs' XCTestCase an `NSObject`), and its bundle check wants Xcode's test tool. So every
  /// failure of a plain `swift test` carried it. Installed the supported way, as the process's
  /// issue reporter, this one fails XCTest tests through the same function IssueReporting calls
  /// (IssueReportingTestSupport's `_XCTFail`, found at run time as IssueReporting finds it), and
  /// hands everything else (Swift Testing, no test) to the default reporter.
  struct LinuxXCTestReporter: IssueReporter {
    let xctFail: @Sendable (String, StaticString, UInt) -> Void

    private static let isInstalled = LockIsolated(false)

    /// Installs it, once, when tests run and the reporters are still IssueReporting's default
    /// (a test's own `withIssueReporters` is left alone).
    static func installIfNeeded() {
      guard isTesting, !isInstalled.value else { return }
      let reporters = IssueReporters.current
      guard reporters.count == 1, reporters[0] is _DefaultReporter, let xctFail = findXCTFail()
      else { return }
      isInstalled.setValue(true)
      IssueReporters.current = [LinuxXCTestReporter(xctFail: xctFail)]
    }

    func reportIssue(
      _ message: @autoclosure () -> String?, severity: IssueSeverity,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      guard case .xcTest? = TestContext.current else {
        _DefaultReporter.default.reportIssue(
          message(), severity: severity, fileID: fileID, filePath: filePath, line: line,
          column: column)
        return
      }
      xctFail(message() ?? "", filePath, line)
    }

    /// IssueReportingTestSupport's `_XCTFail()`, when the test target links it.
    private static func findXCTFail() -> (@Sendable (String, StaticString, UInt) -> Void)? {
      let symbol = "$s25IssueReportingTestSupport8_XCTFailypyF"
      guard
        let handle = dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY),
        let pointer = dlsym(handle, symbol)
      else { return nil }
      let function = unsafeBitCast(pointer, to: (@convention(thin) () -> Any).self)
      return function() as? @Sendable (String, StaticString, UInt) -> Void
    }
  }
#endif
