import IssueReporting

// XCTestDynamicOverlay 1.x still has `XCTUnimplemented`, deprecated in favour of
// IssueReporting's `unimplemented`; clients of TCA 0.40 build their `.unimplemented`
// dependencies with it. These shadow the deprecated ones, so such code builds without
// warnings, and forward to `unimplemented`.

/// An endpoint that reports an issue when called, then returns `placeholder`:
/// `var fetch: (Int) -> String = XCTUnimplemented("fetch", placeholder: "")`.
public func XCTUnimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  unimplemented(
    description(), placeholder: placeholder(), fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// An endpoint that reports an issue when called, then throws:
/// `var fetch: (Int) async throws -> String = XCTUnimplemented("fetch")`.
public func XCTUnimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  unimplemented(
    description(), fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
}

/// An async endpoint that reports an issue when called, then returns `placeholder`.
public func XCTUnimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  unimplemented(
    description(), placeholder: placeholder(), fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// An async endpoint that reports an issue when called, then throws:
/// `var fact: (Int) async throws -> String = XCTUnimplemented("fact")`.
///
/// Same parameters and result as the deprecated one, which it has to match to shadow it.
public func XCTUnimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = ""
) -> _UnimplementedAsyncThrowingClosure<repeat each Argument, Result> {
  unimplemented(description())
}
