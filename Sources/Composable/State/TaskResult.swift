import IssueReporting

/// The result of async work that can throw any error, as an `Equatable` value so that actions
/// carrying it can be compared in tests: `case response(TaskResult<String>)`.
///
/// Two failures are equal when their errors are `Equatable`, of the same type and `==`. Errors
/// that are not `Equatable` never compare equal, and comparing two of the same type reports an
/// issue asking to make the type `Equatable`, as the Composable Architecture does.
public enum TaskResult<Success> {
  /// The work succeeded.
  case success(Success)
  /// The work threw.
  case failure(any Error)

  /// Runs `body`, catching what it throws.
  public init(catching body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }

  /// The same outcome as `result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The success value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// Transforms the success value.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): return .success(transform(value))
    case let .failure(error): return .failure(error)
    }
  }

  /// Transforms the success value into another result.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): return transform(value)
    case let .failure(error): return .failure(error)
    }
  }
}

extension Result where Failure == any Error {
  /// The same outcome as `result`.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension TaskResult: Sendable where Success: Sendable {}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(a), .success(b)):
      return a == b
    case let (.failure(a), .failure(b)):
      if let equal = isEqual(a, b) { return equal }
      if type(of: a) == type(of: b) {
        // TCA 0.40's words: single quotes, the type's unqualified name.
        let name = String(describing: type(of: a))
        reportIssue(
          """
          '\(name)' is not equatable. …

          To test two values of this type, it must conform to the 'Equatable' protocol. For \
          example:

              extension \(name): Equatable {}

          See the documentation of 'TaskResult' for more information.
          """)
      }
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the value or, for a failure, the error when it is `Hashable`; hashing a failure
  /// whose error is not reports an issue asking to make the type `Hashable`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(value)
      hasher.combine(0)
    case let .failure(error):
      if let error = (error as Any) as? AnyHashable {
        hasher.combine(error)
        hasher.combine(1)
      } else {
        let name = String(describing: type(of: error))
        reportIssue(
          """
          '\(name)' is not hashable. …

          To hash a value of this type, it must conform to the 'Hashable' protocol. For example:

              extension \(name): Hashable {}

          See the documentation of 'TaskResult' for more information.
          """)
      }
    }
  }
}

/// `a == b` when both are `Equatable` values of the same type, else `nil`.
func isEqual(_ a: Any, _ b: Any) -> Bool? {
  func open<T: Equatable>(_ a: T) -> Bool? { (b as? T).map { a == $0 } }
  guard let a = a as? any Equatable else { return nil }
  return open(a)
}
