/// The result of async work that can throw any error, as an `Equatable` value so that actions
/// carrying it can be compared in tests: `case response(TaskResult<String>)`.
public enum TaskResult<Success> {
  /// The work succeeded.
  case success(Success)
  /// The work threw.
  case failure(any Error)

  /// Runs `body`, catching what it throws.
  public init(catching body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
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
}

extension TaskResult: Sendable where Success: Sendable {}

extension TaskResult: Equatable where Success: Equatable {
  /// Equal when both succeed with equal values, or both fail with errors of the same type and
  /// equal description (or `==` when the errors are `Equatable`).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(a), .success(b)):
      return a == b
    case let (.failure(a), .failure(b)):
      if let equal = isEqual(a, b) { return equal }
      return type(of: a) == type(of: b) && String(reflecting: a) == String(reflecting: b)
    default:
      return false
    }
  }
}

/// `a == b` when both are `Equatable` values of the same type, else `nil`.
func isEqual(_ a: Any, _ b: Any) -> Bool? {
  func open<T: Equatable>(_ a: T) -> Bool? { (b as? T).map { a == $0 } }
  guard let a = a as? any Equatable else { return nil }
  return open(a)
}
