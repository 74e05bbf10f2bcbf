/// `TaskResult` in the shape synthesized `Codable` gives an enum with one unlabelled payload:
/// `{"success":{"_0":…}}` and `{"failure":{"_0":"network down"}}`. An error has no coded form of
/// its own, so a failure is coded as its description and decodes to a ``TaskFailure`` with that
/// text (a `LocalizedError`'s description, else `String(describing:)`): typed into the shell,
/// `.failure("network down")` is an error that prints `network down`.
extension TaskResult: Decodable where Success: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TaskResultCaseKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "Expected exactly one of \"success\" or \"failure\""))
    }
    let payload = try container.nestedContainer(keyedBy: TaskResultPayloadKey.self, forKey: key)
    switch key {
    case .success: self = .success(try payload.decode(Success.self, forKey: ._0))
    case .failure: self = .failure(try payload.decode(TaskFailure.self, forKey: ._0))
    }
  }
}

extension TaskResult: Encodable where Success: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TaskResultCaseKey.self)
    switch self {
    case .success(let value):
      var payload = container.nestedContainer(keyedBy: TaskResultPayloadKey.self, forKey: .success)
      try payload.encode(value, forKey: ._0)
    case .failure(let error):
      var payload = container.nestedContainer(keyedBy: TaskResultPayloadKey.self, forKey: .failure)
      try payload.encode(TaskFailure(error), forKey: ._0)
    }
  }
}

/// An error known by its text: what a coded ``TaskResult`` failure decodes to.
public struct TaskFailure: LocalizedError, Equatable, Hashable, Sendable, Codable,
  CustomStringConvertible, CustomDumpStringConvertible
{
  /// The error's text.
  public let message: String

  /// An error whose text is `message`.
  public init(_ message: String) { self.message = message }

  /// The text of `error`: what it says of itself as a `LocalizedError` (what an alert would
  /// show), else its description.
  public init(_ error: any Error) {
    self.message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }

  /// Decodes the text alone: `"network down"`.
  public init(from decoder: any Decoder) throws {
    self.message = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the text alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(message)
  }

  public var description: String { message }
  public var errorDescription: String? { message }
  public var customDumpDescription: String { "TaskFailure(\(message.debugDescription))" }
}

/// The cases of a coded ``TaskResult``.
private enum TaskResultCaseKey: String, CodingKey {
  case success, failure
}

/// The key of an enum case's unlabelled payload in synthesized `Codable`.
private enum TaskResultPayloadKey: String, CodingKey {
  case _0
}
