import CasePathsCore

extension AnyCasePath {
  /// Changes the value in `root`'s case in place (CasePaths 0.x's `modify(_:_:)`):
  /// `try (/Action.child).modify(&action) { $0.count += 1 }`. Throws, leaving `root` alone,
  /// when `root` is in another case.
  ///
  /// swift-case-paths 1.x has this method in its `CasePaths` module, which builds swift-syntax
  /// for its macros; Composable uses `CasePathsCore` alone, so it is written here. Disfavoured,
  /// so that an app importing `CasePaths` as well calls that one, without ambiguity.
  @_disfavoredOverload
  public func modify<Result>(
    _ root: inout Root, _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = extract(from: root) else { throw CasePathModifyFailure() }
    let result = try body(&value)
    root = embed(value)
    return result
  }
}

/// Thrown by `AnyCasePath.modify(_:_:)` when the root is not in the path's case (internal, as
/// CasePaths' own is).
struct CasePathModifyFailure: Error {}
