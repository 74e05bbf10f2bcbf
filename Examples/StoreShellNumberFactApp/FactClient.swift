// Written as a TCA 0.40 app writes it (TCA's own case studies import XCTestDynamicOverlay
// beside ComposableArchitecture for `XCTUnimplemented`); compiled unchanged on Linux.
import ComposableArchitecture
import XCTestDynamicOverlay

/// Fetches a fact about a number.
public struct FactClient {
  /// The fact about `number`.
  public var fetch: @Sendable (_ number: Int) async throws -> String

  /// A client fetching with `fetch`.
  public init(fetch: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension FactClient {
  /// Facts from numbersapi.com, through `URLSession` (FoundationNetworking on Linux).
  public static let live = Self(
    fetch: { number in
      try await Task.sleep(nanoseconds: NSEC_PER_SEC)
      let url = URL(string: "http://numbersapi.com/\(number)/trivia")!
      let (data, _) = try await URLSession.shared.data(from: url)
      return String(decoding: data, as: UTF8.self)
    }
  )

  /// A client that fails the test when used.
  public static let unimplemented = Self(fetch: XCTUnimplemented("\(Self.self).fetch"))
}
