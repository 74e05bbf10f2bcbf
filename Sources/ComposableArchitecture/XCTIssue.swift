#if !canImport(ObjectiveC)
  /// An issue a test recorded, as an `XCTExpectFailure` matcher sees it: XCTest's `XCTIssue`,
  /// which swift-corelibs-xctest lacks (on Apple platforms XCTest's own is used).
  public struct XCTIssue: Sendable, CustomStringConvertible {
    /// The kind of issue.
    public enum IssueType: Int, Sendable {
      /// An assertion failed (`XCTFail`, a test store's failure…).
      case assertionFailure = 0
      /// The test threw an error.
      case thrownError = 1
      /// An uncaught exception.
      case uncaughtException = 2
      /// A performance regression.
      case performanceRegression = 3
      /// A failure of the test system.
      case system = 4
      /// An expected failure that was not recorded.
      case unmatchedExpectedFailure = 5
    }

    /// The kind of issue: assertion failures, for what IssueReporting reports.
    public var type: IssueType
    /// The issue's message: what tests compare (`$0.compactDescription == "…"`).
    public var compactDescription: String
    /// A longer description, if any.
    public var detailedDescription: String?

    /// An issue of `type` described by `compactDescription`.
    public init(
      type: IssueType, compactDescription: String, detailedDescription: String? = nil
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
    }

    public var description: String { compactDescription }
  }
#endif
