import Composable

/// `Result` and `URLError` are not `Codable`; rather than conform those types we do not own,
/// this action keeps the seed's `loaded(Result<String, URLError>)` and is coded through
/// ``LoadedResult``, where the error travels as its code:
/// `{"loaded":{"_0":{"failure":{"code":-1009}}}}`, or `loaded.failure(code: -1009)` in the shell.
extension SampleTextAction: Codable {
  /// The coded form of `Result<String, URLError>`.
  public enum LoadedResult: Equatable, Codable, Sendable {
    /// The text loaded.
    case success(String)
    /// The load failed with the `URLError` of this code (`URLError.Code.rawValue`).
    case failure(code: Int)

    /// The coded form of `result`.
    public init(_ result: Result<String, URLError>) {
      switch result {
      case .success(let text): self = .success(text)
      case .failure(let error): self = .failure(code: error.code.rawValue)
      }
    }

    /// The result this stands for; a code `URLError.Code` does not know stands for `.unknown`.
    public var result: Result<String, URLError> {
      switch self {
      case .success(let text): .success(text)
      case .failure(let code): .failure(URLError(errorCode(code) ?? .unknown))
      }
    }
  }

  private enum Coded: Codable {
    case load
    case loaded(LoadedResult)
  }

  /// Decodes the action in the synthesized enum shape, with `loaded` as a `LoadedResult`.
  public init(from decoder: any Decoder) throws {
    switch try Coded(from: decoder) {
    case .load: self = .load
    case .loaded(let result): self = .loaded(result.result)
    }
  }

  /// Encodes the action in the synthesized enum shape, with `loaded` as a `LoadedResult`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .load: try Coded.load.encode(to: encoder)
    case .loaded(let result): try Coded.loaded(LoadedResult(result)).encode(to: encoder)
    }
  }
}

/// The `URLError.Code` of `rawValue`, through `RawRepresentable`: its initializer is failable
/// in swift-corelibs-foundation and not on Darwin.
private func errorCode<Code: RawRepresentable>(_ rawValue: Code.RawValue) -> Code? {
  Code(rawValue: rawValue)
}
